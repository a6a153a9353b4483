import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `No API route for ${request.method} ${request.url.split("?")[0]}` });

/**
 * Registered after every API route, so it only takes what none of them serves: an unknown /api
 * address is a JSON 404 (a GET would otherwise fall through to the page catch-all and answer
 * with the HTML 404 page); any other unknown method is 405.
 */
export function installApiNotFound(app: FastifyInstance) {
  app.all("/api", { schema: { hide: true }, config: { readsNoInput: true } }, apiNotFound);
  app.all("/api/*", { schema: { hide: true }, config: { readsNoInput: true } }, apiNotFound);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || request.url.startsWith("/api?")) return apiNotFound(request, reply);
    return reply.status(405).header("allow", "GET, HEAD").send({ message: "Method not allowed" });
  });
}
