import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { orderDeskListQuerySchema, orderDeskMessages as M, orderStepInputSchema, type DeskOrderResult } from "../../../shared/schemas/order-desk.ts";
import { NotFoundError, parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

/** The orders desk's API (/admin/orders): admin-only, behind the guard of /api/admin*. */
export async function orderDeskRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { orderDesk } = services;

  app.get("/api/admin/orders", { config: { contract: { query: orderDeskListQuerySchema } } }, async (request) =>
    orderDesk.list(parseInput(orderDeskListQuerySchema, request.query)),
  );

  app.get("/api/admin/orders/counts", { config: { contract: {} } }, async () => orderDesk.counts());

  app.get("/api/admin/orders/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const order = await orderDesk.getById(id);
    if (!order) throw new NotFoundError(M.orderNotFound);
    return order;
  });

  app.post(
    "/api/admin/orders/:id/status",
    { config: { contract: { params: idParamsSchema, body: orderStepInputSchema, exampleBody: { status: "shipped", trackingNote: "UPS 1Z999AA10123456784" } } } },
    async (request) => {
      const { id } = parseInput(idParamsSchema, request.params);
      const input = parseInput(orderStepInputSchema, request.body);
      const order = await orderDesk.advance(id, input, adminSessionOf(request), { ip: request.ip });
      const body: DeskOrderResult = { success: true, message: input.status === "cancelled" ? M.cancelled : M.updated, order };
      return body;
    },
  );
}
