import fastifyMultipart from "@fastify/multipart";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { AppConfig } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { installAdminGuard } from "./domains/admin/guard.ts";
import { installPageViewCounter } from "./domains/analytics/routes.ts";
import { registerDomainRoutes } from "./domains/index.ts";
import { registerApiDocumentation } from "./http/api-docs.ts";
import { installApiNotFound } from "./http/api-not-found.ts";
import { installCompression } from "./http/compression.ts";
import { API_BODY_LIMIT_BYTES, registerErrorHandling } from "./http/errors.ts";
import { installFormGuards } from "./http/form-guards.ts";
import { installJsonWrites } from "./http/json-writes.ts";
import { MULTIPART_LIMITS } from "./http/multipart.ts";
import { installOperations } from "./http/operations.ts";
import { installRequestContext, newRequestId } from "./http/request-context.ts";
import { recordRoutes, type DeclaredRoute } from "./http/route-contracts.ts";
import { installRouteSchemas } from "./http/route-schemas.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { installSitePages, type PagesSource } from "./http/site-pages.ts";
import { isWarmUpRequest } from "./http/warm-up.ts";
import { installShutdown, prepareDatabase } from "./lifecycle.ts";
import { createServices, type Services } from "./services.ts";

export type BuildAppOptions = {
  /** Where page HTML comes from: the production build (default), a dev getter, or none (API tests). */
  pages?: PagesSource;
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
    // A stopping instance finishes what it accepted rather than answering 503: a proxy cannot
    // resend a POST, and /readyz already says 503 so no new traffic is sent here.
    return503OnClosing: false,
    genReqId: newRequestId,
    // The production server's warm-up requests before it listens are its own, not visitors'.
    logController: new LogController({ disableRequestLogging: isWarmUpRequest }),
  });

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    inMemory: config.inMemoryDatabase,
    isolatedDatabase: options.isolatedDatabase,
    onConnectionError: (error) => app.log.warn({ err: error }, "database connection lost; the pool opens a new one"),
  });
  const services = createServices(database, config, app.log);
  await prepareDatabase(app, config, database, services);
  app.decorate("services", services);
  app.decorate("database", database);
  app.decorate("attemptStore", services.attemptStore);
  installShutdown(app, database, services);

  // The platform under every route, in the order a request meets it.
  installRequestContext(app);
  app.decorate("declaredRoutes", recordRoutes(app));
  installRouteSchemas(app);
  await registerApiDocumentation(app, config.SITE_URL);
  // Before any route: the guard attaches itself to every admin route as it is registered.
  installAdminGuard(app, services.admin, config.SITE_URL);
  // Rate limit, honeypot and Idempotency-Key, for the routes whose config asks for them.
  installFormGuards(app);
  registerErrorHandling(app);
  installPageViewCounter(app, services.analytics);
  installSecurityHeaders(app);
  await installCompression(app);
  installJsonWrites(app);
  // Forms with a photo arrive as multipart; the limits bound the whole form, not just the file.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  installOperations(app, database, services, config.METRICS_TOKEN);
  await registerDomainRoutes(app, services);
  installApiNotFound(app);

  await installSitePages(app, services, config, options.pages ?? "build");

  if (config.startOutboxWorker) services.outbox.start();
  services.analytics.start();
  return app;
}
