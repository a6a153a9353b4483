import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seedDemoContent: false, SMTP_URL: undefined });
});
afterAll(async () => app?.close());

it("should keep mail unsent in the outbox when SMTP is not configured", async () => {
  const res = await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "later@example.com" } });
  expect(res.statusCode).toBe(200);
  expect(app.services.outbox.configured).toBe(false);
  expect(await app.services.outbox.drainOnce()).toBe(0);
  expect(await app.services.outbox.pendingCount()).toBe(1);
});
