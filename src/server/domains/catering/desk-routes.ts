import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  cateringConfirmInputSchema,
  cateringDeclineInputSchema,
  cateringDeskListQuerySchema,
  cateringDeskMessages as M,
  cateringQuoteInputSchema,
  type CateringDeskResult,
} from "../../../shared/schemas/catering-desk.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

/**
 * The catering desk's routes (admin-only: the guard covers everything under /api/admin*). A step
 * answers with the request as it now stands.
 */
export async function cateringDeskRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { catering } = services;

  app.get("/api/admin/catering-requests", { config: { contract: { query: cateringDeskListQuerySchema } } }, async (request) =>
    catering.listRequests(parseInput(cateringDeskListQuerySchema, request.query)),
  );

  app.get("/api/admin/catering-requests/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const item = await catering.getRequestById(id);
    if (!item) throw new NotFoundError(M.requestNotFound);
    return item;
  });

  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  app.post(
    "/api/admin/catering-requests/:id/quote",
    { config: { contract: { params: idParamsSchema, body: cateringQuoteInputSchema, exampleBody: { pricePerPerson: "38.50", notes: "Includes two servers.", validUntil } } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(cateringQuoteInputSchema, request.body);
      const item = await catering.quoteRequest(id, input, session, { ip: request.ip });
      const body: CateringDeskResult = { success: true, message: M.quoted, item };
      return body;
    },
  );

  app.post(
    "/api/admin/catering-requests/:id/confirm",
    { config: { contract: { params: idParamsSchema, body: cateringConfirmInputSchema, exampleBody: { note: "See you on the day." } } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(cateringConfirmInputSchema, request.body ?? {});
      const item = await catering.confirmRequest(id, input, session, { ip: request.ip });
      const body: CateringDeskResult = { success: true, message: M.confirmed, item };
      return body;
    },
  );

  app.post(
    "/api/admin/catering-requests/:id/decline",
    { config: { contract: { params: idParamsSchema, body: cateringDeclineInputSchema, exampleBody: { reason: "The kitchen is fully booked that week." } } } },
    async (request) => {
      const session = adminSessionOf(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(cateringDeclineInputSchema, request.body);
      const item = await catering.declineRequest(id, input, session, { ip: request.ip });
      const body: CateringDeskResult = { success: true, message: M.declined, item };
      return body;
    },
  );
}
