import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import {
  bookingMessages,
  classBookingInputSchema,
  idempotencyKeySchema,
  waitlistInputSchema,
  type BookingResult,
  type WaitlistResult,
} from "../../../shared/schemas/booking.ts";
import { HttpError, parseInput } from "../../http/errors.ts";
import { rateLimitHook } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { answerBuffetBooking } from "../catering/routes.ts";

export const BOOKING_RATE_LIMIT = RATE_LIMITS.booking;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export async function bookingRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(BOOKING_RATE_LIMIT, bookingMessages.rateLimited);

  const contract = {
    body: classBookingInputSchema,
    exampleBody: {
      classId: 1,
      customerName: "Asha Rao",
      customerEmail: "asha@example.com",
      customerPhone: "+1 415 555 0100",
      participants: 1,
      scheduledDate: "2030-01-15",
      scheduledTime: "11:00",
    },
  };
  app.post("/api/bookings", { preHandler: limited, config: { contract } }, async (request, reply) => {
    // One path takes every kind of booking (spec 2 §7); the body's shape says which.
    if (isObject(request.body) && "buffetMenuId" in request.body && !("classId" in request.body)) {
      return answerBuffetBooking(services, request, reply);
    }
    const input = parseInput(classBookingInputSchema, request.body);
    const header = request.headers["idempotency-key"];
    const key = header === undefined ? undefined : idempotencyKeySchema.safeParse(header).data;
    if (header !== undefined && key === undefined) throw new HttpError(400, bookingMessages.idempotencyKey);
    if (input.website) {
      // The honeypot: a bot gets the usual answer, and nothing is stored or mailed.
      const body: BookingResult = {
        reference: `CB-${randomBytes(4).toString("hex").toUpperCase()}`,
        classId: input.classId,
        scheduledDate: input.scheduledDate,
        scheduledTime: input.scheduledTime,
        participants: input.participants,
        totalPrice: "0.00",
        message: bookingMessages.confirmed,
      };
      return reply.status(201).send(body);
    }
    const { result, replayed } = await services.bookings.book(input, key);
    if (replayed) reply.header("idempotent-replayed", "true");
    return reply.status(201).send(result);
  });

  const waitlistContract = {
    body: waitlistInputSchema,
    exampleBody: { classId: 1, scheduledDate: "2030-01-15", scheduledTime: "11:00", name: "Asha Rao", email: "asha@example.com" },
  };
  app.post("/api/bookings/waitlist", { preHandler: limited, config: { contract: waitlistContract } }, async (request, reply) => {
    const input = parseInput(waitlistInputSchema, request.body);
    if (!input.website) await services.bookings.joinWaitlist(input);
    const body: WaitlistResult = { message: bookingMessages.waitlistJoined };
    return reply.status(201).send(body);
  });
}
