import type { FastifyInstance } from "fastify";

/** Headers every answer carries: no type sniffing, a trimmed Referer, no framing by other sites. */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    return payload;
  });
}
