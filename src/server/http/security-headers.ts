import type { FastifyInstance } from "fastify";
import { API_POLICY, STRICT_TRANSPORT_SECURITY } from "./content-security-policy.ts";

/**
 * Headers every answer carries: no type sniffing, a trimmed Referer, no framing by other sites,
 * and a Content-Security-Policy. Pages (page-bridge.ts) and the API reference (api-docs.ts) set
 * their own policy; every other answer gets the API's, which allows nothing. A site whose address
 * is https also tells browsers to come back over https only, for a year (never sent by a site
 * served over plain http, where it would mean nothing and could lock visitors out of a later one).
 */
export function installSecurityHeaders(app: FastifyInstance) {
  const https = app.services.config.siteUrl.startsWith("https:");
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", API_POLICY);
    if (https) reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
