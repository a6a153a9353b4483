import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  cateringConfirmInputSchema,
  cateringDeclineInputSchema,
  cateringDeskListQuerySchema,
  cateringDeskMessages as M,
  cateringDeskPageSchema,
  cateringDeskRequestSchema,
  cateringDeskResultSchema,
  cateringQuoteInputSchema,
} from "../../../shared/schemas/catering-desk.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/**
 * The catering desk's routes (admin-only: the guard covers everything under /api/admin*). A step
 * answers with the request as it now stands.
 */
export async function cateringDeskRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { cateringDesk } = services;

  api.get(
    "/api/admin/catering-requests",
    {
      schema: {
        tags,
        security,
        summary: "Buffet and industrial catering requests, newest first, by kind, status and search",
        querystring: cateringDeskListQuerySchema,
        response: { 200: cateringDeskPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => cateringDesk.listRequests(request.query),
  );

  api.get(
    "/api/admin/catering-requests/:id",
    {
      schema: {
        tags,
        security,
        summary: "One catering request",
        params: idParamsSchema,
        response: { 200: cateringDeskRequestSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const item = await cateringDesk.getRequestById(request.params.id);
      if (!item) throw new NotFoundError(M.requestNotFound);
      return item;
    },
  );

  // Two weeks ahead, so the example's date is never in the past.
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  api.post(
    "/api/admin/catering-requests/:id/quote",
    {
      schema: {
        tags,
        security,
        summary: "Send (or revise) the quote of a received or quoted request",
        description: "The customer is mailed the final price per person, the total for their guests and until when it holds.",
        params: idParamsSchema,
        body: cateringQuoteInputSchema.meta({ examples: [{ pricePerPerson: "38.50", notes: "Includes two servers.", validUntil }] }),
        response: { 200: cateringDeskResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const item = await cateringDesk.quoteRequest(request.params.id, request.body, session, { ip: request.ip });
      return { success: true as const, message: M.quoted, item };
    },
  );

  api.post(
    "/api/admin/catering-requests/:id/confirm",
    {
      schema: {
        tags,
        security,
        summary: "Confirm a quoted request, with an optional note for the customer",
        params: idParamsSchema,
        body: cateringConfirmInputSchema.meta({ examples: [{ note: "See you on the day." }] }),
        response: { 200: cateringDeskResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const item = await cateringDesk.confirmRequest(request.params.id, request.body, session, { ip: request.ip });
      return { success: true as const, message: M.confirmed, item };
    },
  );

  api.post(
    "/api/admin/catering-requests/:id/decline",
    {
      schema: {
        tags,
        security,
        summary: "Decline a request that is not confirmed or declined yet; the reason is mailed",
        params: idParamsSchema,
        body: cateringDeclineInputSchema.meta({ examples: [{ reason: "The kitchen is fully booked that week." }] }),
        response: { 200: cateringDeskResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const session = adminSessionOf(request);
      const item = await cateringDesk.declineRequest(request.params.id, request.body, session, { ip: request.ip });
      return { success: true as const, message: M.declined, item };
    },
  );
}
