import { z } from "zod";
import { textSchema } from "./common.ts";
import { HONEYPOT_FIELD, honeypotField } from "./form-fields.ts";

export const BOOKING_LIMITS = { name: 100, phone: 30, email: 254, participants: 50, idempotencyKey: 200 } as const;

/** The class booking form's messages; the server's own answers share this file so one place holds the wording. */
export const bookingMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${BOOKING_LIMITS.name} characters`,
  nameCharacters: "Name contains characters that are not allowed",
  email: "Please enter a valid email",
  phone: `Phone must be at most ${BOOKING_LIMITS.phone} characters`,
  phoneCharacters: "Phone contains characters that are not allowed",
  participants: "At least 1 participant required",
  participantsTooMany: `At most ${BOOKING_LIMITS.participants} participants`,
  date: "Please select a date",
  time: "Please select a time",
  classId: "classId must be a positive whole number",
  totalPrice: "totalPrice must be an amount such as 150.00",
  totalMismatch: "The total does not match the class price. Please refresh the page and try again.",
  overClassMax: (max: number) => `At most ${max} participants for this class`,
  full: "This session is full",
  spotsLeft: (n: number) => `Only ${n} ${n === 1 ? "spot" : "spots"} left in this session`,
  classNotFound: "The cooking class you're looking for doesn't exist.",
  sessionNotFound: "This class has no session at that date and time",
  sessionPast: "This session has already started",
  sessionCancelled: "This session was cancelled. Please choose another date.",
  idempotencyKey: `Idempotency-Key must be 1 to ${BOOKING_LIMITS.idempotencyKey} visible characters`,
  rateLimited: "Too many bookings from this address. Please try again in a few minutes.",
  confirmed: "Your cooking class has been booked successfully. You'll receive a confirmation email soon.",
  waitlistJoined: "You're on the waiting list. We'll email you as soon as a spot opens.",
  waitlistNotFull: "This session still has spots. Book it instead.",
} as const;

const emailSchema = textSchema({
  label: "Email",
  max: BOOKING_LIMITS.email,
  messages: {
    required: bookingMessages.email,
    type: bookingMessages.email,
    tooLong: bookingMessages.email,
    characters: bookingMessages.email,
  },
}).pipe(z.email(bookingMessages.email));

const nameSchema = textSchema({
  label: "Name",
  min: 2,
  max: BOOKING_LIMITS.name,
  messages: {
    required: bookingMessages.name,
    type: bookingMessages.name,
    tooShort: bookingMessages.name,
    tooLong: bookingMessages.nameTooLong,
    characters: bookingMessages.nameCharacters,
  },
});

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** A real calendar day as YYYY-MM-DD (2031-02-30 is refused). */
const dateSchema = z.string({ error: bookingMessages.date }).refine((v) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : null;
  return day !== null && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
}, bookingMessages.date);
const timeSchema = z.string({ error: bookingMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, bookingMessages.time);

/** The dialog's fields; the browser and the API check the same rules. */
export const classBookingFormSchema = z.object({
  customerName: nameSchema,
  customerEmail: emailSchema,
  customerPhone: textSchema({
    label: "Phone",
    max: BOOKING_LIMITS.phone,
    messages: { tooLong: bookingMessages.phone, type: bookingMessages.phone, characters: bookingMessages.phoneCharacters },
  })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  participants: z
    .number({ error: bookingMessages.participants })
    .int(bookingMessages.participants)
    .min(1, bookingMessages.participants)
    .max(BOOKING_LIMITS.participants, bookingMessages.participantsTooMany),
  scheduledDate: dateSchema,
  scheduledTime: timeSchema,
});
export type ClassBookingFormValues = z.input<typeof classBookingFormSchema>;

/**
 * POST /api/bookings with a class booking: the form plus the class and the total the browser
 * showed ("150.00"; checked against the server's own sum, never used). The honeypot
 * sits beside them.
 */
export const classBookingInputSchema = classBookingFormSchema.extend({
  classId: positiveId(bookingMessages.classId),
  totalPrice: z
    .union(
      [
        z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, bookingMessages.totalPrice),
        z.number(bookingMessages.totalPrice).nonnegative(bookingMessages.totalPrice).max(99_999_999, bookingMessages.totalPrice),
      ],
      { error: bookingMessages.totalPrice },
    )
    .optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ClassBookingInput = z.infer<typeof classBookingInputSchema>;

/** POST /api/bookings/waitlist: a place in line for a full session. */
export const waitlistInputSchema = z.object({
  classId: positiveId(bookingMessages.classId),
  scheduledDate: dateSchema,
  scheduledTime: timeSchema,
  name: nameSchema,
  email: emailSchema,
  [HONEYPOT_FIELD]: honeypotField,
});
export type WaitlistInput = z.infer<typeof waitlistInputSchema>;

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, bookingMessages.idempotencyKey)
  .optional();

export const bookingResultSchema = z
  .object({
    reference: z.string().meta({ description: "What the customer quotes, e.g. CB-7K2M9Q4X" }),
    classId: z.number().int(),
    scheduledDate: z.string().meta({ description: "YYYY-MM-DD, in the kitchen's time zone" }),
    scheduledTime: z.string().meta({ description: "HH:MM, in the kitchen's time zone" }),
    participants: z.number().int(),
    totalPrice: z.string().meta({ description: 'The class price × participants, e.g. "150.00"' }),
    message: z.string(),
  })
  .meta({ id: "BookingResult" });
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const waitlistResultSchema = z.object({ message: z.string() });
export type WaitlistResult = z.infer<typeof waitlistResultSchema>;
