import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { bulkInquiries, outbox, products } from "../../db/schema/index";
import { startSmtpCapture } from "../../test-support/smtp-capture";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let address = 0;
/** Each test sends from its own address unless told, so the per-IP limit is met only where tested. */
const send = (payload: unknown, remoteAddress = `10.1.0.${++address}`) =>
  app.inject({
    method: "POST",
    url: "/api/bulk-inquiries",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress,
  });

const valid = {
  productName: "  Organic Ground Turmeric ",
  quantity: 250,
  buyerName: "Ravi Menon",
  email: "Ravi@Example.com",
  phone: "+1 408 555 0199",
  message: "Monthly supply for two cafes.\nDelivery to San Jose, please.",
  recipientEmail: "attacker@example.net",
};

const rows = async () => app.database.db.select().from(bulkInquiries);
const mails = async () => app.database.db.select().from(outbox);

describe("POST /api/bulk-inquiries", () => {
  it("should store the enquiry, answer 201 with the spec's message, and queue the team's notice and the buyer's acknowledgement", async () => {
    const [turmeric] = await app.database.db.select().from(products).where(eq(products.name, "Organic Ground Turmeric"));
    const res = await send({ ...valid, productId: turmeric.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^BQ-[2-9A-HJKMNP-Z]{8}$/),
      title: "Inquiry Submitted",
      message: "We'll contact you within 24 hours for your bulk order.",
    });

    const [row] = await app.database.db.select().from(bulkInquiries).where(eq(bulkInquiries.reference, body.reference));
    expect(row).toMatchObject({
      productName: "Organic Ground Turmeric",
      productId: turmeric.id,
      quantity: 250,
      buyerName: "Ravi Menon",
      email: "ravi@example.com",
      phone: "+1 408 555 0199",
      message: valid.message,
      recipientEmail: "attacker@example.net",
    });

    const queued = (await mails()).filter((m) => m.textBody.includes(body.reference));
    expect(queued.map((m) => m.recipient).sort()).toEqual([BRAND.email, "ravi@example.com"].sort());
    // The browser's recipientEmail is never a recipient: the site is no open relay.
    expect((await mails()).some((m) => m.recipient === "attacker@example.net")).toBe(false);
    const team = queued.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`New bulk order enquiry ${body.reference}`);
    expect(team.textBody).toContain("Quantity: 250");
    expect(team.textBody).toContain(`/shop/product/${turmeric.id}`);
    expect(team.textBody).toContain("Delivery to San Jose");
    const buyer = queued.find((m) => m.recipient === "ravi@example.com")!;
    expect(buyer.subject).not.toContain("Ravi");
    expect(buyer.textBody).toContain("within 24 hours");
    // The product is named as the catalogue names it, with its page.
    expect(buyer.textBody).toContain(`250 units of Organic Ground Turmeric (http://localhost:3000/shop/product/${turmeric.id})`);

    // The outbox delivers both over SMTP.
    await app.services.outbox.drainOnce();
    const delivered = smtp.received.filter((m) => m.raw.includes(body.reference));
    expect(delivered.flatMap((m) => m.to).sort()).toEqual([BRAND.email, "ravi@example.com"].sort());
  });

  it("should accept a quantity typed as text, no message, and a product id that no longer exists", async () => {
    const res = await send({ ...valid, quantity: "40", message: "", productId: 999999, recipientEmail: "" });
    expect(res.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(bulkInquiries).where(eq(bulkInquiries.reference, res.json().reference));
    expect(row).toMatchObject({ quantity: 40, message: null, productId: null, recipientEmail: null });
  });

  it("should refuse each invalid field with the spec's message and store nothing", async () => {
    const before = (await rows()).length;
    const mailBefore = (await mails()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productName: "" }, "productName", "Product name is required"],
      [{ productName: "   " }, "productName", "Product name is required"],
      [{ productName: undefined }, "productName", "Product name is required"],
      [{ quantity: 0 }, "quantity", "Quantity is required"],
      [{ quantity: -5 }, "quantity", "Quantity is required"],
      [{ quantity: 2.5 }, "quantity", "Quantity is required"],
      [{ quantity: "" }, "quantity", "Quantity is required"],
      [{ quantity: "ten" }, "quantity", "Quantity is required"],
      [{ quantity: undefined }, "quantity", "Quantity is required"],
      [{ quantity: 1_000_001 }, "quantity", "Quantity must be at most 1,000,000"],
      [{ buyerName: "" }, "buyerName", "Name is required"],
      [{ email: "not-an-email" }, "email", "Valid email is required"],
      [{ email: undefined }, "email", "Valid email is required"],
      [{ phone: "555-0199" }, "phone", "Valid phone number is required"],
      [{ phone: undefined }, "phone", "Valid phone number is required"],
      [{ message: "m".repeat(2001) }, "message", "Message must be at most 2000 characters"],
      [{ productId: -1 }, "productId", "productId must be a positive whole number"],
      [{ recipientEmail: "nope" }, "recipientEmail", "Valid email is required"],
      [{ productName: "Turmeric\u0000" }, "productName", "Product name contains characters that are not allowed"],
    ];
    for (const [change, path, message] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    const empty = await send({});
    expect(
      empty
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["buyerName", "email", "phone", "productName", "quantity"]);
    for (const body of ["{ productName: ", "[]", "null", "42"]) expect((await send(body)).statusCode, body).toBe(400);
    expect((await rows()).length).toBe(before);
    expect((await mails()).length).toBe(mailBefore);
  });
});
