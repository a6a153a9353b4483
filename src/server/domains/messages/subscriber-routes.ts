import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "../../../shared/schemas/common.ts";
import {
  subscriberListQuerySchema,
  subscriberMessages as M,
  subscriberPageSchema,
  subscriberRemovedSchema,
} from "../../../shared/schemas/subscribers.ts";
import { errorAnswers } from "../../http/responses.ts";
import type { Services } from "../../services.ts";
import { adminSessionOf } from "../admin/guard.ts";

const tags = ["Admin"];
/** An admin sign-in: the admin cookie, or its token as a Bearer header. */
const security: Record<string, string[]>[] = [{ adminCookie: [] }, { adminBearer: [] }];

/** The subscriber list's routes (admin-only: the guard covers everything under /api/admin*). */
export async function subscriberRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { subscribers } = services;

  api.get(
    "/api/admin/subscribers",
    {
      schema: {
        tags,
        security,
        summary: "Newsletter subscribers, newest first, by status and search in the address, with the count of each status",
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => subscribers.listSubscribers(request.query),
  );

  api.get(
    "/api/admin/subscribers/export",
    {
      schema: {
        tags,
        security,
        summary: "The subscribers as a CSV file",
        description:
          "The list's filter (status, search) applies; its page does not. A cell a spreadsheet would read as a formula is neutralised.",
        querystring: subscriberListQuerySchema,
        response: {
          200: {
            description: "Columns email, status, subscribed_at, confirmed_at, unsubscribed_at; every cell quoted",
            content: { "text/csv": { schema: z.string() } },
          },
          ...errorAnswers(400, 401),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const csv = await subscribers.exportSubscribersCsv(query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="subscribers-${query.status ?? "all"}-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  api.delete(
    "/api/admin/subscribers/:id",
    {
      schema: {
        tags,
        security,
        summary: "Remove a subscriber and their links, with an audit row",
        params: idParamsSchema,
        response: { 200: subscriberRemovedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await subscribers.removeSubscriber(request.params.id, adminSessionOf(request), { ip: request.ip });
      return { success: true as const, message: M.removed };
    },
  );
}
