import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriberMessages as M } from "../../../shared/schemas/subscribers";
import { newsletterSubscribers, newsletterTokens } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";
import { csvCell } from "./csv";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
let token: string;

beforeAll(async () => {
  app = await buildAdminTestApp();
  token = (await signIn(app)).token;
  api = adminClient(app, token);
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
  await app.database.db.insert(newsletterSubscribers).values([
    { email: "asha@example.com", status: "confirmed", confirmedAt: at(1), createdAt: at(0) },
    { email: "ben@example.com", status: "unconfirmed", createdAt: at(2) },
    { email: "chandra@example.org", status: "unsubscribed", confirmedAt: at(3), unsubscribedAt: at(4), createdAt: at(3) },
    { email: '=hyperlink("http://evil.example")@example.com', status: "confirmed", confirmedAt: at(6), createdAt: at(5) },
    { email: "+1@example.com", status: "confirmed", confirmedAt: at(8), createdAt: at(7) },
  ]);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe("GET /api/admin/subscribers", () => {
  it("should list subscribers newest first with counts per status, filter by status, search and page in SQL", async () => {
    const all = (await api.get("/api/admin/subscribers?limit=2")).json();
    expect(all).toMatchObject({
      total: 5,
      totalPages: 3,
      hasPrev: false,
      hasNext: true,
      counts: { all: 5, confirmed: 3, unconfirmed: 1, unsubscribed: 1 },
    });
    expect(all.data.map((s: { email: string }) => s.email)).toEqual(["+1@example.com", '=hyperlink("http://evil.example")@example.com']);

    const confirmed = (await api.get("/api/admin/subscribers?status=confirmed")).json();
    expect(confirmed.total).toBe(3);
    expect(confirmed.data.every((s: { status: string }) => s.status === "confirmed")).toBe(true);

    const searched = (await api.get("/api/admin/subscribers?search=example.org")).json();
    expect(searched.data).toEqual([
      expect.objectContaining({ email: "chandra@example.org", status: "unsubscribed", unsubscribedAt: "2026-11-01T12:04:00.000Z" }),
    ]);
    // LIKE's own wildcards are taken literally.
    expect((await api.get("/api/admin/subscribers?search=%25")).json().total).toBe(0);
    expect((await api.get("/api/admin/subscribers?status=gone")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/subscribers/export", () => {
  it("should answer CSV with a file name, every cell quoted, and neutralise a cell a spreadsheet would read as a formula", async () => {
    const res = await api.get("/api/admin/subscribers/export?status=confirmed");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"email","status","subscribed_at","confirmed_at","unsubscribed_at"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('"asha@example.com","confirmed","2026-11-01T12:00:00.000Z","2026-11-01T12:01:00.000Z",""');
    // The address starting with = is prefixed with a quote and its own quotes doubled.
    expect(lines[2]).toBe(
      `"'=hyperlink(""http://evil.example"")@example.com","confirmed","2026-11-01T12:05:00.000Z","2026-11-01T12:06:00.000Z",""`,
    );
    expect(lines[3].startsWith(`"'+1@example.com"`)).toBe(true);
  });

  it("should neutralise every formula trigger and leave other text alone", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"'\rx"`,
    ]);
    expect(csvCell('a "quoted", word')).toBe('"a ""quoted"", word"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell("plain@example.com")).toBe('"plain@example.com"');
  });

  it("should refuse the export without an admin session", async () => {
    expect((await app.inject({ method: "GET", url: "/api/admin/subscribers/export" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/admin/subscribers/{id}", () => {
  it("should remove the subscriber and its links with an audit row, and 404 an unknown one", async () => {
    const [row] = await app.database.db
      .insert(newsletterSubscribers)
      .values({ email: "leaving@example.com", status: "confirmed" })
      .returning();
    await app.database.db.insert(newsletterTokens).values({ tokenHash: "f".repeat(64), subscriberId: row.id, purpose: "unsubscribe" });
    const res = await app.inject({
      method: "DELETE",
      url: `/api/admin/subscribers/${row.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.removed });
    expect(await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row.id))).toEqual([]);
    expect(await app.database.db.select().from(newsletterTokens).where(eq(newsletterTokens.subscriberId, row.id))).toEqual([]);
    const [audit] = await auditOf(app, "subscriber", row.id);
    expect(audit).toMatchObject({
      action: "subscriber.removed",
      actor: "kitchen-lead",
      before: { email: "leaving@example.com", status: "confirmed" },
    });

    const again = await app.inject({
      method: "DELETE",
      url: `/api/admin/subscribers/${row.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(404);
    expect(await auditOf(app, "subscriber", row.id)).toHaveLength(1);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every subscriber route under Admin with its answer and its errors", async () => {
    const paths = /^\/api\/admin\/subscribers(\/|$)/;
    const expected = {
      "GET /api/admin/subscribers": { tags: ["Admin"], statuses: [200, 400, 401], answers: "SubscriberPage", body: [] },
      // The CSV is documented under text/csv, so no JSON answer is named.
      "GET /api/admin/subscribers/export": { tags: ["Admin"], statuses: [200, 400, 401], answers: "none", body: [] },
      "DELETE /api/admin/subscribers/:id": { tags: ["Admin"], statuses: [200, 400, 401, 403, 404], answers: "object", body: [] },
    };
    expect(declaredRoutesMatching(app, paths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
