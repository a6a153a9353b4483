import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/test-app";
import { warmUpHeaders } from "./warm-up";

const TOKEN = "operator-token-0123456789";
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seedDemoContent: false, TRANSLATE_PROVIDER: undefined, TRANSLATE_RATE_LIMIT: 1, METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await app?.close();
});

const metrics = (authorization?: string) => app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("operators' endpoints", () => {
  it("should say the instance is ready when its database and limits store answer", async () => {
    const res = await app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      status: "ready",
      database: "ok",
      limits: "ok",
      limitsStore: process.env.REDIS_URL ? "redis" : "database",
    });
  });

  it("should keep the metrics to a request with the token", async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics("Bearer not-the-token-at-all-000")).statusCode).toBe(401);
    expect((await metrics(`Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it("should count requests per route pattern, refusals by a rate limit, and read the outbox and pool", async () => {
    await app.inject({ method: "GET", url: "/api/recipes/123456789" });
    // The server's own warm-up is not traffic: not counted.
    await app.inject({ method: "GET", url: "/api/recipes/123456780", headers: warmUpHeaders() });
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/translation/translate/batch",
        payload: JSON.stringify({ texts: ["Hello"], targetLanguage: "es" }),
        headers: { "content-type": "application/json" },
        remoteAddress: "198.51.100.77",
      });
    const statuses = [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
    expect(statuses).toContain(429);

    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    // The route's pattern, not the address: an id never becomes a label.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/recipes\/:id",status="404"\} 1/);
    expect(text).not.toContain("123456789");
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[0-9.]+",method="GET",route="\/api\/recipes\/:id"\}/);
    expect(text).toMatch(/rate_limit_refusals_total\{route="\/api\/translation\/translate\/batch"\} [1-9]/);
    expect(text).toMatch(/^outbox_queue_depth \d+$/m);
    expect(text).toMatch(/^outbox_oldest_age_seconds [0-9.e+-]+$/m);
    if (app.database.kind === "postgres") expect(text).toMatch(/database_pool_connections\{state="max"\} 10/);
  });

  it("should not serve metrics at all when no token is configured", async () => {
    const closed = await buildTestApp({ seedDemoContent: false, METRICS_TOKEN: undefined });
    try {
      expect(
        (await closed.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer anything-at-all-123" } })).statusCode,
      ).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
