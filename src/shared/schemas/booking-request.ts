import { z } from "zod";
import { classBookingInputSchema } from "./booking.ts";
import { buffetBookingInputSchema } from "./catering.ts";

/*
 * POST /api/bookings takes every kind of booking on one path: a class booking, or a buffet
 * booking request. Kept apart from both forms' files, so a page that loads one form's contract
 * does not load the other's.
 */

/** A buffet booking request names its menu and no class; any other body is a class booking. */
export function isBuffetBookingBody(body: unknown): boolean {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "buffetMenuId" in body && !("classId" in body);
}

/**
 * The body's shape says which booking it is, and it is checked against that form's contract
 * only, so a refusal names that form's fields with that form's messages. The union after the
 * check documents both shapes and types the result: a buffet request carries buffetMenuId, a
 * class booking classId.
 */
export const bookingRequestSchema = z.preprocess(
  (body, ctx) => {
    const result = (isBuffetBookingBody(body) ? buffetBookingInputSchema : classBookingInputSchema).safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message, input: body });
    }
    return body;
  },
  z.union([classBookingInputSchema, buffetBookingInputSchema]),
);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
