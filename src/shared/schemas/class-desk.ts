import { z } from "zod";
import { adminPageFields, pageQuerySchema } from "./common.ts";

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
  date: z
    .string({ error: M.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
    .refine(isRealDate, M.date),
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

/** A desk list's page: its items and the paging beside them. */
export type DeskPage<T> = { data: T[]; total: number; totalPages: number; hasPrev: boolean; hasNext: boolean; page: number; limit: number };

export const deskClassSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: z.string(),
    difficulty: z.string(),
    instructorName: z.string(),
    price: z.number(),
    duration: z.number().meta({ description: "Minutes" }),
    maxParticipants: z.number().int(),
    upcomingSessions: z.number().int().meta({ description: "Upcoming sessions that are not cancelled" }),
    upcomingTaken: z.number().int().meta({ description: "Seats taken across the upcoming sessions that are not cancelled" }),
    upcomingCapacity: z.number().int().meta({ description: "Seats offered across the upcoming sessions that are not cancelled" }),
    nextStartsAt: z.string().nullable().meta({ description: "The next session's start (ISO 8601)" }),
  })
  .meta({ id: "DeskClass" });
export type DeskClass = z.infer<typeof deskClassSchema>;

/** GET /api/admin/classes. */
export const deskClassPageSchema = z.object({ data: z.array(deskClassSchema), ...adminPageFields }).meta({ id: "DeskClassPage" });

export const deskSessionSchema = z
  .object({
    id: z.number().int(),
    classId: z.number().int(),
    classTitle: z.string(),
    date: z.string().meta({ description: "The day on the kitchen's clock (SITE_TIME_ZONE), YYYY-MM-DD" }),
    time: z.string().meta({ description: "The start on the kitchen's clock, HH:MM" }),
    startsAt: z.string().meta({ description: "The same start as an ISO 8601 instant" }),
    capacity: z.number().int(),
    taken: z.number().int().meta({ description: "Seats booked" }),
    cancelledAt: z.string().nullable(),
    past: z.boolean().meta({ description: "The session has begun" }),
    waiting: z.number().int().meta({ description: "People on its waiting list" }),
  })
  .meta({ id: "DeskSession" });
export type DeskSession = z.infer<typeof deskSessionSchema>;

/** GET /api/admin/classes/{id}/sessions. */
export const deskSessionPageSchema = z.object({ data: z.array(deskSessionSchema), ...adminPageFields }).meta({ id: "DeskSessionPage" });

export const deskAttendeeSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  participants: z.number().int(),
  total: z.string().meta({ description: 'Dollars with two decimals, e.g. "150.00"' }),
  status: z.enum(["confirmed", "cancelled"]),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type DeskAttendee = z.infer<typeof deskAttendeeSchema>;

export const deskWaiterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  notifiedAt: z.string().nullable().meta({ description: "When a seat opened and they were mailed" }),
});
export type DeskWaiter = z.infer<typeof deskWaiterSchema>;

export const deskSessionDetailSchema = deskSessionSchema
  .extend({
    attendees: z.array(deskAttendeeSchema).meta({ description: "Confirmed bookings first, then cancelled ones" }),
    waitingList: z.array(deskWaiterSchema).meta({ description: "In the order they joined" }),
  })
  .meta({ id: "DeskSessionDetail" });
export type DeskSessionDetail = z.infer<typeof deskSessionDetailSchema>;

export const deskSessionResultSchema = z.object({ success: z.literal(true), message: z.string(), session: deskSessionSchema });
export type DeskSessionResult = z.infer<typeof deskSessionResultSchema>;

export const deskCancelResultSchema = deskSessionResultSchema.extend({
  bookingsCancelled: z.number().int(),
  seatsReleased: z.number().int(),
  attendeesMailed: z.number().int(),
});
export type DeskCancelResult = z.infer<typeof deskCancelResultSchema>;
