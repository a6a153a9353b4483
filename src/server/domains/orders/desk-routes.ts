import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  deskOrderPageSchema,
  deskOrderResultSchema,
  deskOrderSchema,
  orderDeskCountsSchema,
  orderDeskListQuerySchema,
  orderDeskMessages as M,
  orderStepInputSchema,
} from "../../../shared/schemas/order-desk.ts";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/** The orders desk's API (/admin/orders): admin-only, behind the guard of /api/admin*. */
export async function orderDeskRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { orderDesk } = services;

  api.get(
    "/api/admin/orders",
    {
      schema: {
        tags,
        security,
        summary: "Shop orders, newest first, by status and search (reference, name or email)",
        querystring: orderDeskListQuerySchema,
        response: { 200: deskOrderPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => orderDesk.list(request.query),
  );

  api.get(
    "/api/admin/orders/counts",
    {
      schema: {
        tags,
        security,
        summary: "The dashboard's figures: paid orders to ship, orders awaiting payment",
        response: { 200: orderDeskCountsSchema, ...errorAnswers(401) },
      },
    },
    async () => orderDesk.counts(),
  );

  api.get(
    "/api/admin/orders/:id",
    {
      schema: {
        tags,
        security,
        summary: "One order with the team's fields and the steps it may take",
        params: idParamsSchema,
        response: { 200: deskOrderSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const order = await orderDesk.getById(request.params.id);
      if (!order) throw new NotFoundError(M.orderNotFound);
      return order;
    },
  );

  api.post(
    "/api/admin/orders/:id/status",
    {
      schema: {
        tags,
        security,
        summary: "Move an order one step: paid, shipped (with a tracking note), delivered or cancelled",
        description: "The customer is mailed; a cancellation puts the stock back on the shelf.",
        params: idParamsSchema,
        body: orderStepInputSchema.meta({ examples: [{ status: "shipped", trackingNote: "UPS 1Z999AA10123456784" }] }),
        response: { 200: deskOrderResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const input = request.body;
      const order = await orderDesk.advance(request.params.id, input, adminSessionOf(request), { ip: request.ip });
      return { success: true as const, message: input.status === "cancelled" ? M.cancelled : M.updated, order };
    },
  );
}
