import { existsSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppConfig } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { trackRequestsInFlight } from "./http/requests-in-flight.ts";
import { seedIfEmpty } from "./db/seed/load-seed.ts";
import { installAdminGuard, installAdminPageGuard } from "./domains/admin/guard.ts";
import { adminRoutes } from "./domains/admin/routes.ts";
import { installPageViewCounter } from "./domains/analytics/routes.ts";
import { blogRoutes } from "./domains/blog/routes.ts";
import { bookingRoutes } from "./domains/bookings/routes.ts";
import { classRoutes } from "./domains/classes/routes.ts";
import { contentRoutes } from "./domains/content/routes.ts";
import { mediaRoutes } from "./domains/media/routes.ts";
import { MULTIPART_LIMITS } from "./http/multipart.ts";
import { messageRoutes } from "./domains/messages/routes.ts";
import { recipeRoutes } from "./domains/recipes/routes.ts";
import { shopRoutes } from "./domains/shop/routes.ts";
import { languageFromCookie } from "../shared/language-codes.ts";
import { cookieName, readCookie } from "./security/cookies.ts";
import { API_BODY_LIMIT_BYTES, PAGE_FORM_BODY_LIMIT_BYTES, registerErrorHandling } from "./http/errors.ts";
import { recordRoutes, type DeclaredRoute } from "./http/route-contracts.ts";
import { registerApiDocumentation } from "./http/api-docs.ts";
import { installRouteSchemas } from "./http/route-schemas.ts";
import { pageApiFor } from "./http/page-api.ts";
import { createPageCache, encodedBody, sharedMaxAgeSeconds } from "./http/page-cache.ts";
import { createServices, type Services } from "./services.ts";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (favicon, robots-style files) may change with any release. */
const SHORT_LIVED = "public, max-age=3600";

export type BuildAppOptions = {
  /** Where page HTML comes from: the production build (default), a dev getter, or none (API tests). */
  pages?: "build" | "none" | { getBuild: () => Promise<ServerBuild>; beforeRoutes?: (app: FastifyInstance) => Promise<void> };
  /** PostgreSQL: run on a fresh database of this name, dropped on close (tests). */
  isolatedDatabase?: string;
};

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    database: DatabaseHandle;
    /** Every route with its declared input contract, in registration order (tests read it). */
    declaredRoutes: DeclaredRoute[];
  }
}

/** Builds the whole site: database migrated (and seeded when empty), API, assets, pages. No listen(). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: API_BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  });

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    inMemory: config.inMemoryDatabase,
    isolatedDatabase: options.isolatedDatabase,
    onConnectionError: (error) => app.log.warn({ err: error }, "database connection lost; the pool opens a new one"),
  });
  const services = createServices(database, config, app.log);
  // Instances started together on an empty database: one seeds and creates the first admin, the
  // others wait and then find both done.
  const { firstAdmin } = await database.underStartupLock(async () => {
    if (config.seedDemoContent) {
      const seeded = await seedIfEmpty(database.db, new Date(), config.SITE_TIME_ZONE);
      if (seeded) app.log.info("demo content loaded into the empty database");
    }
    return { firstAdmin: await services.admin.ensureFirstAdmin({ username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }) };
  });
  if (firstAdmin?.generatedPassword) {
    app.log.warn(
      `FIRST ADMIN CREATED: sign in at ${config.SITE_URL}/admin-login as "${firstAdmin.username}" with the password ` +
        `${firstAdmin.generatedPassword} (shown this once; change it at /admin/change-password, or set one with npm run admin:create)`,
    );
  } else if (firstAdmin) {
    app.log.info(`first admin "${firstAdmin.username}" created from ADMIN_USERNAME / ADMIN_PASSWORD`);
  }
  app.decorate("services", services);
  app.decorate("database", database);
  app.decorate("attemptStore", services.attemptStore);
  const inFlight = trackRequestsInFlight(app);
  // Node closes idle keep-alive sockets once when closing starts; a socket whose request was
  // still in flight goes idle later and would hold shutdown open, so keep sweeping until done.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(idleSweep);
    await inFlight.settled(10_000);
    await services.outbox.stop();
    await services.analytics.stop();
    await services.attemptStore.close();
    await database.close();
  });

  app.decorate("declaredRoutes", recordRoutes(app));
  installRouteSchemas(app);
  await registerApiDocumentation(app, config.SITE_URL);
  // Before any route: the guard attaches itself to every admin route as it is registered.
  installAdminGuard(app, services.admin, config.SITE_URL);
  registerErrorHandling(app);
  installPageViewCounter(app, services.analytics);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    return payload;
  });
  // Brotli's default quality (11) suits files compressed once, not pages compressed per request.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // API writes speak JSON (uploads use multipart); anything else is refused before parsing.
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || request.method === "GET" || request.method === "HEAD") return;
    const type = request.headers["content-type"] ?? "";
    if (request.headers["content-length"] === "0" || (!type && !request.headers["transfer-encoding"])) return;
    if (!/^application\/json\b/i.test(type) && !/^multipart\/form-data\b/i.test(type)) {
      return reply.status(415).send({ message: "Send the request body as JSON" });
    }
  });

  // Forms with a photo arrive as multipart; the limits bound the whole form, not just the file.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  app.get("/healthz", { config: { contract: {} } }, async () => ({ status: "ok" }));
  await app.register(recipeRoutes, { services });
  await app.register(classRoutes, { services });
  await app.register(bookingRoutes, { services });
  await app.register(blogRoutes, { services });
  await app.register(shopRoutes, { services });
  await app.register((await import("./domains/bulk-inquiries/routes.ts")).bulkInquiryRoutes, { services });
  await app.register((await import("./domains/catering/routes.ts")).cateringRoutes, { services });
  await app.register((await import("./domains/orders/routes.ts")).orderRoutes, { services });
  await app.register((await import("./domains/payments/routes.ts")).paymentRoutes, { services });
  await app.register(messageRoutes, { services });
  await app.register((await import("./domains/accounts/routes.ts")).accountRoutes, { services });
  await app.register((await import("./domains/translation/routes.ts")).translationRoutes, { services });
  await app.register((await import("./domains/consultations/routes.ts")).consultationRoutes, { services });
  await app.register((await import("./domains/contact/routes.ts")).contactRoutes, { services });
  await app.register((await import("./domains/content-removal/routes.ts")).contentRemovalRoutes, { services });
  await app.register((await import("./domains/sponsorships/routes.ts")).sponsorshipRoutes, { services });
  await app.register((await import("./domains/community-recipes/routes.ts")).communityRecipeRoutes, { services });
  await app.register((await import("./domains/guest-chefs/routes.ts")).guestChefRoutes, { services });
  await app.register(adminRoutes, { services });
  await app.register((await import("./domains/moderation/routes.ts")).moderationRoutes, { services });
  await app.register((await import("./domains/inbox/routes.ts")).inboxRoutes, { services });
  await app.register((await import("./domains/daily-recipe/routes.ts")).dailyRecipeRoutes, { services });
  await app.register((await import("./domains/recipe-import/routes.ts")).recipeImportRoutes, { services });
  await app.register((await import("./domains/analytics/routes.ts")).analyticsRoutes, { services });
  await app.register((await import("./domains/classes/desk-routes.ts")).classDeskRoutes, { services });
  await app.register((await import("./domains/orders/desk-routes.ts")).orderDeskRoutes, { services });
  await app.register(mediaRoutes, { services });
  await app.register(contentRoutes, { services });

  // Registered after every API route, so it only takes what none of them serves; without it a GET
  // would fall through to the page catch-all and answer with the HTML 404 page.
  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ message: `No API route for ${request.method} ${request.url.split("?")[0]}` });
  app.all("/api", { config: { contract: { readsNoInput: true } } }, apiNotFound);
  app.all("/api/*", { config: { contract: { readsNoInput: true } } }, apiNotFound);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || request.url.startsWith("/api?")) return apiNotFound(request, reply);
    return reply.status(405).header("allow", "GET, HEAD").send({ message: "Method not allowed" });
  });

  const pages = options.pages ?? "build";
  if (pages !== "none") installAdminPageGuard(app, services.admin);
  if (pages === "build") {
    const serverEntry = path.join(BUILD_DIR, "server", "index.js");
    if (!existsSync(serverEntry)) throw new Error("The site is not built: run `npm run build` first.");
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, "client"),
      wildcard: false,
      preCompressed: true,
      // The plugin's own header (max-age=0) would be written after setHeaders and replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", isHashed ? IMMUTABLE : SHORT_LIVED);
      },
    });
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    // The sitemaps list only the pages this build's route table serves.
    services.sitemap.servePages(() => build.routes);
    registerPages(app, services, async () => build, "production");
  } else if (pages !== "none") {
    await pages.beforeRoutes?.(app);
    services.sitemap.servePages(async () => (await pages.getBuild()).routes);
    registerPages(app, services, pages.getBuild, "development");
  }

  if (config.startOutboxWorker) services.outbox.start();
  services.analytics.start();
  return app;
}

/** Hands every other GET to React Router's server renderer, streaming its Response through Fastify. */
function registerPages(app: FastifyInstance, services: Services, getBuild: () => Promise<ServerBuild>, mode: "production" | "development") {
  const handle = createRequestHandler(getBuild, mode);
  const cache = createPageCache();
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = languageFromCookie(request.headers.cookie) ?? "";
    const cacheKey = `${locale}|${request.headers["accept-language"]?.slice(0, 2) ?? ""}|${request.url}`;
    const readsOnly = request.method === "GET" || request.method === "HEAD";
    // A signed-in visitor's pages carry their name: never served from, or kept in, a shared cache.
    const personal = readCookie(request.headers.cookie, cookieName("session", services.config.siteUrl)) !== null;
    const cached = mode === "production" && readsOnly && !personal ? cache.get(cacheKey) : undefined;
    if (cached) {
      reply.status(cached.status).headers(Object.fromEntries(cached.headers)).header("x-page-cache", "hit");
      const { body, encoding } = encodedBody(cached, request.headers["accept-encoding"]);
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
    });
    reply.status(response.status);
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
      cache.set(cacheKey, { status: response.status, headers: plainHeaders, body, expiresAt: Date.now() + maxAge * 1000 });
      return reply.header("x-page-cache", "miss").send(body);
    }
    return reply.send(Readable.fromWeb(response.body as never));
  };
  app.get("/*", render);
  // Page forms post back to their page (React Router actions): urlencoded, at most 64 KB, and
  // only from this site's own pages: a browser always names the page's origin on a POST.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: PAGE_FORM_BODY_LIMIT_BYTES },
    (_request, text, done) => done(null, text),
  );
  app.post("/*", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origin !== `${request.protocol}://${request.host}`) {
      return reply.status(403).type("text/plain; charset=utf-8").send("This form can only be sent from the site's own pages.");
    }
    return render(request, reply);
  });
}
