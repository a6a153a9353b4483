import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ADDRESSED_LANGUAGES, languageOfPath, languagePrefix, type AddressedLanguage } from "../../shared/page-languages.ts";
import { createPageTranslator, INCOMPLETE_PAGE_SECONDS, type PageTranslator } from "../domains/translation/page-translator.ts";
import { cookieName, readCookie } from "../security/cookies.ts";
import type { Services } from "../services.ts";
import { newNonce, pagePolicy, STRIPE_CHECKOUT_ORIGIN } from "./content-security-policy.ts";
import { PAGE_FORM_BODY_LIMIT_BYTES } from "./errors.ts";
import { pageApiFor } from "./page-api.ts";
import { encodedBody, pageAroundNonce, sharedMaxAgeSeconds, staleWhileRevalidateSeconds, type CachedPage } from "./page-cache.ts";
import { createSharedRenders, type KeptAnswer } from "./shared-renders.ts";

type Rendered = { response: Response; pageTranslator: PageTranslator };

const isHtml = (contentType: string | null | undefined) => /^text\/html\b/i.test(contentType ?? "");

/**
 * Hands every other GET to React Router's server renderer, streaming its Response through Fastify.
 * Each answer gets a nonce of its own: the renderer writes it into the page's scripts (the load
 * context carries it to entry.server.tsx) and the page's Content-Security-Policy names it.
 *
 * A page that is the same for every visitor is rendered once however many ask for it: requests
 * arriving while it renders wait for that render and are answered from it, and once it has
 * expired the stale copy is served at once while one render in the background refreshes it.
 */
export function installPages(
  app: FastifyInstance,
  services: Services,
  /** The production build itself, or a getter for the development server's build, which changes as files are edited. */
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
  /** Where a checkout form may lead (`checkoutOriginFor(config)`); by default Stripe's page when card payment is on. */
  { checkoutOrigin = services.payments.card ? STRIPE_CHECKOUT_ORIGIN : null }: { checkoutOrigin?: string | null } = {},
) {
  // One renderer per language: Spanish and French pages are the same routes under /es and /fr
  // (React Router's basename), so every link, form and redirect of a page stays in its language.
  const handlers = Object.fromEntries(
    ADDRESSED_LANGUAGES.map((language) => [language, createRequestHandler(withBasename(build, languagePrefix(language)), mode)]),
  ) as Record<AddressedLanguage, ReturnType<typeof createRequestHandler>>;
  const pages = createSharedRenders();
  const policy = pagePolicy({
    formOrigins: checkoutOrigin ? [checkoutOrigin] : [],
    adNetwork: services.config.adsClientId !== null,
    https: services.config.siteUrl.startsWith("https:"),
    development: mode === "development",
  });
  const sessionCookie = cookieName("session", services.config.siteUrl);

  /** React Router's answer to `request`, with `nonce` in its scripts, and how its content translated. */
  const renderResponse = async (request: FastifyRequest, nonce: string, signal?: AbortSignal) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
    }
    const url = `${request.protocol}://${request.host}${request.url}`;
    const readsOnly = request.method === "GET" || request.method === "HEAD";
    // A page form's POST (React Router action) carries its fields as the urlencoded text.
    const body = !readsOnly && typeof request.body === "string" ? request.body : undefined;
    // HEAD is rendered as GET (React Router answers HEAD with no body, so no length to report).
    const method = request.method === "HEAD" ? "GET" : request.method;
    const language = languageOfPath(request.url);
    const pageTranslator = createPageTranslator(services.translation.translateWithin, language, {
      address: request.url,
      record: services.translation.recordPageTexts,
    });
    const response = await handlers[language](new Request(url, { method, headers, body, signal }), {
      services,
      api: pageApiFor(app, request),
      cspNonce: nonce,
      pageTranslator,
    });
    return { response, pageTranslator };
  };

  /**
   * The rendered page as the cache keeps it, when every visitor may be given it; its body read
   * whole. A page that still shows some English (its translations not had in time) is kept a few
   * seconds only, so that a render with the engine's late answers soon replaces it.
   */
  const shareableCopy = async ({ response, pageTranslator }: Rendered, nonce: string) => {
    if (sharedMaxAgeSeconds(response.headers.get("cache-control")) === 0) return null;
    if (response.status !== 200 || !response.body || response.headers.getSetCookie().length > 0) return null;
    const body = Buffer.from(await response.arrayBuffer());
    if (!pageTranslator.complete) {
      response.headers.set("cache-control", `public, max-age=0, s-maxage=${INCOMPLETE_PAGE_SECONDS}`);
    }
    const cacheControl = response.headers.get("cache-control");
    const headers: [string, string][] = [...response.headers];
    const expiresAt = Date.now() + sharedMaxAgeSeconds(cacheControl) * 1000;
    const staleUntil = expiresAt + staleWhileRevalidateSeconds(cacheControl) * 1000;
    return { body, page: pageAroundNonce(body, nonce, { status: response.status, headers, expiresAt, staleUntil }) };
  };

  /** A new copy of a page as the cache keeps it, or null when it is not one to share. */
  const renderCopy = async (request: FastifyRequest): Promise<CachedPage | null> => {
    const nonce = newNonce();
    const rendered = await renderResponse(request, nonce);
    const copy = await shareableCopy(rendered, nonce);
    if (!copy) await rendered.response.body?.cancel();
    return copy?.page ?? null;
  };

  /**
   * A kept page, with this answer's nonce in its scripts and its policy, compressed as the cache
   * keeps it. The request that rendered a page others were waiting for is answered so too ("miss").
   */
  const sendKept = async (request: FastifyRequest, reply: FastifyReply, page: CachedPage, how: KeptAnswer["how"] | "miss") => {
    const nonce = newNonce();
    reply.status(page.status).headers(page.headerRecord).header("x-page-cache", how);
    if (isHtml(page.headerRecord["content-type"])) reply.header("content-security-policy", policy(nonce));
    const { body, encoding } = await encodedBody(page, nonce, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding).header("vary", "Accept-Encoding, Cookie");
    // Fastify answers HEAD with the headers GET would have (length included) and no body.
    return reply.send(body);
  };

  /** A rendered answer as it is; `whole` is its body already read (a page just kept), sent as is. */
  const sendRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    response: Response,
    nonce: string,
    personal: boolean,
    whole?: Buffer,
  ) => {
    reply.status(response.status);
    // Other answers (redirects, page data for client navigation) keep the API's policy.
    if (isHtml(response.headers.get("content-type"))) reply.header("content-security-policy", policy(nonce));
    for (const [key, value] of response.headers) {
      if (key !== "set-cookie") reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!response.headers.has("cache-control") || (personal && sharedMaxAgeSeconds(response.headers.get("cache-control")) > 0)) {
      reply.header("cache-control", personal ? "private, no-cache" : "no-cache");
    }
    if (whole) return reply.header("x-page-cache", "miss").send(whole);
    if (!response.body) return reply.send();
    // HEAD: the length of the page GET would send, without the body (Fastify drops it).
    if (request.method === "HEAD") return reply.send(Buffer.from(await response.arrayBuffer()));
    return reply.send(Readable.fromWeb(response.body as never));
  };

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const readsOnly = request.method === "GET" || request.method === "HEAD";
    // A signed-in visitor's pages carry their name: never served from, or kept in, a shared cache.
    const personal = readCookie(request.headers.cookie, sessionCookie) !== null;
    if (mode !== "production" || !readsOnly || personal) {
      const controller = new AbortController();
      reply.raw.once("close", () => controller.abort());
      const nonce = newNonce();
      const { response } = await renderResponse(request, nonce, controller.signal);
      return sendRendered(request, reply, response, nonce, personal);
    }

    // One address, one page: the language is in the address, never in a cookie or a header.
    const key = request.url;
    const kept = await pages.find(key, () =>
      renderCopy(request).catch((error: unknown) => {
        request.log.warn({ err: error }, "refreshing a cached page failed; the stale copy is served until it ends");
        return null;
      }),
    );
    if (kept) return sendKept(request, reply, kept.page, kept.how);

    // This request renders the page; those arriving meanwhile wait for it. The render is not
    // tied to this visitor's connection: the others still want it if this one goes away.
    const nonce = newNonce();
    const rendered = renderResponse(request, nonce).then(async (answer) => ({
      response: answer.response,
      copy: await shareableCopy(answer, nonce),
    }));
    const lead = pages.lead(
      key,
      rendered.then(({ copy }) => copy?.page ?? null),
    );
    const { response, copy } = await rendered;
    // Requests waited for this render: the page's compressed form is made for them now, and this
    // answer is cut from it too rather than compressed a second time. A page nobody else asked
    // for yet is compressed for this answer alone (cheaper than making the kept form).
    if (copy && lead.othersWaiting()) return sendKept(request, reply, copy.page, "miss");
    return sendRendered(request, reply, response, nonce, personal, copy?.body);
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

/**
 * The build with its routes under `basename` ("" leaves it as it is). React Router prepares its
 * route table once for a build object, but again on every request for a getter, so a build that
 * does not change is handed over as itself. A getter's builds are each based once.
 */
function withBasename(build: ServerBuild | (() => Promise<ServerBuild>), basename: string): ServerBuild | (() => Promise<ServerBuild>) {
  if (!basename) return build;
  if (typeof build !== "function") return { ...build, basename };
  const made = new WeakMap<ServerBuild, ServerBuild>();
  return async () => {
    const current = await build();
    let based = made.get(current);
    if (!based) {
      based = { ...current, basename };
      made.set(current, based);
    }
    return based;
  };
}
