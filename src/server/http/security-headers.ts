import type { FastifyInstance } from "fastify";
import { API_POLICY, PLAIN_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from "./content-security-policy.ts";

/**
 * Headers every answer carries: no type sniffing, a trimmed Referer, no framing by other sites,
 * and a Content-Security-Policy. Pages (page-bridge.ts) and the API reference (api-docs.ts) set
 * their own policy; every other answer gets the API's, which allows nothing, or, for a short HTML
 * answer of the server's own (a page form too large), nothing but its inline styles. A site whose
 * address is https also tells browsers to use nothing but https with it, for a year; a site on
 * plain http never says so.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  const https = app.services.config.siteUrl.startsWith("https:");
  // Made once; every answer gets the same object. A callback hook: no promise per answer.
  const fixed: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
    ...(https ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
  };
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers(fixed);
    if (!reply.hasHeader("content-security-policy")) {
      const html = /^text\/html\b/i.test(String(reply.getHeader("content-type") ?? ""));
      reply.header("content-security-policy", html ? PLAIN_PAGE_POLICY : API_POLICY);
    }
    done(null, payload);
  });
}
