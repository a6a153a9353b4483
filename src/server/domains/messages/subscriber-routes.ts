import type { FastifyInstance } from "fastify";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import { subscriberListQuerySchema, subscriberMessages as M } from "../../../shared/schemas/subscribers.ts";
import { parseInput } from "../../http/errors.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

/** The subscriber list's routes (admin-only: the guard covers everything under /api/admin*). */
export async function subscriberRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { subscribers } = services;

  app.get("/api/admin/subscribers", { config: { contract: { query: subscriberListQuerySchema } } }, async (request) =>
    subscribers.listSubscribers(parseInput(subscriberListQuerySchema, request.query)),
  );

  // The export takes the list's filter (status, search) and ignores its page.
  app.get("/api/admin/subscribers/export", { config: { contract: { query: subscriberListQuerySchema } } }, async (request, reply) => {
    const query = parseInput(subscriberListQuerySchema, request.query);
    const csv = await subscribers.exportSubscribersCsv(query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="subscribers-${query.status ?? "all"}-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.delete("/api/admin/subscribers/:id", { config: { contract: { params: idParamsSchema } } }, async (request) => {
    const session = adminSessionOf(request);
    const { id } = parseInput(idParamsSchema, request.params);
    await subscribers.removeSubscriber(id, session, { ip: request.ip });
    return { success: true, message: M.removed };
  });
}
