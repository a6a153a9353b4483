import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingMessages,
  bookingResultSchema,
  waitlistInputSchema,
  waitlistResultSchema,
  type BookingResult,
  type ClassBookingInput,
  type WaitlistResult,
} from "../../../shared/schemas/booking.ts";
import { bookingRequestSchema } from "../../../shared/schemas/booking-request.ts";
import { cateringRequestResultSchema, type BuffetBookingInput } from "../../../shared/schemas/catering.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { answerBuffetBooking, buffetDecoy } from "../catering/routes.ts";
import { newReference } from "../shop/reference.ts";

export const BOOKING_RATE_LIMIT = RATE_LIMITS.booking;

const classBookingExample = {
  classId: 1,
  customerName: "Asha Rao",
  customerEmail: "asha@example.com",
  customerPhone: "+1 415 555 0100",
  participants: 1,
  scheduledDate: "2030-01-15",
  scheduledTime: "11:00",
};

export async function bookingRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { policy: BOOKING_RATE_LIMIT, message: bookingMessages.rateLimited };

  api.post(
    "/api/bookings",
    {
      config: {
        rateLimit,
        idempotencyKey: true,
        honeypot: (request) => {
          const input = request.body as ClassBookingInput | BuffetBookingInput;
          if (!("classId" in input)) return buffetDecoy(services, input);
          const decoy: BookingResult = {
            reference: newReference("CB"),
            classId: input.classId,
            scheduledDate: input.scheduledDate,
            scheduledTime: input.scheduledTime,
            participants: input.participants,
            totalPrice: "0.00",
            message: bookingMessages.confirmed,
          };
          return { status: 201, body: decoy };
        },
      },
      schema: {
        tags: ["Bookings"],
        summary: "Book a cooking class session, or request a buffet menu",
        description:
          "One path for every kind of booking: a body with buffetMenuId and no classId is a buffet booking request (answered as " +
          "POST /api/industrial-catering-booking answers), any other a class booking. A class booking takes its seats at once or " +
          "not at all (409 when the session is full), checks totalPrice against the class's price when sent, and is mailed. " +
          "An Idempotency-Key header makes a repeat answer with the first booking.",
        body: bookingRequestSchema.meta({ examples: [classBookingExample] }),
        response: { 201: z.union([bookingResultSchema, cateringRequestResultSchema]), ...errorAnswers(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (!("classId" in input)) return answerBuffetBooking(services, input, request, reply);
      const { result, replayed } = await services.bookings.book(input, request.idempotencyKey);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send(result);
    },
  );

  api.post(
    "/api/bookings/waitlist",
    {
      config: { rateLimit, honeypot: () => ({ status: 201, body: { message: bookingMessages.waitlistJoined } }) },
      schema: {
        tags: ["Bookings"],
        summary: "Join the waiting list of a full class session",
        description: "Whoever is first in line is mailed when a seat opens. A session that still has seats is 409: book it instead.",
        body: waitlistInputSchema.meta({
          examples: [{ classId: 1, scheduledDate: "2030-01-15", scheduledTime: "11:00", name: "Asha Rao", email: "asha@example.com" }],
        }),
        response: { 201: waitlistResultSchema, ...errorAnswers(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await services.bookings.joinWaitlist(request.body);
      const body: WaitlistResult = { message: bookingMessages.waitlistJoined };
      return reply.status(201).send(body);
    },
  );
}
