import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { idempotencyKeySchema } from "../../../shared/schemas/booking.ts";
import {
  addDays,
  buffetBookingInputSchema,
  dayInZone,
  buffetMenuListQuerySchema,
  cateringMessages,
  industrialBookingInputSchema,
  industrialMenuListQuerySchema,
} from "../../../shared/schemas/catering.ts";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { HttpError, NotFoundError, parseInput } from "../../http/errors.ts";
import { rateLimitHook, takeRateLimit } from "../../http/rate-limit.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import type { Services } from "../../services.ts";
import { cateringDeskRoutes } from "./desk-routes.ts";

export const CATERING_RATE_LIMIT = RATE_LIMITS.catering;
export const CATERING_COPY_RATE_LIMIT = RATE_LIMITS.cateringCopy;

const statusParamsSchema = z.object({ token: z.string().max(200) });

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(header).data;
  if (key === undefined) throw new HttpError(400, cateringMessages.idempotencyKey);
  return key;
}

/**
 * A buffet booking request arriving on POST /api/bookings (spec 2 §7: one path for every kind of
 * booking; the bookings route hands over a body with buffetMenuId and no classId). That route's
 * per-IP limit has already run.
 */
export async function answerBuffetBooking(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const input = parseInput(buffetBookingInputSchema, request.body);
  const idempotencyKey = idempotencyKeyOf(request);
  const { result, replayed } = await services.catering.requestBuffet(input, { idempotencyKey, bot: Boolean(input.website) });
  if (replayed) reply.header("idempotent-replayed", "true");
  return reply.status(201).header("cache-control", "no-store").send(result);
}

export async function cateringRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const limited = rateLimitHook(CATERING_RATE_LIMIT, cateringMessages.rateLimited);

  app.get("/api/buffet-menus", { config: { contract: { query: buffetMenuListQuerySchema } } }, async (request) =>
    services.catering.listBuffetMenus(parseInput(buffetMenuListQuerySchema, request.query)),
  );

  app.get("/api/buffet-menus/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const menu = await services.catering.getBuffetMenu(id);
    if (!menu) throw new NotFoundError(cateringMessages.buffetNotFound);
    return menu;
  });

  app.get("/api/industrial-catering", { config: { contract: { query: industrialMenuListQuerySchema } } }, async (request) =>
    services.catering.listIndustrialMenus(parseInput(industrialMenuListQuerySchema, request.query)),
  );

  app.get("/api/industrial-catering/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const menu = await services.catering.getIndustrialMenu(id);
    if (!menu) throw new NotFoundError(cateringMessages.industrialNotFound);
    return menu;
  });

  // A month ahead, so the example reaches past the date checks to the write itself whenever it is run.
  const exampleDate = addDays(dayInZone(new Date(), services.config.timeZone), 30);
  const industrialContract = {
    body: industrialBookingInputSchema,
    exampleBody: {
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
    },
  };
  app.post("/api/industrial-catering-booking", { preHandler: limited, config: { contract: industrialContract } }, async (request, reply) => {
    const input = parseInput(industrialBookingInputSchema, request.body);
    const idempotencyKey = idempotencyKeyOf(request);
    const bot = Boolean(input.website);
    // The copy takes a share of this client's copies only when one is asked for.
    const copyAllowed = Boolean(input.recipientEmail) && !bot && (await takeRateLimit(app.attemptStore, CATERING_COPY_RATE_LIMIT, request.ip)).allowed;
    const { result, replayed } = await services.catering.requestIndustrial(input, { idempotencyKey, copyAllowed, bot });
    if (replayed) reply.header("idempotent-replayed", "true");
    return reply.status(201).header("cache-control", "no-store").send(result);
  });

  app.get("/api/catering-requests/status/:token", { config: { contract: { params: statusParamsSchema } } }, async (request, reply) => {
    const { token } = parseInput(statusParamsSchema, request.params);
    const found = await services.catering.requestByStatusToken(token);
    if (!found) throw new NotFoundError(cateringMessages.requestNotFound);
    // Private to whoever holds the link: never cached.
    return reply.header("cache-control", "no-store").send(found);
  });

  await cateringDeskRoutes(app, { services });
}
