import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayInZone } from "../../../shared/schemas/catering";
import { cateringDeskMessages as M } from "../../../shared/schemas/catering-desk";
import { buffetMenus, cateringRequests, industrialCateringMenus, outbox } from "../../db/schema/index";
import { buildAdminTestApp, signIn, SITE } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";
import { buffetMenuRow, industrialMenuRow } from "./catering-test-kit";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
let token: string;
let buffetId: number;
let industrialId: number;
let today: string;

beforeAll(async () => {
  app = await buildAdminTestApp();
  token = (await signIn(app)).token;
  api = adminClient(app, token);
  today = dayInZone(new Date(), app.services.config.timeZone);
  const [buffet] = await app.database.db
    .insert(buffetMenus)
    .values(buffetMenuRow({ name: "Desk Test Thali", pricePerPerson: 42.5, minimumOrder: 50, advanceBooking: 7 }))
    .returning();
  buffetId = buffet.id;
  const [industrial] = await app.database.db
    .insert(industrialCateringMenus)
    .values(industrialMenuRow({ name: "Desk Test Shift Lunch" }))
    .returning();
  industrialId = industrial.id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

let address = 0;
const post = (url: string, payload: unknown) =>
  app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress: `10.61.${Math.floor(++address / 250)}.${address % 250}`,
  });

/** A buffet request as the public form sends it; returns its id and status-page token. */
async function buffetRequest(change: Record<string, unknown> = {}) {
  const eventDate = addDays(today, 30);
  const res = await post("/api/bookings", {
    buffetMenuId: buffetId,
    customerName: "Priya Nair",
    customerEmail: "priya.desk@example.com",
    customerPhone: "+1 415 555 0142",
    participants: 60,
    eventDate,
    eventTime: "12:30",
    eventLocation: "Mission Bay Conference Center",
    specialRequests: "Keep the dal mild.",
    totalPrice: "1.00",
    scheduledDate: eventDate,
    scheduledTime: "12:30",
    ...change,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  const [row] = await app.database.db
    .select({ id: cateringRequests.id })
    .from(cateringRequests)
    .where(eq(cateringRequests.reference, body.reference));
  return { id: row.id, reference: body.reference as string, token: (body.statusPath as string).split("/").pop()! };
}

async function industrialRequest() {
  const res = await post("/api/industrial-catering-booking", {
    companyName: "Bay Forge Manufacturing",
    contactName: "Daniel Ortiz",
    email: "d.ortiz.desk@example.com",
    phone: "+1 510 555 0199",
    eventDate: addDays(today, 20),
    eventTime: "11:30",
    participants: 80,
    specialRequests: "",
    recipientEmail: "",
    cateringId: industrialId,
    cateringName: "x",
    pricePerPerson: "$1",
    totalEstimate: "1",
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: cateringRequests.id })
    .from(cateringRequests)
    .where(eq(cateringRequests.reference, res.json().reference));
  return { id: row.id, reference: res.json().reference as string };
}

const mailsAbout = async (reference: string) =>
  (await app.database.db.select().from(outbox).orderBy(outbox.id)).filter((m) => m.subject.includes(reference));
const statusOf = (statusToken: string) => app.inject({ method: "GET", url: `/api/catering-requests/status/${statusToken}` });

describe("GET /api/admin/catering-requests", () => {
  it("should list requests newest first with reference, menu, date, guests, estimate and the below-minimum mark, filtered by kind and status and paged in SQL", async () => {
    const small = await buffetRequest({ participants: 20, customerEmail: "small.party@example.com" });
    const plant = await industrialRequest();

    const all = await api.get("/api/admin/catering-requests?limit=1");
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ page: 1, limit: 1, hasPrev: false, hasNext: true });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.totalPages).toBe(page.total);
    expect(page.data[0]).toMatchObject({
      reference: plant.reference,
      kind: "industrial",
      status: "received",
      companyName: "Bay Forge Manufacturing",
      participants: 80,
      pricePerPerson: "16.75",
      estimate: "1340.00",
      belowMinimum: true,
      quote: null,
    });

    const buffets = (await api.get("/api/admin/catering-requests?kind=buffet&status=received")).json();
    expect(buffets.data.every((r: { kind: string; status: string }) => r.kind === "buffet" && r.status === "received")).toBe(true);
    expect(buffets.data.find((r: { reference: string }) => r.reference === small.reference)).toMatchObject({
      menuName: "Desk Test Thali",
      participants: 20,
      estimate: "850.00",
      minimumOrder: 50,
      belowMinimum: true,
    });
    expect(buffets.counts.received).toBeGreaterThanOrEqual(1);

    const searched = (await api.get(`/api/admin/catering-requests?search=${encodeURIComponent(small.reference)}`)).json();
    expect(searched.data.map((r: { reference: string }) => r.reference)).toEqual([small.reference]);

    expect((await api.get("/api/admin/catering-requests?status=shipped")).statusCode).toBe(400);
    expect((await api.get("/api/admin/catering-requests?kind=all&status=all")).statusCode).toBe(200);
    expect((await api.get(`/api/admin/catering-requests/${small.id}`)).json()).toMatchObject({
      reference: small.reference,
      email: "small.party@example.com",
    });
    expect((await api.get("/api/admin/catering-requests/999999")).statusCode).toBe(404);
  });

  it("should count the requests waiting for a quote for the admin home", async () => {
    const before = await app.services.cateringDesk.countAwaitingQuote();
    await buffetRequest();
    expect(await app.services.cateringDesk.countAwaitingQuote()).toBe(before + 1);
  });

  it("should refuse every desk route without an admin session", async () => {
    expect((await app.inject({ method: "GET", url: "/api/admin/catering-requests" })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/catering-requests/1/quote",
          payload: { pricePerPerson: "1", validUntil: today },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("quote, confirm and decline", () => {
  it("should send a quote: status quoted, the customer mailed with price, total and valid-until, an audit row, and the quote on the status page", async () => {
    const request = await buffetRequest();
    const validUntil = addDays(today, 14);
    const res = await api.post(`/api/admin/catering-requests/${request.id}/quote`, {
      pricePerPerson: "38.50",
      notes: "Includes two servers and chai service.",
      validUntil,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.quoted,
      item: {
        status: "quoted",
        quote: { pricePerPerson: "38.50", total: "2310.00", validUntil, notes: "Includes two servers and chai service." },
      },
    });

    const mails = await mailsAbout(request.reference);
    const quoteMail = mails.find((m) => m.subject === `Your quote for catering request ${request.reference}`)!;
    expect(quoteMail.recipient).toBe("priya.desk@example.com");
    expect(quoteMail.textBody).toContain("Price per person: $38.50");
    expect(quoteMail.textBody).toContain("Total: $2,310.00");
    expect(quoteMail.textBody).toContain("Includes two servers and chai service.");

    const [audit] = await auditOf(app, "catering_request", request.id);
    expect(audit).toMatchObject({
      action: "catering_request.quoted",
      actor: "kitchen-lead",
      before: { status: "received", quotedPricePerPerson: null },
      after: { status: "quoted", quotedPricePerPerson: "38.50", quoteValidUntil: validUntil },
    });

    const page = (await statusOf(request.token)).json();
    expect(page).toMatchObject({
      status: "quoted",
      quote: { pricePerPerson: "38.50", total: "2310.00", validUntil, notes: "Includes two servers and chai service." },
    });

    // A revised quote replaces the first and says so.
    const revised = await api.post(`/api/admin/catering-requests/${request.id}/quote`, { pricePerPerson: 36, validUntil });
    expect(revised.json().item.quote).toMatchObject({ pricePerPerson: "36.00", total: "2160.00", notes: null });
    expect(
      (await mailsAbout(request.reference)).some((m) => m.subject === `Your revised quote for catering request ${request.reference}`),
    ).toBe(true);
  });

  it("should confirm a quoted request only, mailing the customer and auditing the step", async () => {
    const request = await buffetRequest();
    expect((await api.post(`/api/admin/catering-requests/${request.id}/confirm`, {})).statusCode).toBe(409);
    await api.post(`/api/admin/catering-requests/${request.id}/quote`, { pricePerPerson: "40", validUntil: addDays(today, 7) });
    const res = await api.post(`/api/admin/catering-requests/${request.id}/confirm`, {
      note: "Our lead chef will call you a week before.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: "confirmed" });
    const mail = (await mailsAbout(request.reference)).find(
      (m) => m.subject === `Your catering booking ${request.reference} is confirmed`,
    )!;
    expect(mail.recipient).toBe("priya.desk@example.com");
    expect(mail.textBody).toContain("Total: $2,400.00");
    expect(mail.textBody).toContain("Our lead chef will call you a week before.");
    const [audit] = await auditOf(app, "catering_request", request.id);
    expect(audit).toMatchObject({
      action: "catering_request.confirmed",
      before: { status: "quoted" },
      after: { status: "confirmed", note: "Our lead chef will call you a week before." },
    });
    expect((await statusOf(request.token)).json()).toMatchObject({ status: "confirmed", quote: { total: "2400.00" } });
    // Confirmed is final.
    expect((await api.post(`/api/admin/catering-requests/${request.id}/decline`, { reason: "Too late" })).statusCode).toBe(409);
    expect(
      (await api.post(`/api/admin/catering-requests/${request.id}/quote`, { pricePerPerson: "1", validUntil: today })).statusCode,
    ).toBe(409);
  });

  it("should decline with a reason (422 without), mail it and show the request declined with the reason instead of its quote", async () => {
    const request = await buffetRequest();
    await api.post(`/api/admin/catering-requests/${request.id}/quote`, { pricePerPerson: "40", validUntil: addDays(today, 7) });
    const blank = await api.post(`/api/admin/catering-requests/${request.id}/decline`, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([{ path: "reason", message: M.reasonRequired }]);

    const res = await api.post(`/api/admin/catering-requests/${request.id}/decline`, { reason: "Our kitchen is fully booked that week." });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await mailsAbout(request.reference)).find((m) => m.subject === `About your catering request ${request.reference}`)!;
    expect(mail.recipient).toBe("priya.desk@example.com");
    expect(mail.textBody).toContain("Our kitchen is fully booked that week.");
    const [audit] = await auditOf(app, "catering_request", request.id);
    expect(audit).toMatchObject({
      action: "catering_request.declined",
      before: { status: "quoted" },
      after: { status: "declined", reason: "Our kitchen is fully booked that week." },
    });
    expect((await statusOf(request.token)).json()).toMatchObject({
      status: "declined",
      quote: null,
      declineReason: "Our kitchen is fully booked that week.",
    });
    expect((await api.get(`/api/admin/catering-requests/${request.id}`)).json()).toMatchObject({
      status: "declined",
      declineReason: "Our kitchen is fully booked that week.",
    });
    expect((await api.post(`/api/admin/catering-requests/${request.id}/decline`, { reason: "again" })).statusCode).toBe(409);
  });

  it("should refuse a bad quote with the field's message and change nothing", async () => {
    const request = await buffetRequest();
    const mailsBefore = (await mailsAbout(request.reference)).length;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ validUntil: addDays(today, 3) }, 400, "pricePerPerson", M.priceRequired],
      [{ pricePerPerson: "0", validUntil: addDays(today, 3) }, 400, "pricePerPerson", M.priceInvalid],
      [{ pricePerPerson: "abc", validUntil: addDays(today, 3) }, 400, "pricePerPerson", M.priceInvalid],
      [{ pricePerPerson: "10" }, 400, "validUntil", M.validUntilRequired],
      [{ pricePerPerson: "10", validUntil: "2026-02-30" }, 400, "validUntil", M.validUntilInvalid],
      [{ pricePerPerson: "10", validUntil: addDays(today, -1) }, 422, "validUntil", M.validUntilPast],
    ];
    for (const [body, code, path, message] of cases) {
      const res = await api.post(`/api/admin/catering-requests/${request.id}/quote`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    expect((await api.post("/api/admin/catering-requests/999999/quote", { pricePerPerson: "10", validUntil: today })).statusCode).toBe(404);
    expect((await api.get(`/api/admin/catering-requests/${request.id}`)).json()).toMatchObject({ status: "received", quote: null });
    expect(await mailsAbout(request.reference)).toHaveLength(mailsBefore);
    expect(await auditOf(app, "catering_request", request.id)).toHaveLength(0);
  });

  it("should accept the session cookie as well as the Bearer header", async () => {
    const request = await buffetRequest();
    const res = await app.inject({
      method: "POST",
      url: `/api/admin/catering-requests/${request.id}/quote`,
      headers: { cookie: `admin_session=${token}`, origin: SITE, "content-type": "application/json" },
      payload: JSON.stringify({ pricePerPerson: "30", validUntil: today }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
