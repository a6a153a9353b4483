import type { FastifyInstance } from "fastify";

/**
 * API writes speak JSON (uploads use multipart): any other body is refused with 415 before it is
 * parsed. A write without a body (no length, or length 0) passes.
 */
export function installJsonWrites(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and most pass straight through.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method === "GET" || request.method === "HEAD" || !request.url.startsWith("/api/")) return done();
    const type = request.headers["content-type"] ?? "";
    if (request.headers["content-length"] === "0" || (!type && !request.headers["transfer-encoding"])) return done();
    if (!/^application\/json\b/i.test(type) && !/^multipart\/form-data\b/i.test(type)) {
      return void reply.status(415).send({ message: "Send the request body as JSON" });
    }
    done();
  });
}
