import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";
import { startSmtpCapture } from "../../test-support/smtp-capture";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

let clock = new Date("2026-11-26T10:00:00Z");

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ SMTP_URL: smtp.url, seedDemoContent: false, clock: () => clock });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
afterEach(() => smtp.setRefusing(false));

// Each sign-up comes from an address of its own unless a test says otherwise, so the per-IP
// limit only speaks in the test about it.
let caller = 0;
const nextAddress = () => `10.1.${(++caller >> 8) & 255}.${caller & 255}`;
const subscribe = (payload: string, contentType = "application/json", remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/newsletter", payload, headers: { "content-type": contentType }, remoteAddress });

const CHECK_INBOX = { message: "Thank you! Please check your inbox and confirm your subscription with the link we sent." };
const mailsTo = (email: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
const subscriberOf = async (email: string) =>
  (await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const linkIn = (text: string, kind: "confirm" | "unsubscribe") => {
  const match = new RegExp(`/newsletter/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
};

describe("newsletter", () => {
  it("should store a new address as unconfirmed and mail only a confirmation link", async () => {
    const res = await subscribe(JSON.stringify({ email: "  Cook@Example.com " }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(CHECK_INBOX);
    expect(await subscriberOf("cook@example.com")).toMatchObject({ status: "unconfirmed", confirmedAt: null });
    const mails = await mailsTo("cook@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      status: "pending",
      subject: "Please confirm your Ayur Kitchen newsletter subscription",
      headers: null,
    });
    expect(mails[0].textBody).toContain("/newsletter/confirm/");
    expect(mails[0].textBody).not.toMatch(/cook@example\.com/i);
  });

  it("should answer a repeat sign-up the same way and send a new link at most once per 10 minutes", async () => {
    const again = await subscribe(JSON.stringify({ email: "COOK@example.com" }));
    expect([again.statusCode, again.json()]).toEqual([200, CHECK_INBOX]);
    expect(await mailsTo("cook@example.com")).toHaveLength(1);
    expect(
      await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "cook@example.com")),
    ).toHaveLength(1);

    clock = new Date(clock.getTime() + 11 * 60_000);
    const later = await subscribe(JSON.stringify({ email: "cook@example.com" }));
    expect([later.statusCode, later.json()]).toEqual([200, CHECK_INBOX]);
    const mails = await mailsTo("cook@example.com");
    expect(mails).toHaveLength(2);
    // Both links work until one is used.
    expect(linkIn(mails[0].textBody, "confirm")).not.toBe(linkIn(mails[1].textBody, "confirm"));
  });

  it("should confirm once per link, welcome the reader with one-click unsubscribe headers, and change nothing on a later sign-up", async () => {
    const newsletter = app.services.newsletter;
    const [first, second] = await mailsTo("cook@example.com");
    const token = linkIn(second.textBody, "confirm");
    expect(await newsletter.confirm(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBe("invalid");
    expect(await newsletter.confirm("not-a-token")).toBe("invalid");
    expect(await newsletter.confirmationLinkWorks(token)).toBe(true);
    expect(await newsletter.confirm(token)).toBe("confirmed");
    expect(await newsletter.confirm(token)).toBe("invalid");
    expect(await newsletter.confirmationLinkWorks(token)).toBe(false);
    expect(await subscriberOf("cook@example.com")).toMatchObject({ status: "confirmed", confirmedAt: clock });

    const welcome = (await mailsTo("cook@example.com"))[2];
    expect(welcome.subject).toBe("Welcome to the Ayur Kitchen newsletter");
    const unsubscribe = linkIn(welcome.textBody, "unsubscribe");
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/newsletter/unsubscribe/${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The older confirmation link still confirms nothing new: the address is already confirmed.
    expect(await newsletter.confirm(linkIn(first.textBody, "confirm"))).toBe("confirmed");
    expect(await mailsTo("cook@example.com")).toHaveLength(3);

    const mailsBefore = (await mailsTo("cook@example.com")).length;
    clock = new Date(clock.getTime() + 60 * 60_000);
    const res = await subscribe(JSON.stringify({ email: "cook@example.com" }));
    expect([res.statusCode, res.json()]).toEqual([200, CHECK_INBOX]);
    expect(await mailsTo("cook@example.com")).toHaveLength(mailsBefore);
    expect((await subscriberOf("cook@example.com")).status).toBe("confirmed");
  });

  it("should refuse an expired confirmation link", async () => {
    await subscribe(JSON.stringify({ email: "slow@example.com" }));
    const token = linkIn((await mailsTo("slow@example.com"))[0].textBody, "confirm");
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60_000);
    expect(await app.services.newsletter.confirm(token)).toBe("invalid");
    expect((await subscriberOf("slow@example.com")).status).toBe("unconfirmed");
  });

  it("should unsubscribe at once from any letter's link, again without harm, and only confirm again by a new link", async () => {
    const newsletter = app.services.newsletter;
    const mails = await mailsTo("cook@example.com");
    const token = linkIn(mails[2].textBody, "unsubscribe");
    expect(await newsletter.unsubscribe("x".repeat(43))).toBe("invalid");
    expect(await newsletter.unsubscribeLinkWorks(token)).toBe(true);
    expect(await newsletter.unsubscribe(token)).toBe("unsubscribed");
    expect(await newsletter.unsubscribe(token)).toBe("unsubscribed");
    expect(await subscriberOf("cook@example.com")).toMatchObject({ status: "unsubscribed", unsubscribedAt: clock });

    clock = new Date(clock.getTime() + 60 * 60_000);
    await subscribe(JSON.stringify({ email: "cook@example.com" }));
    const fresh = (await mailsTo("cook@example.com")).at(-1)!;
    expect(fresh.subject).toBe("Please confirm your Ayur Kitchen newsletter subscription");
    expect((await subscriberOf("cook@example.com")).status).toBe("unsubscribed");
    expect(await newsletter.confirm(linkIn(fresh.textBody, "confirm"))).toBe("confirmed");
    expect((await subscriberOf("cook@example.com")).status).toBe("confirmed");
  });

  it("should answer 429 past 10 sign-ups from one address in 10 minutes, and store nothing more", async () => {
    const before = (await app.database.db.select().from(newsletterSubscribers)).length;
    for (let i = 0; i < 10; i++)
      expect((await subscribe(JSON.stringify({ email: `many${i}@example.com` }), undefined, "10.9.9.9")).statusCode).toBe(200);
    const refused = await subscribe(JSON.stringify({ email: "one.more@example.com" }), undefined, "10.9.9.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many sign-ups from this address. Please try again in a few minutes.");
    expect(await app.database.db.select().from(newsletterSubscribers)).toHaveLength(before + 10);
  });

  it("should refuse an invalid email with the spec's message and store nothing", async () => {
    for (const payload of [{ email: "not-an-email" }, { email: "" }, { email: 42 }, {}]) {
      const res = await subscribe(JSON.stringify(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        message: "Please enter a valid email address",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      });
    }
    expect(await subscriberOf("not-an-email")).toBeUndefined();
  });

  it("should refuse an email holding a NUL, a control character or half a surrogate pair, never answer 500", async () => {
    const before = (await app.database.db.select().from(newsletterSubscribers)).length;
    for (const email of [
      "cook\u0000@example.com",
      "cook@example.com\u0000",
      "co\u001fok@example.com",
      "co\ud800ok@example.com",
      ["cook@example.com"],
    ]) {
      const res = await subscribe(JSON.stringify({ email }));
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
      expect(res.json().issues, JSON.stringify(email)).toEqual([{ path: "email", message: "Please enter a valid email address" }]);
    }
    expect(await app.database.db.select().from(newsletterSubscribers)).toHaveLength(before);
  });

  it("should answer malformed JSON with 400, a body over 1 MB with 413, never 500", async () => {
    const malformed = await subscribe("{ email: ");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("The request body is not valid JSON");
    const huge = await subscribe(JSON.stringify({ email: `${"a".repeat(1_100_000)}@example.com` }));
    expect(huge.statusCode).toBe(413);
    const text = await subscribe("email=a@b.co", "text/plain");
    expect(text.statusCode).toBe(415);
  });
});

/** Sends everything due: the tests above left mail queued. */
async function drainAll() {
  while ((await app.services.outbox.drainOnce()) > 0);
}

describe("outbox", () => {
  it("should deliver queued mail over SMTP and mark it sent", async () => {
    await drainAll();
    await subscribe(JSON.stringify({ email: "first.reader@example.com" }));
    expect(await app.services.outbox.drainOnce()).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes("first.reader@example.com"));
    expect(mail?.raw).toMatch(/Subject: Please confirm your Ayur Kitchen newsletter subscription/);
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "first.reader@example.com"));
    expect(row.status).toBe("sent");
    expect(row.sentAt).not.toBeNull();

    // A newsletter mail carries its one-click unsubscribe headers over SMTP (RFC 8058).
    expect(await app.services.newsletter.confirm(linkIn(row.textBody, "confirm"))).toBe("confirmed");
    expect(await app.services.outbox.drainOnce()).toBe(1);
    // Long headers are folded on the wire; a mail program reads them unfolded.
    const welcome = smtp.received
      .filter((m) => m.to.includes("first.reader@example.com"))
      .at(-1)
      ?.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(welcome).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}>\r?$/m);
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it("should keep mail when SMTP refuses it and retry later with backoff", async () => {
    await drainAll();
    smtp.setRefusing(true);
    await subscribe(JSON.stringify({ email: "patient@example.com" }));
    expect(await app.services.outbox.drainOnce()).toBe(0);
    const [failed] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "patient@example.com"));
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing is sent even though SMTP works again.
    smtp.setRefusing(false);
    expect(await app.services.outbox.drainOnce()).toBe(0);
    // Once due, it goes out.
    expect(await app.services.outbox.drainOnce(new Date(Date.now() + 120_000))).toBe(1);
    expect(smtp.received.some((m) => m.to.includes("patient@example.com"))).toBe(true);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish POST /api/newsletter with its body, its answer and its errors", async () => {
    const paths = /^\/api\/newsletter$/;
    expect(declaredRoutesMatching(app, paths)).toEqual(["POST /api/newsletter"]);
    expect((await publishedOperations(app, paths))["POST /api/newsletter"]).toEqual({
      tags: ["Newsletter"],
      statuses: [200, 400, 429],
      answers: "NewsletterResult",
      body: ["application/json"],
    });
  });
});
