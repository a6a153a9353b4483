import type { FastifyInstance } from "fastify";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox } from "../db/schema/index";
import { buildAdminTestApp, login, TEST_ADMIN } from "../domains/admin/admin-test-kit";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAdminTestApp();
});
afterAll(async () => {
  await app?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("should give every request its own random id, named in the answer", async () => {
    const [first, second] = await Promise.all([app.inject({ url: "/healthz" }), app.inject({ url: "/api/recipes?limit=1" })]);
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("should write the id beside the mails a request queues", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Priya Nair", email: "priya@example.com", subject: "feedback", message: "The dal recipe was lovely, thank you." },
      remoteAddress: "10.60.0.1",
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    const mails = (await app.database.db.select().from(outbox)).filter((mail) => mail.textBody.includes(reference));
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.requestId)).toEqual([res.headers["x-request-id"], res.headers["x-request-id"]]);
  });

  it("should write the id beside the audit row of an admin's action, and none beside a start-up one", async () => {
    const res = await login(app, { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.login")).orderBy(desc(auditLog.id));
    expect(row.requestId).toBe(res.headers["x-request-id"]);
    const [created] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "admin.created"));
    expect(created.requestId).toBeNull();
  });
});
