import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client.ts";
import type { Services } from "../services.ts";
import { isWarmUpRequest, processWarmUp } from "./warm-up.ts";

/** Answers slower than this many seconds fall in the last latency bucket. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How a page was answered by the page cache (its x-page-cache header). */
const PAGE_CACHE_RESULTS = new Set(["hit", "stale", "shared", "miss"]);

/**
 * What an operator needs from each instance:
 * - `GET /readyz`: 200 while the instance can serve (its database answers, and Redis when the
 *   limits live there); 503 once it has begun to stop, so a proxy or orchestrator sends nothing new.
 * - `GET /metrics`: Prometheus text for a request with `Authorization: Bearer <METRICS_TOKEN>`;
 *   without a token configured the address does not exist (404), and a wrong one is 401.
 * The metrics: requests and latency per route and status, page-cache hits and misses, rate-limit
 * refusals, the outbox's queue (depth and the oldest mail's age) and the database pool in use.
 */
export function installOperations(app: FastifyInstance, database: DatabaseHandle, services: Services, metricsToken: string | undefined) {
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });

  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (stopping) return reply.status(503).send({ status: "stopping" });
    const [databaseUp, storeUp] = await Promise.all([
      database.rawQuery("SELECT 1").then(
        () => true,
        () => false,
      ),
      services.attemptStore.ping(),
    ]);
    const checks = { database: databaseUp ? "ok" : "down", limits: storeUp ? "ok" : "down", limitsStore: services.attemptStore.kind };
    return reply.status(databaseUp && storeUp ? 200 : 503).send({ status: databaseUp && storeUp ? "ready" : "not ready", ...checks });
  });

  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Pages answered from the shared page cache (hit; stale while it renders again; shared: waited for a render under way) or rendered into it (miss)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused by a rate limit (429), by route",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "outbox_queue_depth",
    help: "Mails waiting to be sent",
    registers: [registry],
    async collect() {
      const { rows } = await database.rawQuery("SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'");
      this.set(Number(rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: "outbox_oldest_age_seconds",
    help: "How long the oldest mail waiting to be sent has waited (0 when none waits)",
    registers: [registry],
    async collect() {
      const { rows } = await database.rawQuery(
        "SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS age FROM outbox WHERE status = 'pending'",
      );
      this.set(Number(rows[0]?.age ?? 0));
    },
  });
  new Gauge({
    name: "warm_up_pages",
    help: "Pages this instance rendered before it listened, by result (warmed, failed); none before the warm-up has run",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const warmUp = processWarmUp();
      if (!warmUp) return;
      this.set({ result: "warmed" }, warmUp.pages - warmUp.failed.length);
      this.set({ result: "failed" }, warmUp.failed.length);
    },
  });
  new Gauge({
    name: "warm_up_seconds",
    help: "How long this instance's warm-up took before it listened",
    registers: [registry],
    collect() {
      const warmUp = processWarmUp();
      if (warmUp) this.set(warmUp.ms / 1000);
    },
  });
  new Gauge({
    name: "database_pool_connections",
    help: "PostgreSQL connections of this instance by state (open, idle, waiting for one, max); none on PGlite",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse?.();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  app.addHook("onResponse", (request, reply, done) => {
    // The server's warm-up before it listens is not traffic.
    if (isWarmUpRequest(request)) return done();
    // The route's pattern, never the address itself: ids and queries would make every request a new series.
    const route = request.routeOptions.url ?? "unmatched";
    const status = String(reply.statusCode);
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const cache = reply.getHeader("x-page-cache");
    if (typeof cache === "string" && PAGE_CACHE_RESULTS.has(cache)) pageCache.inc({ result: cache });
    if (reply.statusCode === 429) refusals.inc({ route });
    done();
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!metricsToken) return reply.status(404).send({ message: "Not found" });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameToken(given, metricsToken)) {
      return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send({ message: "A valid metrics token is required" });
    }
    return reply
      .header("cache-control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
