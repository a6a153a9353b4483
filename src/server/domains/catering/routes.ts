import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addDays,
  buffetMenuListQuerySchema,
  buffetMenuListResponseSchema,
  buffetMenuSchema,
  cateringMessages,
  cateringRequestResultSchema,
  cateringRequestViewSchema,
  dayInZone,
  industrialBookingInputSchema,
  industrialMenuListQuerySchema,
  industrialMenuListResponseSchema,
  industrialMenuSchema,
  type BuffetBookingInput,
  type IndustrialBookingInput,
} from "../../../shared/schemas/catering.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { NotFoundError } from "../../http/errors.ts";
import type { DecoyAnswer } from "../../http/form-guards.ts";
import { takeRateLimit } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";

export const CATERING_RATE_LIMIT = RATE_LIMITS.catering;
export const CATERING_COPY_RATE_LIMIT = RATE_LIMITS.cateringCopy;

const statusParamsSchema = z.object({ token: z.string().max(200) });

/**
 * A buffet booking request arriving on POST /api/bookings (one path takes every kind of booking;
 * the bookings route hands over a body with buffetMenuId and no classId, already checked against
 * the buffet contract). That route's per-IP limit has already run.
 */
export async function answerBuffetBooking(services: Services, input: BuffetBookingInput, request: FastifyRequest, reply: FastifyReply) {
  const { result, replayed } = await services.catering.requestBuffet(input, { idempotencyKey: request.idempotencyKey });
  if (replayed) reply.header("idempotent-replayed", "true");
  return reply.status(201).header("cache-control", "no-store").send(result);
}

/** A caught bot's buffet request: priced and answered like a real one, with nothing stored or mailed. */
export async function buffetDecoy(services: Services, input: BuffetBookingInput): Promise<DecoyAnswer> {
  const { result } = await services.catering.requestBuffet(input, { bot: true });
  return { status: 201, body: result };
}

export async function cateringRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { policy: CATERING_RATE_LIMIT, message: cateringMessages.rateLimited };
  const tags = ["Catering"];

  api.get(
    "/api/buffet-menus",
    {
      schema: {
        tags,
        summary: "Buffet menus: filters, search words, one page in menu order",
        querystring: buffetMenuListQuerySchema,
        response: { 200: buffetMenuListResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request) => services.catering.listBuffetMenus(request.query),
  );

  api.get(
    "/api/buffet-menus/:id",
    {
      schema: {
        tags,
        summary: "One buffet menu with its dishes",
        params: idParamsSchema,
        response: { 200: buffetMenuSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const menu = await services.catering.getBuffetMenu(request.params.id);
      if (!menu) throw new NotFoundError(cateringMessages.buffetNotFound);
      return menu;
    },
  );

  api.get(
    "/api/industrial-catering",
    {
      schema: {
        tags,
        summary: "Industrial catering menus: filters, search words, one page in menu order",
        querystring: industrialMenuListQuerySchema,
        response: { 200: industrialMenuListResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request) => services.catering.listIndustrialMenus(request.query),
  );

  api.get(
    "/api/industrial-catering/:id",
    {
      schema: {
        tags,
        summary: "One industrial catering menu with its dishes",
        params: idParamsSchema,
        response: { 200: industrialMenuSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const menu = await services.catering.getIndustrialMenu(request.params.id);
      if (!menu) throw new NotFoundError(cateringMessages.industrialNotFound);
      return menu;
    },
  );

  // A month ahead, so the example reaches past the date checks to the write itself whenever it is run.
  const exampleDate = addDays(dayInZone(new Date(), services.config.timeZone), 30);
  const industrialExample = {
    companyName: "Northwind Robotics",
    contactName: "Asha Rao",
    email: "asha@example.com",
    phone: "+1 415 555 0100",
    eventDate: exampleDate,
    eventTime: "12:00",
    participants: 150,
    specialRequests: "Lunch in two shifts, 12:00 and 13:00.",
    recipientEmail: "",
    cateringId: 1,
    cateringName: "Silicon Valley Tech Campus Lunch",
    pricePerPerson: "$16.75",
    totalEstimate: "2512.50",
  };
  api.post(
    "/api/industrial-catering-booking",
    {
      config: {
        rateLimit,
        idempotencyKey: true,
        honeypot: async (request) => {
          const { result } = await services.catering.requestIndustrial(request.body as IndustrialBookingInput, { bot: true });
          return { status: 201, body: result };
        },
      },
      schema: {
        tags,
        summary: "Request industrial catering",
        description:
          "Priced from the menu (the page's figures are never used); a date sooner than the menu's notice, past or years ahead is 422. " +
          "Stored with its reference and mailed to the requester and the team; recipientEmail gets a copy of the acknowledgement, within limits. " +
          "An Idempotency-Key header makes a repeat answer with the first request.",
        body: industrialBookingInputSchema.meta({ examples: [industrialExample] }),
        response: { 201: cateringRequestResultSchema, ...errorAnswers(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // The copy takes a share of this client's copies only when one is asked for.
      const copyAllowed =
        Boolean(input.recipientEmail) && (await takeRateLimit(app.attemptStore, CATERING_COPY_RATE_LIMIT, request.ip)).allowed;
      const { result, replayed } = await services.catering.requestIndustrial(input, {
        idempotencyKey: request.idempotencyKey,
        copyAllowed,
      });
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).header("cache-control", "no-store").send(result);
    },
  );

  api.get(
    "/api/catering-requests/status/:token",
    {
      schema: {
        tags,
        summary: "A catering request's private status page",
        description: "The token is the secret of the link in the request's acknowledgement mail.",
        params: statusParamsSchema,
        response: { 200: cateringRequestViewSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await services.catering.requestByStatusToken(request.params.token);
      if (!found) throw new NotFoundError(cateringMessages.requestNotFound);
      // Private to whoever holds the link: never cached.
      return reply.header("cache-control", "no-store").send(found);
    },
  );
}
