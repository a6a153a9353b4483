import { z } from "zod";
import { pageQuerySchema } from "./common.ts";

/* The classes desk (/chef-admin): the team's view of classes, their sessions, attendees and waiting lists. */

export const CLASS_DESK_LIMITS = { capacity: 200, sessionsPerPage: 10, classesPerPage: 50, reason: 500 } as const;

export const classDeskMessages = {
  classNotFound: "This class does not exist",
  sessionNotFound: "This session does not exist",
  date: "Please enter a date as YYYY-MM-DD",
  time: "Please enter a time as HH:MM",
  capacity: `Capacity must be a whole number from 1 to ${CLASS_DESK_LIMITS.capacity}`,
  startsInPast: "A new session must start in the future",
  duplicateSession: "This class already has a session at that date and time",
  belowTaken: (taken: number) => `Capacity cannot go below the ${taken} seat(s) already taken`,
  sessionCancelled: "This session is cancelled",
  sessionPast: "This session has already taken place",
  sessionAdded: "Session added",
  capacityChanged: "Capacity changed",
  sessionCancelledDone: "Session cancelled; every attendee has been mailed",
  whenInvalid: "Choose upcoming or past sessions",
  reasonTooLong: `The note to attendees must be at most ${CLASS_DESK_LIMITS.reason} characters`,
} as const;
const M = classDeskMessages;

const isRealDate = (value: string) => {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const capacitySchema = z.number({ error: M.capacity }).int(M.capacity).min(1, M.capacity).max(CLASS_DESK_LIMITS.capacity, M.capacity);

/** POST /api/admin/classes/{id}/sessions: a date and a time on the kitchen's clock (SITE_TIME_ZONE). */
export const sessionInputSchema = z.object({
  date: z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, M.date).refine(isRealDate, M.date),
  time: z.string({ error: M.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.time),
  capacity: capacitySchema,
});
export type SessionInput = z.infer<typeof sessionInputSchema>;

/** PATCH /api/admin/class-sessions/{id}: a new capacity, never below the seats taken. */
export const capacityInputSchema = z.object({ capacity: capacitySchema });
export type CapacityInput = z.infer<typeof capacityInputSchema>;

/** POST /api/admin/class-sessions/{id}/cancel: an optional word to the attendees, added to their mail. */
export const sessionCancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CLASS_DESK_LIMITS.reason, M.reasonTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SessionCancelInput = z.infer<typeof sessionCancelInputSchema>;

export const SESSION_WHEN = ["upcoming", "past"] as const;
export type SessionWhen = (typeof SESSION_WHEN)[number];

export const sessionListQuerySchema = z.object({
  when: z
    .enum(SESSION_WHEN, { error: M.whenInvalid })
    .optional()
    .transform((v) => v ?? "upcoming"),
  ...pageQuerySchema(CLASS_DESK_LIMITS.sessionsPerPage, 50),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

export const classDeskListQuerySchema = z.object(pageQuerySchema(CLASS_DESK_LIMITS.classesPerPage, 100));
export type ClassDeskListQuery = z.infer<typeof classDeskListQuerySchema>;

export type DeskPage<T> = { data: T[]; total: number; totalPages: number; hasPrev: boolean; hasNext: boolean; page: number; limit: number };

export type DeskClass = {
  id: number;
  title: string;
  category: string;
  difficulty: string;
  instructorName: string;
  price: number;
  duration: number;
  maxParticipants: number;
  upcomingSessions: number;
  /** Seats taken over capacity across the upcoming sessions that are not cancelled. */
  upcomingTaken: number;
  upcomingCapacity: number;
  nextStartsAt: string | null;
};

export type DeskSession = {
  id: number;
  classId: number;
  classTitle: string;
  /** The kitchen's wall clock (SITE_TIME_ZONE) and the same start as an instant. */
  date: string;
  time: string;
  startsAt: string;
  capacity: number;
  taken: number;
  cancelledAt: string | null;
  past: boolean;
  waiting: number;
};

export type DeskAttendee = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  participants: number;
  total: string;
  status: "confirmed" | "cancelled";
  bookedAt: string;
  cancelledAt: string | null;
};

export type DeskWaiter = { id: number; name: string; email: string; joinedAt: string; notifiedAt: string | null };

export type DeskSessionDetail = DeskSession & { attendees: DeskAttendee[]; waitingList: DeskWaiter[] };

export type DeskSessionResult = { success: true; message: string; session: DeskSession };
export type DeskCancelResult = DeskSessionResult & { bookingsCancelled: number; seatsReleased: number; attendeesMailed: number };
