import type { FastifyInstance } from "fastify";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { deals, orderLines, orders, outbox, products, recipes } from "../../db/schema/index";
import { expectAcknowledgementWithoutTypedText } from "../../test-support/public-form-checks";
import { startSmtpCapture } from "../../test-support/smtp-capture";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";
import { nextAddress, orderClient, shopper } from "./order-test-kit";
import { ORDER_RATE_LIMIT } from "./routes";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let client: ReturnType<typeof orderClient>;
let recipe: { id: number; title: string; ingredients: { name: string }[] };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ SMTP_URL: smtp.url });
  client = orderClient(app);
  [recipe] = await app.database.db
    .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients })
    .from(recipes)
    .orderBy(asc(recipes.id))
    .limit(1);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const orderCount = async () => (await app.database.db.select({ n: count() }).from(orders))[0].n;
const mailCount = async () => (await app.database.db.select({ n: count() }).from(outbox))[0].n;

describe("GET /api/checkout-options", () => {
  it("should offer pay on delivery only when no card provider is configured, with the shipping methods", async () => {
    const options = (await app.inject("/api/checkout-options")).json();
    expect(options).toEqual({
      currency: "USD",
      paymentMethods: ["on-delivery"],
      shippingMethods: [
        { method: "standard", fee: "5.99", days: "3-5 business days", freeFrom: "50.00" },
        { method: "express", fee: "14.99", days: "1-2 business days", freeFrom: null },
      ],
      wholesale: { minQuantity: 10, percent: 80 },
      ingredientPrice: "2.99",
    });
  });
});

describe("card payment without a key", () => {
  it("should answer the webhook path with 404 while card payment is not configured", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Card payments are not enabled");
  });
});

describe("POST /api/orders/quote: the server prices every line", () => {
  it("should sell a wholesale product at retail for 9 units and at 80 % for 10", async () => {
    const turmeric = await client.product("Organic Ground Turmeric");
    expect(turmeric.wholesale).toBe(true);
    const at = async (quantity: number) => (await client.quote({ lines: [{ type: "product", id: turmeric.id, quantity }] })).json();
    const nine = await at(9);
    expect(nine.lines[0]).toMatchObject({ unitPrice: "8.50", lineTotal: "76.50", wholesale: false });
    expect(nine.subtotal).toBe("76.50");
    const ten = await at(10);
    expect(ten.lines[0]).toMatchObject({ unitPrice: "6.80", lineTotal: "68.00", wholesale: true });
    // A product not sold wholesale keeps its retail price at any quantity.
    const knife = await client.product("3.5-Inch Paring Knife");
    const knives = (await client.quote({ lines: [{ type: "product", id: knife.id, quantity: 10 }] })).json();
    expect(knives.lines[0]).toMatchObject({ unitPrice: "24.00", wholesale: false });
  });

  it("should price recipe ingredients at 2.99 only when the id names one of the recipe's ingredients", async () => {
    const last = recipe.ingredients.length - 1;
    const res = await client.quote({
      lines: [
        { type: "ingredient", id: recipe.id * 1000, quantity: 1 },
        { type: "ingredient", id: recipe.id * 1000 + last, quantity: 3 },
        { type: "ingredient", id: recipe.id * 1000 + last + 1, quantity: 1 },
        { type: "ingredient", id: 999_999 * 1000, quantity: 1 },
      ],
    });
    const quote = res.json();
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0]).toMatchObject({
      type: "ingredient",
      id: recipe.id * 1000,
      unitPrice: "2.99",
      name: `${recipe.ingredients[0].name} (${recipe.title})`,
      available: null,
    });
    expect(quote.lines[1]).toMatchObject({ lineTotal: "8.97" });
    expect(quote.problems.map((p: { index: number; problem: string }) => [p.index, p.problem])).toEqual([
      [2, "unknown"],
      [3, "unknown"],
    ]);
  });

  it("should sell a deal at its sale price while it is valid and refuse it once it has ended", async () => {
    const [deal] = await app.database.db.select().from(deals).orderBy(asc(deals.id)).limit(1);
    const valid = (await client.quote({ lines: [{ type: "deal", id: deal.id, quantity: 1, price: String(deal.originalPrice) }] })).json();
    expect(valid.lines[0]).toMatchObject({ type: "deal", name: deal.title, unitPrice: deal.salePrice.toFixed(2), priceChanged: true });
    await app.database.db.update(deals).set({ validUntil: "2020-01-31" }).where(eq(deals.id, deal.id));
    const ended = (await client.quote({ lines: [{ type: "deal", id: deal.id, quantity: 1 }] })).json();
    expect(ended.lines).toEqual([]);
    expect(ended.problems).toEqual([
      { index: 0, type: "deal", id: deal.id, name: deal.title, problem: "ended", message: `The deal "${deal.title}" has ended` },
    ]);
    const res = await client.order({ ...shopper, lines: [{ type: "deal", id: deal.id, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "ended", message: `The deal "${deal.title}" has ended` });
    await app.database.db.update(deals).set({ validUntil: deal.validUntil }).where(eq(deals.id, deal.id));
  });

  it("should charge standard shipping under $50, none from $50, and express always", async () => {
    const jar = await client.product("Stainless Steel Masala Dabba"); // 27.00
    const quote = async (quantity: number, shippingMethod: string) =>
      (await client.quote({ lines: [{ type: "product", id: jar.id, quantity }], shippingMethod })).json();
    expect(await quote(1, "standard")).toMatchObject({
      subtotal: "27.00",
      shipping: { method: "standard", fee: "5.99", days: "3-5 business days" },
      total: "32.99",
    });
    expect(await quote(2, "standard")).toMatchObject({ subtotal: "54.00", shipping: { fee: "0.00" }, total: "54.00" });
    expect(await quote(2, "express")).toMatchObject({
      shipping: { method: "express", fee: "14.99", days: "1-2 business days" },
      total: "68.99",
    });
  });

  it("should report lines whose cart price differs and lines short of stock", async () => {
    const nakiri = await client.product("Nakiri Vegetable Knife");
    const quote = (await client.quote({ lines: [{ type: "product", id: nakiri.id, quantity: 6, price: "70.00" }] })).json();
    expect(quote.priceChanges).toEqual([
      expect.objectContaining({ id: nakiri.id, cartPrice: "70.00", unitPrice: "74.50", priceChanged: true }),
    ]);
    expect(quote.problems).toEqual([
      {
        index: 0,
        type: "product",
        id: nakiri.id,
        name: "Nakiri Vegetable Knife",
        problem: "short",
        available: 4,
        message: "Only 4 left of Nakiri Vegetable Knife",
      },
    ]);
  });

  it("should refuse an empty or malformed cart with 400", async () => {
    for (const [body, path, message] of [
      [{ lines: [] }, "lines", "Your cart is empty"],
      [{}, "lines", "Your cart is empty"],
      [{ lines: [{ type: "gift", id: 1, quantity: 1 }] }, "lines.0.type", "Line type must be product, ingredient or deal"],
      [{ lines: [{ type: "product", id: 0, quantity: 1 }] }, "lines.0.id", "Line id must be a positive whole number"],
      [{ lines: [{ type: "product", id: 1, quantity: 0 }] }, "lines.0.quantity", "Quantity must be a whole number of at least 1"],
      [{ lines: [{ type: "product", id: 1, quantity: 1000 }] }, "lines.0.quantity", "At most 999 of one item per order"],
      [{ lines: [{ type: "product", id: 1, quantity: 1, price: "cheap" }] }, "lines.0.price", "Price must be an amount such as 12.99"],
      [
        { lines: Array.from({ length: 51 }, (_, i) => ({ type: "product", id: i + 1, quantity: 1 })) },
        "lines",
        "An order holds at most 50 lines",
      ],
      [
        { lines: [{ type: "product", id: 1, quantity: 1 }], shippingMethod: "drone" },
        "shippingMethod",
        "Please choose standard or express shipping",
      ],
    ] as const) {
      const res = await client.quote(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().issues[0], JSON.stringify(body).slice(0, 80)).toEqual({ path, message });
    }
  });
});

describe("POST /api/orders with pay on delivery", () => {
  it("should place the order at the server's prices, take the stock, keep each line's price and queue both mails", async () => {
    const turmeric = await client.product("Organic Ground Turmeric");
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const [deal] = await app.database.db.select().from(deals).orderBy(asc(deals.id)).limit(1);
    const turmericBefore = await client.stockOf(turmeric.id);
    const dabbaBefore = await client.stockOf(dabba.id);
    const res = await client.order({
      ...shopper,
      notes: "Leave at the door",
      lines: [
        // A tampered price: ignored, and reported as changed.
        { type: "product", id: turmeric.id, quantity: 10, price: 0.01, name: "Free turmeric" },
        { type: "product", id: dabba.id, quantity: 1, price: "27.00" },
        { type: "ingredient", id: recipe.id * 1000 + 1, quantity: 2, price: 2.99 },
        { type: "deal", id: deal.id, quantity: 1, price: deal.salePrice },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const subtotal = 68 + 27 + 5.98 + deal.salePrice;
    expect(order).toMatchObject({
      reference: expect.stringMatching(/^OR-[2-9A-HJKMNP-Z]{8}$/),
      status: "awaiting_payment",
      paymentMethod: "on-delivery",
      subtotal: subtotal.toFixed(2),
      shipping: { method: "standard", fee: "0.00", days: "3-5 business days" },
      total: subtotal.toFixed(2),
      currency: "USD",
      email: "asha.rao@example.com",
      statusUrl: expect.stringMatching(/^\/orders\/[A-Za-z0-9_-]{43}$/),
      payment: { method: "on-delivery", instructions: expect.stringContaining(order.reference) },
      message: "Thank you! Your order is placed. A confirmation is on its way to your inbox.",
    });
    expect(order.lines.map((l: { name: string; unitPrice: string; quantity: number }) => [l.name, l.unitPrice, l.quantity])).toEqual([
      ["Organic Ground Turmeric", "6.80", 10],
      ["Stainless Steel Masala Dabba", "27.00", 1],
      [`${recipe.ingredients[1].name} (${recipe.title})`, "2.99", 2],
      [deal.title, deal.salePrice.toFixed(2), 1],
    ]);
    expect(order.priceChanges).toEqual([expect.objectContaining({ id: turmeric.id, cartPrice: "0.01", unitPrice: "6.80" })]);

    expect(await client.stockOf(turmeric.id)).toBe(turmericBefore - 10);
    expect(await client.stockOf(dabba.id)).toBe(dabbaBefore - 1);

    const [row] = await app.database.db.select().from(orders).where(eq(orders.reference, order.reference));
    expect(row).toMatchObject({
      status: "awaiting_payment",
      total: subtotal.toFixed(2),
      notes: "Leave at the door",
      city: "San Francisco",
    });
    const token = order.statusUrl.split("/").pop();
    expect(row.statusTokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    // Each line keeps the price it was sold at, whatever the catalogue says later.
    await app.database.db.update(products).set({ price: 99 }).where(eq(products.id, turmeric.id));
    const lines = await app.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
    expect(lines[0]).toMatchObject({ unitPrice: "6.80", lineTotal: "68.00", wholesale: true, productId: turmeric.id });
    const view = (await client.status(order.statusUrl)).json();
    expect(view.lines[0].unitPrice).toBe("6.80");
    await app.database.db.update(products).set({ price: turmeric.price }).where(eq(products.id, turmeric.id));

    const mails = (await app.database.db.select().from(outbox)).filter((m) => m.subject.includes(order.reference));
    expect(mails.map((m) => m.recipient).sort()).toEqual([BRAND.email, "asha.rao@example.com"].sort());
    const toShopper = mails.find((m) => m.recipient === "asha.rao@example.com")!;
    expect(toShopper.subject).toBe(`Your Ayur Kitchen order ${order.reference}`);
    for (const text of [
      "10 × Organic Ground Turmeric @ $6.80 (wholesale) = $68.00",
      `Subtotal: $${subtotal.toFixed(2)}`,
      "Shipping (standard, 3-5 business days): free",
      `Total: $${subtotal.toFixed(2)}`,
      "bank transfer",
      `http://localhost:3000/orders/${token}`,
    ]) {
      expect(toShopper.textBody).toContain(text);
    }
    const toTeam = mails.find((m) => m.recipient === BRAND.email)!;
    expect(toTeam.textBody).toContain("Leave at the door");
    // The shopper's address is whatever they typed: their confirmation repeats none of their text,
    // the team's notice all of it.
    expectAcknowledgementWithoutTypedText({
      acknowledgement: toShopper,
      notice: toTeam,
      typed: ["Asha Rao", "218 Valencia Street", "Apt 4", "San Francisco", "94103", "Leave at the door"],
    });

    await app.services.outbox.drainOnce();
    expect(smtp.received.some((m) => m.to.includes("asha.rao@example.com") && m.raw.includes(order.reference))).toBe(true);
  });

  it("should show the order on its status page by the token from the mail, and nothing for any other token", async () => {
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const order = (
      await client.order({ ...shopper, shippingMethod: "express", lines: [{ type: "product", id: dabba.id, quantity: 1 }] })
    ).json();
    const res = await client.status(order.statusUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({
      reference: order.reference,
      status: "awaiting_payment",
      total: "41.99",
      shipping: { method: "express", fee: "14.99" },
      shipTo: {
        name: "Asha Rao",
        addressLine1: "218 Valencia Street",
        addressLine2: "Apt 4",
        city: "San Francisco",
        region: "CA",
        postalCode: "94103",
        country: "United States",
      },
    });
    for (const token of ["x".repeat(43), "short", "%00", "a".repeat(300)]) {
      const other = await app.inject(`/api/orders/status/${token}`);
      // A path parameter past Fastify's length limit matches no route: 404 all the same.
      expect(other.statusCode, token).toBe(404);
    }
    expect((await app.inject(`/api/orders/status/${"A".repeat(43)}`)).json().message).toBe(
      "This order link is not valid. Please use the link in your confirmation email.",
    );
  });

  it("should refuse the whole order with 409 naming the product and what is left, taking nothing", async () => {
    const nakiri = await client.product("Nakiri Vegetable Knife");
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const dabbaBefore = await client.stockOf(dabba.id);
    const ordersBefore = await orderCount();
    const mailsBefore = await mailCount();
    const res = await client.order({
      ...shopper,
      lines: [
        { type: "product", id: dabba.id, quantity: 2 },
        { type: "product", id: nakiri.id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "short",
      message: "Only 4 left of Nakiri Vegetable Knife",
      problems: [
        {
          index: 1,
          type: "product",
          id: nakiri.id,
          name: "Nakiri Vegetable Knife",
          problem: "short",
          available: 4,
          message: "Only 4 left of Nakiri Vegetable Knife",
        },
      ],
    });
    expect(await client.stockOf(dabba.id)).toBe(dabbaBefore);
    expect(await client.stockOf(nakiri.id)).toBe(4);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await mailCount()).toBe(mailsBefore);

    const whetstone = await client.product("Combination Whetstone 1000/6000");
    const out = await client.order({ ...shopper, lines: [{ type: "product", id: whetstone.id, quantity: 1 }] });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe("Combination Whetstone 1000/6000 is out of stock");
  });

  it("should refuse unknown items with 400 naming the line", async () => {
    const unknownProduct = await client.order({ ...shopper, lines: [{ type: "product", id: 999_999, quantity: 1 }] });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().issues).toEqual([{ path: "lines.0.id", message: "This product is no longer sold" }]);
    const badIngredient = await client.order({ ...shopper, lines: [{ type: "ingredient", id: recipe.id * 1000 + 999, quantity: 1 }] });
    expect(badIngredient.json().issues).toEqual([{ path: "lines.0.id", message: "This ingredient is not part of the recipe" }]);
    const unknownDeal = await client.order({ ...shopper, lines: [{ type: "deal", id: 999_999, quantity: 1 }] });
    expect(unknownDeal.json().issues).toEqual([{ path: "lines.0.id", message: "This deal is no longer offered" }]);
  });

  it("should place the order only at the total the checkout showed", async () => {
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const lines = [{ type: "product", id: dabba.id, quantity: 1, price: 27 }];
    const stale = await client.order({ ...shopper, lines, expectedTotal: "30.00" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "price_changed",
      quote: { total: "32.99", lines: [expect.objectContaining({ unitPrice: "27.00" })] },
    });
    const right = await client.order({ ...shopper, lines, expectedTotal: "32.99" });
    expect(right.statusCode).toBe(201);
    expect(right.json().total).toBe("32.99");
  });

  it("should answer a replay with the same Idempotency-Key with the same order, writing nothing more", async () => {
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const body = { ...shopper, lines: [{ type: "product", id: dabba.id, quantity: 1 }] };
    const headers = { "idempotency-key": "checkout-7f3a1c" };
    const first = await client.order(body, headers);
    expect(first.statusCode).toBe(201);
    const stock = await client.stockOf(dabba.id);
    const ordersAfter = await orderCount();
    const mailsAfter = await mailCount();
    const again = await client.order(body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await client.stockOf(dabba.id)).toBe(stock);
    expect(await orderCount()).toBe(ordersAfter);
    expect(await mailCount()).toBe(mailsAfter);
    // The status link from the replay opens the same order.
    expect((await client.status(again.json().statusUrl)).json().reference).toBe(first.json().reference);

    const other = await client.order({ ...body, lines: [{ type: "product", id: dabba.id, quantity: 2 }] }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: "idempotency_reused", message: "This Idempotency-Key was already used for a different order" });
    const bad = await client.order(body, { "idempotency-key": "has spaces" });
    expect(bad.statusCode).toBe(400);

    // Twins sent at once still make one order.
    const twinHeaders = { "idempotency-key": "checkout-twins" };
    const twins = await Promise.all([client.order(body, twinHeaders), client.order(body, twinHeaders), client.order(body, twinHeaders)]);
    expect(twins.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(twins.map((r) => r.json().reference)).size).toBe(1);
    expect(await orderCount()).toBe(ordersAfter + 1);
  });

  it("should refuse each invalid checkout field with its message and store nothing", async () => {
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const valid = { ...shopper, lines: [{ type: "product", id: dabba.id, quantity: 1 }] };
    const before = await orderCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Name must be at least 2 characters"],
      [{ email: "nope" }, "email", "Please enter a valid email address"],
      [{ addressLine1: "" }, "addressLine1", "Please enter your street address"],
      [{ city: undefined }, "city", "Please enter your city"],
      [{ postalCode: "" }, "postalCode", "Please enter your postal code"],
      [{ country: "" }, "country", "Please enter your country"],
      [{ shippingMethod: "overnight" }, "shippingMethod", "Please choose standard or express shipping"],
      [{ paymentMethod: "crypto" }, "paymentMethod", "Please choose how you want to pay"],
      [{ paymentMethod: "card" }, "paymentMethod", "Card payment is not available. Please choose pay on delivery or bank transfer."],
      [{ expectedTotal: "lots" }, "expectedTotal", "expectedTotal must be an amount such as 64.50"],
      [{ name: "Asha\u0000" }, "name", "Name contains characters that are not allowed"],
      [{ lines: [] }, "lines", "Your cart is empty"],
    ];
    for (const [change, path, message] of cases) {
      const res = await client.order({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    for (const body of ["{", "[]", "null"]) expect((await client.order(body)).statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("should answer a filled honeypot as usual and store nothing", async () => {
    const before = await orderCount();
    const mails = await mailCount();
    const dabba = await client.product("Stainless Steel Masala Dabba");
    const res = await client.order({ ...shopper, homepage: "spam", lines: [{ type: "product", id: dabba.id, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thank you! Your order is placed. A confirmation is on its way to your inbox.");
    expect(await orderCount()).toBe(before);
    expect(await mailCount()).toBe(mails);
  });

  it("should answer 429 once one address places too many orders", async () => {
    const dabba = await client.product("Stainless Steel Masala Dabba");
    await client.setStock(dabba.id, 500);
    const from = nextAddress();
    let refused = null;
    for (let i = 0; i <= ORDER_RATE_LIMIT.limit && !refused; i++) {
      const res = await client.order({ ...shopper, lines: [{ type: "product", id: dabba.id, quantity: 1 }] }, {}, from);
      if (res.statusCode !== 201) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toBe("Too many orders from this address. Please try again in a few minutes.");
  });
});

describe("concurrent orders", () => {
  it("should sell exactly the 5 in stock to 100 simultaneous orders and answer the other 95 with 409", async () => {
    const jars = await client.product("Glass Spice Jars with Bamboo Lids (12-Pack)");
    await client.setStock(jars.id, 5);
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => client.order({ ...shopper, lines: [{ type: "product", id: jars.id, quantity: 1 }] })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(95);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe("Glass Spice Jars with Bamboo Lids (12-Pack) is out of stock");
    }
    const [row] = await app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, jars.id));
    expect(row.stock).toBe(0);
    expect(await orderCount()).toBe(before + 5);
  }, 60_000);
});

describe("GET /api/openapi.json", () => {
  it("should publish every order, payment and orders desk route with its input, its answer and its errors", async () => {
    const orderPaths = /^\/api\/(checkout-options|orders|payments|admin\/orders)(\/|$)/;
    const json = ["application/json"];
    const admin = (statuses: number[], answers: string, body: string[] = []) => ({ tags: ["Admin"], statuses, answers, body });
    const expected = {
      "GET /api/checkout-options": { tags: ["Shop"], statuses: [200], answers: "CheckoutOptions", body: [] },
      "POST /api/orders/quote": { tags: ["Shop"], statuses: [200, 400, 429], answers: "OrderQuote", body: json },
      "POST /api/orders": { tags: ["Shop"], statuses: [201, 400, 409, 429, 502], answers: "OrderResult", body: json },
      "GET /api/orders/status/:token": { tags: ["Shop"], statuses: [200, 400, 404], answers: "Order", body: [] },
      "POST /api/payments/stripe/webhook": { tags: ["Shop"], statuses: [200, 400, 404, 413], answers: "object", body: json },
      "GET /api/admin/orders": admin([200, 400, 401], "DeskOrderPage"),
      "GET /api/admin/orders/counts": admin([200, 401], "object"),
      "GET /api/admin/orders/:id": admin([200, 400, 401, 404], "DeskOrder"),
      "POST /api/admin/orders/:id/status": admin([200, 400, 401, 403, 404, 409, 422], "object", json),
    };
    expect(declaredRoutesMatching(app, orderPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, orderPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
