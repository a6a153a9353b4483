import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDeskMessages as M } from "../../../shared/schemas/order-desk";
import { orders, outbox } from "../../db/schema/index";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";
import { orderClient, shopper } from "./order-test-kit";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
let shop: ReturnType<typeof orderClient>;

beforeAll(async () => {
  app = await buildAdminTestApp({ seedDemoContent: true });
  api = adminClient(app, (await signIn(app)).token);
  shop = orderClient(app);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Places a pay-on-delivery order through the public API and returns its id and status link. */
async function placeOrder(email: string, productName = "Organic Ground Turmeric", quantity = 2) {
  const product = await shop.product(productName);
  const res = await shop.order({ ...shopper, email, lines: [{ type: "product", id: product.id, quantity }] });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.database.db.select().from(orders).where(eq(orders.reference, res.json().reference));
  return { id: row.id, reference: row.reference, statusUrl: res.json().statusUrl as string, productId: product.id };
}

const mailsTo = (address: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, address));
const step = (id: number, body: Record<string, unknown>) => api.post(`/api/admin/orders/${id}/status`, body);

describe("GET /api/admin/orders", () => {
  it("should list orders newest first, filter by status and search, paged in SQL with counts", async () => {
    const first = await placeOrder("list-one@example.com");
    const second = await placeOrder("list-two@example.com");
    const page = (await api.get("/api/admin/orders?limit=1")).json();
    expect(page).toMatchObject({ page: 1, limit: 1, hasPrev: false, hasNext: true });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ id: second.id, status: "awaiting_payment", paymentMethod: "on-delivery", items: 2 });
    expect(page.counts.all).toBe(page.total);

    const searched = (await api.get(`/api/admin/orders?search=${first.reference}`)).json();
    expect(searched.data.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const byEmail = (await api.get("/api/admin/orders?search=list-two")).json();
    expect(byEmail.data.map((o: { id: number }) => o.id)).toEqual([second.id]);

    const paid = (await api.get("/api/admin/orders?status=paid&search=list-")).json();
    expect(paid.data).toEqual([]);
    expect(paid.counts.awaiting_payment).toBe(2);
    expect((await api.get("/api/admin/orders?status=lost")).statusCode).toBe(400);
  });

  it("should show an order's lines, totals, address and payment", async () => {
    const { id, reference } = await placeOrder("detail@example.com");
    const res = await api.get(`/api/admin/orders/${id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id,
      reference,
      status: "awaiting_payment",
      email: "asha.rao@example.com".replace("asha.rao", "detail"),
      phone: shopper.phone,
      shipTo: { name: shopper.name, addressLine1: shopper.addressLine1, city: shopper.city, postalCode: shopper.postalCode },
      payment: { method: "on-delivery" },
      nextSteps: ["paid", "shipped", "cancelled"],
    });
    expect(order.lines[0]).toMatchObject({ name: "Organic Ground Turmeric", quantity: 2, unitPrice: "8.50", lineTotal: "17.00" });
    expect(order.subtotal).toBe("17.00");
    expect(order.total).toBe("22.99");
    expect((await api.get("/api/admin/orders/999999")).statusCode).toBe(404);
  });
});

describe("moving an order along", () => {
  it("should go awaiting payment → paid → shipped (with its tracking note) → delivered, mailing the customer at each step, audited", async () => {
    const email = "steps@example.com";
    const { id, statusUrl } = await placeOrder(email);
    const mailsAtStart = (await mailsTo(email)).length;
    const counts0 = (await api.get("/api/admin/orders/counts")).json();

    const paid = await step(id, { status: "paid" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: "paid", nextSteps: ["shipped", "cancelled"] });
    expect(paid.json().order.paidAt).not.toBeNull();
    const counts1 = (await api.get("/api/admin/orders/counts")).json();
    expect(counts1).toEqual({ toShip: counts0.toShip + 1, awaitingPayment: counts0.awaitingPayment - 1 });
    expect(await app.services.orderDesk.counts()).toEqual(counts1);

    const noNote = await step(id, { status: "shipped" });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().issues).toEqual([{ path: "trackingNote", message: M.trackingRequired }]);

    const shipped = await step(id, { status: "shipped", trackingNote: "UPS 1Z999AA10123456784" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({ status: "shipped", trackingNote: "UPS 1Z999AA10123456784", nextSteps: ["delivered"] });

    // The shopper's status page shows it.
    const status = (await shop.status(statusUrl)).json();
    expect(status).toMatchObject({ status: "shipped", trackingNote: "UPS 1Z999AA10123456784" });
    expect(status.shippedAt).not.toBeNull();

    const backwards = await step(id, { status: "paid" });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().message).toBe(M.notAllowed("shipped", "paid"));
    expect((await step(id, { status: "cancelled" })).statusCode).toBe(409);

    const delivered = await step(id, { status: "delivered" });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().order).toMatchObject({ status: "delivered", nextSteps: [] });
    expect((await shop.status(statusUrl)).json().status).toBe("delivered");
    expect((await step(id, { status: "delivered" })).statusCode).toBe(409);

    const mails = (await mailsTo(email)).slice(mailsAtStart);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining("Payment received"),
      expect.stringContaining("has shipped"),
      expect.stringContaining("was delivered"),
    ]);
    expect(mails[1].textBody).toContain("Tracking: UPS 1Z999AA10123456784");
    // The shopper's address is whatever they typed: the mails repeat none of their text.
    for (const mail of mails) {
      expect(mail.textBody).toMatch(/^Hello,\n/);
      expect(mail.textBody).not.toMatch(/Asha Rao|Valencia/);
    }

    const audit = await auditOf(app, "order", id);
    expect(audit.map((a) => a.action)).toEqual(["order.delivered", "order.shipped", "order.paid"]);
    expect(audit[1]).toMatchObject({
      actor: "kitchen-lead",
      before: { status: "paid", trackingNote: null },
      after: { status: "shipped", trackingNote: "UPS 1Z999AA10123456784" },
    });
  });

  it("should let a cash-on-delivery parcel ship unpaid and mark it paid on delivery", async () => {
    const { id } = await placeOrder("cod@example.com");
    expect((await step(id, { status: "shipped", trackingNote: "Local courier, parcel 4411" })).statusCode).toBe(200);
    const mail = (await mailsTo("cod@example.com")).at(-1)!;
    expect(mail.textBody).toContain("have $22.99 ready for the courier");
    const delivered = (await step(id, { status: "delivered" })).json().order;
    expect(delivered.paidAt).not.toBeNull();
  });

  it("should refuse an unknown step with 400 and an unknown order with 404", async () => {
    const { id } = await placeOrder("bad-step@example.com");
    const res = await step(id, { status: "lost" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "status", message: M.step }]);
    expect((await step(999999, { status: "paid" })).statusCode).toBe(404);
  });
});

describe("cancelling an order", () => {
  it("should return its stock in the same transaction, mail the customer once and audit it", async () => {
    const email = "cancel-order@example.com";
    const product = await shop.product("Organic Ground Turmeric");
    const stockBefore = await shop.stockOf(product.id);
    const { id } = await placeOrder(email, "Organic Ground Turmeric", 3);
    expect(await shop.stockOf(product.id)).toBe(stockBefore - 3);
    const mailsBefore = (await mailsTo(email)).length;

    const res = await step(id, { status: "cancelled", reason: "The customer asked us to." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.cancelled, order: { status: "cancelled", nextSteps: [] } });
    expect(await shop.stockOf(product.id)).toBe(stockBefore);

    const mails = (await mailsTo(email)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("is cancelled");
    expect(mails[0].textBody).toContain("The customer asked us to.");
    const [audit] = await auditOf(app, "order", id);
    expect(audit).toMatchObject({
      action: "order.cancelled",
      before: { status: "awaiting_payment" },
      after: { status: "cancelled", reason: "The customer asked us to." },
    });

    // Once only: the stock is not returned twice.
    expect((await step(id, { status: "cancelled" })).statusCode).toBe(409);
    expect(await shop.stockOf(product.id)).toBe(stockBefore);
  });

  it("should return nothing and mail nobody when the cancellation fails part-way", async () => {
    const email = "cancel-rollback@example.com";
    const product = await shop.product("Organic Ground Turmeric");
    const { id } = await placeOrder(email, "Organic Ground Turmeric", 1);
    const stock = await shop.stockOf(product.id);
    const mailsBefore = (await mailsTo(email)).length;
    const broken = { admin: { id: 1, username: null as unknown as string, name: "", email: null }, sessionKey: "x" };
    await expect(
      app.services.orderDesk.advance(id, { status: "cancelled", trackingNote: undefined, reason: undefined }, broken as never, {
        ip: "127.0.0.1",
      }),
    ).rejects.toThrow();
    expect(await shop.stockOf(product.id)).toBe(stock);
    expect((await app.services.orderDesk.getById(id))!.status).toBe("awaiting_payment");
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });
});
