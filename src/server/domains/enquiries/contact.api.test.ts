import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "../../../shared/schemas/contact";
import { contactMessages, outbox } from "../../db/schema/index";
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
const send = (payload: unknown, remoteAddress = `10.2.0.${++address}`) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress,
  });

const valid = {
  name: "  Priya Nair ",
  email: "Priya@Example.com",
  subject: "partnership",
  message: "We grow organic turmeric in Kerala.\nCould we talk about a partnership?",
  recipientEmail: "attacker@example.net",
};

const rows = async () => app.database.db.select().from(contactMessages);
const mails = async () => app.database.db.select().from(outbox);

describe("POST /api/contact", () => {
  it("should store the message, answer 201 with the spec's message, and queue the team's notice and the sender's acknowledgement", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^CT-[2-9A-HJKMNP-Z]{8}$/),
      title: "Message Sent Successfully!",
      message: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });

    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.reference, body.reference));
    expect(row).toMatchObject({
      name: "Priya Nair",
      email: "priya@example.com",
      subject: "partnership",
      message: valid.message,
      recipientEmail: "attacker@example.net",
      status: "new",
    });

    const queued = (await mails()).filter((m) => m.textBody.includes(body.reference));
    expect(queued.map((m) => m.recipient).sort()).toEqual([BRAND.email, "priya@example.com"].sort());
    // The browser's recipientEmail is never a recipient: the site is no open relay.
    expect((await mails()).some((m) => m.recipient === "attacker@example.net")).toBe(false);
    const team = queued.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`New contact message ${body.reference} (Partnership)`);
    expect(team.textBody).toContain("within 24 hours");
    expect(team.textBody).toContain("Name: Priya Nair");
    expect(team.textBody).toContain("Could we talk about a partnership?");
    const sender = queued.find((m) => m.recipient === "priya@example.com")!;
    expect(sender.subject).toBe(`We received your message ${body.reference}`);
    expect(sender.textBody).toContain("We'll get back to you within 24 hours");
    expect(sender.textBody).toMatch(/^Hello,\n/);
    expect(sender.textBody).toContain("your message about Partnership");

    await app.services.outbox.drainOnce();
    const delivered = smtp.received.filter((m) => m.raw.includes(body.reference));
    expect(delivered.flatMap((m) => m.to).sort()).toEqual([BRAND.email, "priya@example.com"].sort());
  });

  it("should accept each of the eight subjects and a message without recipientEmail", async () => {
    for (const subject of CONTACT_SUBJECTS) {
      const res = await send({ ...valid, subject, recipientEmail: undefined });
      expect(res.statusCode, subject).toBe(201);
      const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.reference, res.json().reference));
      expect(row).toMatchObject({ subject, recipientEmail: null });
    }
  });

  it("should take each subject by the label the published list writes, in any case, and store its key", async () => {
    for (const subject of CONTACT_SUBJECTS) {
      for (const label of [CONTACT_SUBJECT_LABELS[subject], CONTACT_SUBJECT_LABELS[subject].toUpperCase()]) {
        const res = await send({ ...valid, subject: label });
        expect(res.statusCode, label).toBe(201);
        const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.reference, res.json().reference));
        expect(row.subject, label).toBe(subject);
      }
    }
    expect((await send({ ...valid, subject: "General Inquiries" })).statusCode).toBe(400);
  });

  it("should refuse each invalid field with the spec's message and store nothing", async () => {
    const before = (await rows()).length;
    const mailBefore = (await mails()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Name must be at least 2 characters"],
      [{ name: " A " }, "name", "Name must be at least 2 characters"],
      [{ name: undefined }, "name", "Name must be at least 2 characters"],
      [{ name: 42 }, "name", "Name must be at least 2 characters"],
      [{ name: "n".repeat(101) }, "name", "Name must be at most 100 characters"],
      [{ name: "Ann\u0000" }, "name", "Name contains characters that are not allowed"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email"],
      [{ email: "" }, "email", "Please enter a valid email"],
      [{ email: undefined }, "email", "Please enter a valid email"],
      [{ subject: "" }, "subject", "Please select a subject"],
      [{ subject: undefined }, "subject", "Please select a subject"],
      [{ subject: "Partnership!" }, "subject", "Please select a subject"],
      [{ message: "Too short" }, "message", "Message must be at least 10 characters"],
      [{ message: "          x" }, "message", "Message must be at least 10 characters"],
      [{ message: undefined }, "message", "Message must be at least 10 characters"],
      [{ message: "m".repeat(5001) }, "message", "Message must be at most 5,000 characters"],
      [{ recipientEmail: "nope" }, "recipientEmail", "Please enter a valid email"],
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
    ).toEqual(["email", "message", "name", "subject"]);
    for (const body of ["{ name: ", "[]", "null", "42"]) expect((await send(body)).statusCode, body).toBe(400);
    expect((await rows()).length).toBe(before);
    expect((await mails()).length).toBe(mailBefore);
  });
});
