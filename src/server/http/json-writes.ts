import type { FastifyInstance } from "fastify";

/**
 * API writes speak JSON (uploads use multipart): any other body is refused with 415 before it is
 * parsed. A write without a body (no length, or length 0) passes.
 */
export function installJsonWrites(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.method === "GET" || request.method === "HEAD") return;
    const type = request.headers["content-type"] ?? "";
    if (request.headers["content-length"] === "0" || (!type && !request.headers["transfer-encoding"])) return;
    if (!/^application\/json\b/i.test(type) && !/^multipart\/form-data\b/i.test(type)) {
      return reply.status(415).send({ message: "Send the request body as JSON" });
    }
  });
}
