import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/test-app";
import { startSmtpCapture } from "../../test-support/smtp-capture";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ SMTP_URL: smtp.url, seedDemoContent: false });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
afterEach(() => smtp.setRefusing(false));

const subscribe = (payload: string, contentType = "application/json") =>
  app.inject({ method: "POST", url: "/api/newsletter", payload, headers: { "content-type": contentType } });

describe("newsletter", () => {
  it("should store a valid email, answer 201 and queue a confirmation mail in the outbox", async () => {
    const res = await subscribe(JSON.stringify({ email: "  Cook@Example.com " }));
    expect(res.statusCode).toBe(201);
    const rows = await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "cook@example.com"));
    expect(rows).toHaveLength(1);
    const mails = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "cook@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe("pending");
  });

  it("should not duplicate the same email and not call it an error", async () => {
    const res = await subscribe(JSON.stringify({ email: "COOK@example.com" }));
    expect(res.statusCode).toBe(200);
    expect(res.json().alreadySubscribed).toBe(true);
    const rows = await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "cook@example.com"));
    expect(rows).toHaveLength(1);
    const mails = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "cook@example.com"));
    expect(mails).toHaveLength(1);
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
    const all = await app.database.db.select().from(newsletterSubscribers);
    expect(all).toHaveLength(1);
  });

  it("should refuse an email holding a NUL, a control character or half a surrogate pair, never answer 500", async () => {
    const before = (await app.database.db.select().from(newsletterSubscribers)).length;
    for (const email of ["cook\u0000@example.com", "cook@example.com\u0000", "co\u001fok@example.com", "co\ud800ok@example.com", ["cook@example.com"]]) {
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

describe("outbox", () => {
  it("should deliver queued mail over SMTP and mark it sent", async () => {
    await subscribe(JSON.stringify({ email: "first.reader@example.com" }));
    const sent = await app.services.outbox.drainOnce();
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((m) => m.to.includes("first.reader@example.com"));
    expect(mail?.raw).toMatch(/Subject: Welcome to the Ayur Kitchen newsletter/);
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, "first.reader@example.com"));
    expect(row.status).toBe("sent");
    expect(row.sentAt).not.toBeNull();
  });

  it("should keep mail when SMTP refuses it and retry later with backoff", async () => {
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
