import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { languageFromCookie } from "../../shared/language-codes.ts";
import { cookieName, readCookie } from "../security/cookies.ts";
import type { Services } from "../services.ts";
import { newNonce, pagePolicy, STRIPE_CHECKOUT_ORIGIN } from "./content-security-policy.ts";
import { PAGE_FORM_BODY_LIMIT_BYTES } from "./errors.ts";
import { pageApiFor } from "./page-api.ts";
import { createPageCache, encodedBody, pageAroundNonce, sharedMaxAgeSeconds } from "./page-cache.ts";

const isHtml = (contentType: string | null | undefined) => /^text\/html\b/i.test(contentType ?? "");

/**
 * Hands every other GET to React Router's server renderer, streaming its Response through Fastify.
 * Each answer gets a nonce of its own: the renderer writes it into the page's scripts (the load
 * context carries it to entry.server.tsx) and the page's Content-Security-Policy names it.
 */
export function installPages(
  app: FastifyInstance,
  services: Services,
  getBuild: () => Promise<ServerBuild>,
  mode: "production" | "development",
  /** Where a checkout form may lead (`checkoutOriginFor(config)`); by default Stripe's page when card payment is on. */
  { checkoutOrigin = services.payments.card ? STRIPE_CHECKOUT_ORIGIN : null }: { checkoutOrigin?: string | null } = {},
) {
  const handle = createRequestHandler(getBuild, mode);
  const cache = createPageCache();
  const policy = pagePolicy({
    formOrigins: checkoutOrigin ? [checkoutOrigin] : [],
    adNetwork: services.config.adsClientId !== null,
    https: services.config.siteUrl.startsWith("https:"),
    development: mode === "development",
  });
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    const locale = languageFromCookie(request.headers.cookie) ?? "";
    const cacheKey = `${locale}|${request.headers["accept-language"]?.slice(0, 2) ?? ""}|${request.url}`;
    const readsOnly = request.method === "GET" || request.method === "HEAD";
    // A signed-in visitor's pages carry their name: never served from, or kept in, a shared cache.
    const personal = readCookie(request.headers.cookie, cookieName("session", services.config.siteUrl)) !== null;
    const cached = mode === "production" && readsOnly && !personal ? cache.get(cacheKey) : undefined;
    if (cached) {
      reply.status(cached.status).headers(Object.fromEntries(cached.headers)).header("x-page-cache", "hit");
      if (isHtml(reply.getHeader("content-type") as string | undefined)) reply.header("content-security-policy", policy(nonce));
      // The stored page with this answer's nonce in the places the rendered one went.
      const { body, encoding } = await encodedBody(cached, nonce, request.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding).header("vary", "Accept-Encoding, Cookie, Accept-Language");
      // Fastify answers HEAD with the headers GET would have (length included) and no body.
      return reply.send(body);
    }

    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
    }
    const url = `${request.protocol}://${request.host}${request.url}`;
    // A page form's POST (React Router action) carries its fields as the urlencoded text.
    const body = !readsOnly && typeof request.body === "string" ? request.body : undefined;
    // HEAD is rendered as GET (React Router answers HEAD with no body, so no length to report).
    const method = request.method === "HEAD" ? "GET" : request.method;
    const response = await handle(new Request(url, { method, headers, body, signal: controller.signal }), {
      services,
      api: pageApiFor(app, request),
      cspNonce: nonce,
    });
    reply.status(response.status);
    // Other answers (redirects, page data for client navigation) keep the API's policy.
    if (isHtml(response.headers.get("content-type"))) reply.header("content-security-policy", policy(nonce));
    const plainHeaders: [string, string][] = [];
    for (const [key, value] of response.headers) {
      if (key === "set-cookie") continue;
      plainHeaders.push([key, value]);
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!response.headers.has("cache-control") || (personal && sharedMaxAgeSeconds(response.headers.get("cache-control")) > 0)) {
      reply.header("cache-control", personal ? "private, no-cache" : "no-cache");
    }
    if (!response.body) return reply.send();
    // HEAD: the length of the page GET would send, without the body (Fastify drops it).
    if (request.method === "HEAD") return reply.send(Buffer.from(await response.arrayBuffer()));

    const maxAge = sharedMaxAgeSeconds(response.headers.get("cache-control"));
    if (mode === "production" && maxAge > 0 && !personal && cookies.length === 0 && response.status === 200) {
      const body = Buffer.from(await response.arrayBuffer());
      cache.set(
        cacheKey,
        pageAroundNonce(body, nonce, { status: response.status, headers: plainHeaders, expiresAt: Date.now() + maxAge * 1000 }),
      );
      return reply.header("x-page-cache", "miss").send(body);
    }
    return reply.send(Readable.fromWeb(response.body as never));
  };
  app.get("/*", { schema: { hide: true } }, render);
  // Page forms post back to their page (React Router actions): urlencoded, at most 64 KB, and
  // only from this site's own pages: a browser always names the page's origin on a POST.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: PAGE_FORM_BODY_LIMIT_BYTES },
    (_request, text, done) => done(null, text),
  );
  app.post("/*", { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origin !== `${request.protocol}://${request.host}`) {
      return reply.status(403).type("text/plain; charset=utf-8").send("This form can only be sent from the site's own pages.");
    }
    return render(request, reply);
  });
}
