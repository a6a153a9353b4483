import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationMemory } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seedDemoContent: false, TRANSLATE_PROVIDER: undefined, TRANSLATE_RATE_LIMIT: 4 });
});
afterAll(async () => {
  await app?.close();
});

const batch = (payload: unknown, ip = "203.0.113.7") =>
  app.inject({
    method: "POST",
    url: "/api/translation/translate/batch",
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress: ip,
  });

describe("translation without an engine", () => {
  it("should answer 503 and never make up a translation", async () => {
    const res = await batch({ texts: ["Featured recipes"], targetLanguage: "es" }, "198.51.100.1");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: "Translation is not configured" });
    const one = await app.inject({
      method: "POST",
      url: "/api/translation/translate",
      payload: JSON.stringify({ text: "Hello", targetLanguage: "fr" }),
      headers: { "content-type": "application/json" },
      remoteAddress: "198.51.100.1",
    });
    expect(one.statusCode).toBe(503);
    expect(await app.database.db.select().from(translationMemory)).toHaveLength(0);
  });

  it("should still refuse bad input with 400", async () => {
    const res = await batch({ texts: ["Hello"], targetLanguage: "xx" }, "198.51.100.2");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Unsupported language: xx");
  });

  it("should still list the languages", async () => {
    const res = await app.inject({ method: "GET", url: "/api/languages" });
    expect(res.statusCode).toBe(200);
  });
});

describe("translation rate limit", () => {
  it("should answer 429 with Retry-After once a client used up its requests, and count clients apart", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await batch({ texts: ["Hello"], targetLanguage: "es" })).statusCode);
    expect(statuses).toEqual([503, 503, 503, 503, 429]);
    const limited = await batch({ texts: ["Hello"], targetLanguage: "es" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many translation requests, please wait a moment",
      retryAfterSeconds: Number(limited.headers["retry-after"]),
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another client has a count of its own.
    const other = await batch({ texts: ["Hello"], targetLanguage: "es" }, "192.0.2.44");
    expect(other.statusCode).toBe(503);
  });
});
