import type { FastifyInstance } from "fastify";
import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { orders, outbox, stockHolds } from "../../db/schema/index";
import { signPayload, startStripeStandIn, type StripeStandIn } from "../../test-support/stripe-stand-in";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient } from "../moderation/moderation-test-kit";
import { ConfigError, loadConfig } from "../../config";
import { orderClient, shopper } from "../orders/order-test-kit";

const SECRET_KEY = "sk_test_standin_4242";
const WEBHOOK_SECRET = "whsec_standin_signing_secret";
const MINUTE = 60_000;

let stripe: StripeStandIn;
let app: FastifyInstance;
let client: ReturnType<typeof orderClient>;
/** The app's clock runs this far ahead of real time; tests move it instead of sleeping. */
let offsetMs = 0;
let webhookUrl = "";

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  app = await buildAdminTestApp({
    seedDemoContent: true,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    clock: () => new Date(Date.now() + offsetMs),
  });
  // Webhooks arrive over real HTTP, as Stripe sends them.
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  webhookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/payments/stripe/webhook`;
  stripe.setWebhookUrl(webhookUrl);
  client = orderClient(app);
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});
afterEach(() => {
  offsetMs = 0;
  stripe.setFailingCreates(false);
});

const cardOrder = (productId: number, quantity: number, headers?: Record<string, string>) =>
  client.order({ ...shopper, paymentMethod: "card", lines: [{ type: "product", id: productId, quantity }] }, headers);
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split("/").pop()!;
const orderRow = async (reference: string) => (await app.database.db.select().from(orders).where(eq(orders.reference, reference)))[0];
const mailsFor = (reference: string) =>
  app.database.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${reference}%`));

describe("card payment through Stripe Checkout", () => {
  it("should offer card in the checkout options once a key is configured", async () => {
    expect((await app.inject("/api/checkout-options")).json().paymentMethods).toEqual(["on-delivery", "card"]);
  });

  it("should hold the stock while the Checkout Session is open, and sell it when the signed webhook says paid", async () => {
    const pan = await client.product("Cast Iron Tadka Pan"); // 28.00
    await client.setStock(pan.id, 10);
    const res = await cardOrder(pan.id, 2);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: "pending_payment",
      paymentMethod: "card",
      total: "56.00",
      message: "Your items are held while you pay by card.",
    });
    expect(order.payment.checkoutUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));

    // The stand-in received the server's own prices, the reference and a 30-minute expiry.
    const sessionId = sessionIdOf(order.payment.checkoutUrl);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      client_reference_id: order.reference,
      customer_email: "asha.rao@example.com",
      amount_total: 5600,
      metadata: { reference: order.reference },
    });
    expect(session.line_items).toEqual([{ name: "Cast Iron Tadka Pan", unit_amount: 2800, quantity: 2 }]);
    expect(session.expires_at * 1000 - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(session.success_url).toBe(`http://localhost:3000${order.statusUrl}?payment=success`);
    expect(stripe.requests.find((r) => r.body.client_reference_id === order.reference)?.idempotencyKey).toBe(`checkout-${order.reference}`);

    expect(await client.stockOf(pan.id)).toBe(8);
    // The confirmation is written but held back until the payment arrives.
    const [held] = (await mailsFor(order.reference)).filter((m) => m.recipient === "asha.rao@example.com");
    expect(held.nextAttemptAt.getUTCFullYear()).toBe(9999);
    expect(await app.services.outbox.drainOnce()).toBeGreaterThanOrEqual(0);
    expect((await mailsFor(order.reference)).find((m) => m.recipient === "asha.rao@example.com")?.status).toBe("pending");

    await stripe.pay(sessionId);
    expect(stripe.deliveries.at(-1)).toEqual({ type: "checkout.session.completed", status: 200 });
    const paid = await orderRow(order.reference);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).not.toBeNull();
    expect((await app.database.db.select().from(stockHolds).where(eq(stockHolds.orderId, paid.id))).map((h) => h.status)).toEqual([
      "taken",
    ]);
    // Paid stock stays sold, even after the hold's time has passed.
    offsetMs = 60 * MINUTE;
    expect(await client.stockOf(pan.id)).toBe(8);
    offsetMs = 0;

    const mails = await mailsFor(order.reference);
    const toShopper = mails.find((m) => m.recipient === "asha.rao@example.com")!;
    expect(toShopper.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(toShopper.textBody).toContain("Payment: paid by card");
    expect(toShopper.textBody).toContain(`/orders/${order.statusUrl.split("/").pop()}`);
    expect(mails.filter((m) => m.recipient === BRAND.email)).toHaveLength(1);
    expect((await client.status(order.statusUrl)).json()).toMatchObject({ status: "paid", payment: { method: "card", checkoutUrl: null } });

    // Stripe retries webhooks: a second delivery changes nothing and mails nothing.
    await stripe.sendEvent("checkout.session.completed", stripe.sessions.get(sessionId)!);
    expect(stripe.deliveries.at(-1)?.status).toBe(200);
    expect(await mailsFor(order.reference)).toHaveLength(2);
  });

  it("should release the held stock when Stripe reports the session expired", async () => {
    const pan = await client.product("Cast Iron Tadka Pan");
    await client.setStock(pan.id, 3);
    const order = (await cardOrder(pan.id, 3)).json();
    expect(await client.stockOf(pan.id)).toBe(0);
    const blocked = await client.order({ ...shopper, lines: [{ type: "product", id: pan.id, quantity: 1 }] });
    expect(blocked.statusCode).toBe(409);

    await stripe.expire(sessionIdOf(order.payment.checkoutUrl));
    expect(stripe.deliveries.at(-1)).toEqual({ type: "checkout.session.expired", status: 200 });
    expect(await client.stockOf(pan.id)).toBe(3);
    expect((await orderRow(order.reference)).status).toBe("cancelled");
    const status = (await client.status(order.statusUrl)).json();
    expect(status).toMatchObject({ status: "cancelled", payment: { checkoutUrl: null } });
    // The held-back confirmation is never sent.
    const [unsent] = (await mailsFor(order.reference)).filter((m) => m.recipient === "asha.rao@example.com");
    expect(unsent.status).toBe("failed");
    // Expired twice (a retried webhook) gives nothing back twice.
    await stripe.sendEvent("checkout.session.expired", stripe.sessions.get(sessionIdOf(order.payment.checkoutUrl))!);
    expect(await client.stockOf(pan.id)).toBe(3);
  });

  it("should give the stock back once the hold has lapsed, with no webhook and no job", async () => {
    const pan = await client.product("Cast Iron Tadka Pan");
    await client.setStock(pan.id, 2);
    const order = (await cardOrder(pan.id, 2)).json();
    expect(await client.stockOf(pan.id)).toBe(0);
    const stillHeld = await client.order({ ...shopper, lines: [{ type: "product", id: pan.id, quantity: 1 }] });
    expect(stillHeld.statusCode).toBe(409);
    expect(stillHeld.json().message).toBe("Cast Iron Tadka Pan is out of stock");

    // Stripe's session closes after 30 minutes; the hold 5 minutes later. Nobody tells the shop.
    offsetMs = 34 * MINUTE;
    expect(await client.stockOf(pan.id)).toBe(0);
    offsetMs = 36 * MINUTE;
    expect(await client.stockOf(pan.id)).toBe(2);
    expect((await client.status(order.statusUrl)).json()).toMatchObject({ status: "cancelled", payment: { checkoutUrl: null } });
    const product = (await app.inject(`/api/shop-products/${pan.id}`)).json();
    expect(product).toMatchObject({ stock: 2, inStock: true, stockStatus: "low_stock" });

    // The next order takes the lapsed units back: a conditional update, never read-then-write.
    const next = await client.order({ ...shopper, lines: [{ type: "product", id: pan.id, quantity: 2 }] });
    expect(next.statusCode).toBe(201);
    expect(await client.stockOf(pan.id)).toBe(0);
    const holds = await app.database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.orderId, (await orderRow(order.reference)).id));
    expect(holds.map((h) => h.status)).toEqual(["expired"]);

    // A payment that still arrives late finds the stock gone: the order is paid and the team told.
    await stripe.pay(sessionIdOf(order.payment.checkoutUrl));
    const late = await orderRow(order.reference);
    expect(late).toMatchObject({ status: "paid", stockShort: true });
    const team = (await mailsFor(order.reference)).find((m) => m.recipient === BRAND.email)!;
    expect(team.textBody).toContain("ATTENTION");
    expect(await client.stockOf(pan.id)).toBe(0);
    expect((await app.database.db.select().from(stockHolds).where(eq(stockHolds.orderId, late.id))).map((h) => h.status)).toEqual([
      "released",
    ]);

    // Cancelled from the desk (say the customer is refunded): it returns nothing it never got.
    const desk = adminClient(app, (await signIn(app)).token);
    const cancelled = await desk.post(`/api/admin/orders/${late.id}/status`, { status: "cancelled", reason: "Out of stock; refunded." });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await client.stockOf(pan.id)).toBe(0);
  });

  it("should refuse a webhook whose signature is missing, wrong or for other bytes with 400, changing nothing", async () => {
    const pan = await client.product("Cast Iron Tadka Pan");
    await client.setStock(pan.id, 5);
    const order = (await cardOrder(pan.id, 1)).json();
    const session = stripe.sessions.get(sessionIdOf(order.payment.checkoutUrl))!;
    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { ...session, payment_status: "paid", status: "complete" } },
    });
    const post = (body: string, signature?: string) =>
      fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
        body,
      });

    const unsigned = await post(payload);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: "The webhook signature is not valid" });
    expect((await post(payload, signPayload(payload, "whsec_someone_else"))).status).toBe(400);
    expect((await post(payload, signPayload(payload.replace("evt_forged", "evt_other"), WEBHOOK_SECRET))).status).toBe(400);
    expect((await post(payload, "t=1,v1=deadbeef")).status).toBe(400);
    // A signature older than Stripe's 5-minute tolerance is a replay.
    expect((await post(payload, signPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect(await stripe.sendEvent("checkout.session.completed", { ...session, payment_status: "paid" }, "whsec_wrong")).toBe(400);
    expect((await orderRow(order.reference)).status).toBe("pending_payment");

    // The same bytes, signed with the real secret, are accepted.
    expect((await post(payload, signPayload(payload, WEBHOOK_SECRET))).status).toBe(200);
    expect((await orderRow(order.reference)).status).toBe("paid");
    // Events the shop does not use are acknowledged and ignored.
    const other = JSON.stringify({ id: "evt_x", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect((await post(other, signPayload(other, WEBHOOK_SECRET))).status).toBe(200);
  });

  it("should answer a replayed card order with the same checkout, opening one session only", async () => {
    const pan = await client.product("Cast Iron Tadka Pan");
    await client.setStock(pan.id, 5);
    const headers = { "idempotency-key": "card-checkout-1" };
    const first = (await cardOrder(pan.id, 1, headers)).json();
    const created = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    const again = await cardOrder(pan.id, 1, headers);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().payment.checkoutUrl).toBe(first.payment.checkoutUrl);
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").length).toBe(created);
    expect(await client.stockOf(pan.id)).toBe(4);
  });

  it("should give the stock back and answer 502 when the checkout cannot be opened", async () => {
    const pan = await client.product("Cast Iron Tadka Pan");
    await client.setStock(pan.id, 5);
    const cancelledBefore = (await app.database.db.select().from(orders).where(eq(orders.status, "cancelled"))).length;
    stripe.setFailingCreates(true);
    const res = await cardOrder(pan.id, 2);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("Card payment could not be started. Please try again, or choose pay on delivery or bank transfer.");
    expect(await client.stockOf(pan.id)).toBe(5);
    // The order is kept, cancelled, for the record; its held-back confirmation is never sent.
    expect((await app.database.db.select().from(orders).where(eq(orders.status, "cancelled"))).length).toBe(cancelledBefore + 1);
  });
});

describe("card payment configuration", () => {
  it("should refuse a Stripe key without the webhook secret, and a malformed API address, naming the variable", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ STRIPE_API_BASE: "ftp://127.0.0.1" })).toThrow(/STRIPE_API_BASE must be an http/);
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_SECRET_KEY).toBe("sk_live_x");
  });
});
