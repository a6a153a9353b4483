import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsQuerySchema, analyticsReportSchema } from "../../../shared/schemas/admin-library.ts";
import { errorAnswers } from "../../http/responses.ts";
import { isWarmUpRequest } from "../../http/warm-up.ts";
import type { Services } from "../../services.ts";

/**
 * /admin/analytics' figures (admin-only: the guard covers /api/admin*). The report first writes
 * the counts still in memory, so it shows everything up to this moment.
 */
export async function analyticsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { analytics } = services;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/analytics",
    {
      schema: {
        tags: ["Admin"],
        security: [{ adminCookie: [] }, { adminBearer: [] }],
        summary: "Page views, popular recipes and searches over the last 7, 30 or 90 days",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      await analytics.flush();
      return analytics.report(request.query.days);
    },
  );
}

/**
 * Counts every page document sent to a visitor: a successful GET answered with HTML, rendered or
 * from the page cache alike (the server's own warm-up aside). Only the path is read; the request's
 * address, agent and cookies never.
 */
export function installPageViewCounter(app: FastifyInstance, analytics: Services["analytics"]) {
  app.addHook("onResponse", (request, reply, done) => {
    const type = reply.getHeader("content-type");
    if (
      request.method === "GET" &&
      reply.statusCode === 200 &&
      typeof type === "string" &&
      type.startsWith("text/html") &&
      !isWarmUpRequest(request)
    ) {
      const url = request.url;
      const query = url.indexOf("?");
      analytics.recordPageView(query === -1 ? url : url.slice(0, query));
    }
    done();
  });
}
