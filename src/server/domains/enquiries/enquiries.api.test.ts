import type { FastifyInstance } from "fastify";
import { gt } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { HONEYPOT_FIELD } from "../../../shared/schemas/form-fields";
import {
  bulkInquiries,
  contactMessages,
  contentRemovalRequests,
  expertConsultations,
  outbox,
  sponsorshipInquiries,
} from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { expectAcknowledgementWithoutTypedText, expectHoneypotIgnored, expectRateLimited } from "../../test-support/public-form-checks";
import { startSmtpCapture } from "../../test-support/smtp-capture";
import { buildTestApp } from "../../test-support/test-app";
import type { EnquiryKind } from "./kind";
import { bulkInquiryEnquiry, consultationEnquiry, contactEnquiry, contentRemovalEnquiry, sponsorshipEnquiry } from "./kinds";

/**
 * What every message form guarantees, checked the same way for each: stored with exactly two
 * mails before the 201 (the team's notice and the sender's acknowledgement, never the browser's
 * recipientEmail), an acknowledgement that repeats nothing typed, nothing lost while the mail
 * server is down, typed markup mailed as text, the honeypot, the shared rate limit, refusals that
 * write nothing, and the route published in the API reference. Each kind's own fields and rules
 * are tested beside this file.
 */
type Case = {
  kind: EnquiryKind<any>;
  table: PgTable;
  valid: Record<string, unknown>;
  /** The valid body's sender, as stored (lower case). */
  sender: string;
  /** A body from a stranger's address, with distinctive words typed into its fields. */
  stranger: { body: Record<string, unknown>; typed: string[] };
  /** A free-text field that is mailed to the team, for the markup check. */
  textField: string;
  rateLimited: string;
  /** What both a real and a decoy answer look like. */
  answer: Record<string, unknown>;
  answerSchema: string;
};

const STRANGER = "someone-else@example.org";

const cases: Case[] = [
  {
    kind: contactEnquiry,
    table: contactMessages,
    valid: {
      name: "  Priya Nair ",
      email: "Priya@Example.com",
      subject: "partnership",
      message: "We grow organic turmeric in Kerala.\nCould we talk about a partnership?",
      recipientEmail: "attacker@example.net",
    },
    sender: "priya@example.com",
    stranger: {
      body: { name: "Quillon Vantebrook", message: "Cheap watches at https://spam-shop.example/deal, write to Quillon now" },
      typed: ["Quillon", "Vantebrook", "Cheap watches", "spam-shop.example"],
    },
    textField: "message",
    rateLimited: "Too many messages from this address. Please try again in a few minutes.",
    answer: { title: "Message Sent Successfully!", reference: expect.stringMatching(/^CT-[2-9A-HJKMNP-Z]{8}$/) },
    answerSchema: "InboxFormResult",
  },
  {
    kind: contentRemovalEnquiry,
    table: contentRemovalRequests,
    valid: {
      name: " Lena Fischer ",
      email: "Lena@Example.org",
      phone: "+49 30 1234 5678",
      complaintType: "copyright",
      contentUrl: "https://ayurkitchen.example/recipes/12",
      description: "The second photo on this recipe is mine.\nI took it in 2021 and never licensed it.",
      requestedAction: "credit",
      recipientEmail: "attacker@example.net",
    },
    sender: "lena@example.org",
    stranger: {
      body: {
        name: "Quillon Vantebrook",
        phone: "+49 30 9876 5432",
        contentUrl: "https://spam-shop.example/deal",
        description: "Cheap watches for everyone, write to Quillon now",
      },
      typed: ["Quillon", "Vantebrook", "9876 5432", "spam-shop.example", "Cheap watches"],
    },
    textField: "description",
    rateLimited: "Too many requests from this address. Please try again in a few minutes.",
    answer: { title: "Request Submitted Successfully", reference: expect.stringMatching(/^CR-[2-9A-HJKMNP-Z]{8}$/) },
    answerSchema: "InboxFormResult",
  },
  {
    kind: sponsorshipEnquiry,
    table: sponsorshipInquiries,
    valid: {
      companyName: " Spice Route Foods ",
      contactName: "Marco Rossi",
      email: "Marco@SpiceRoute.example",
      phone: "+39 06 555 0199",
      website: "https://spiceroute.example",
      sponsorshipType: "recipe-sponsor",
      budget: "1000-2500",
      duration: "3-months",
      objectives: "Introduce our organic turmeric to home cooks.",
      description: "Three sponsored recipes a month,\nwith our brand in the ingredients list.",
      recipientEmail: "attacker@example.net",
    },
    sender: "marco@spiceroute.example",
    stranger: {
      body: {
        companyName: "Zarnicle Pills Ltd",
        contactName: "Quillon Vantebrook",
        phone: "+39 06 555 0123",
        website: "https://spam-shop.example",
        objectives: "Cheap watches for everyone",
        description: "Write to Quillon now for a discount",
      },
      typed: ["Zarnicle", "Quillon", "Vantebrook", "555 0123", "spam-shop.example", "Cheap watches", "for a discount"],
    },
    textField: "objectives",
    rateLimited: "Too many enquiries from this address. Please try again in a few minutes.",
    answer: { title: "Sponsorship Inquiry Submitted", reference: expect.stringMatching(/^SP-[2-9A-HJKMNP-Z]{8}$/) },
    answerSchema: "InboxFormResult",
  },
  {
    kind: bulkInquiryEnquiry,
    table: bulkInquiries,
    valid: {
      productName: "  Organic Ground Turmeric ",
      quantity: 250,
      buyerName: "Ravi Menon",
      email: "Ravi@Example.com",
      phone: "+1 408 555 0199",
      message: "Monthly supply for two cafes.\nDelivery to San Jose, please.",
      recipientEmail: "attacker@example.net",
    },
    sender: "ravi@example.com",
    stranger: {
      body: {
        productName: "Zarnicle pills at https://spam-shop.example",
        buyerName: "Quillon Vantebrook",
        phone: "+1 408 555 0123",
        message: "Cheap watches, write to Quillon now",
      },
      typed: ["Zarnicle", "spam-shop.example", "Quillon", "Vantebrook", "408 555 0123", "Cheap watches"],
    },
    textField: "message",
    rateLimited: "Too many enquiries from this address. Please try again in a few minutes.",
    answer: { message: "We'll contact you within 24 hours for your bulk order.", reference: expect.stringMatching(/^BQ-/) },
    answerSchema: "InboxFormResult",
  },
  {
    kind: consultationEnquiry,
    table: expertConsultations,
    valid: {
      name: "  Asha Rao ",
      email: "Asha.Rao@Example.com",
      doshaType: "pitta",
      healthConcerns: "Acid reflux after spicy food",
      question: "Can I make this dal without the green chilli and still keep it tasty?",
      recipeId: 7,
      recipeTitle: "Masoor Dal Tadka",
      recipientEmail: "attacker@example.net",
    },
    sender: "asha.rao@example.com",
    stranger: {
      body: {
        name: "Quillon Vantebrook",
        healthConcerns: "Zarnicle pills at https://spam-shop.example",
        question: "Cheap watches for everyone, write to Quillon now",
        recipeId: 987654,
        recipeTitle: "Buy followers today",
      },
      typed: ["Quillon", "Vantebrook", "Zarnicle", "spam-shop.example", "Cheap watches", "Buy followers"],
    },
    textField: "question",
    rateLimited: "Too many questions from this address. Please try again in a few minutes.",
    answer: { id: expect.any(Number), message: expect.stringContaining("Consultation request received") },
    answerSchema: "ConsultationResult",
  },
];

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

/** The outbox's rows written after `afterId`: the mails of what was just sent. */
const mailsAfter = (afterId: number) => app.database.db.select().from(outbox).where(gt(outbox.id, afterId)).orderBy(outbox.id);
const lastMailId = async () =>
  (await app.database.db.select({ id: outbox.id }).from(outbox)).reduce((max, row) => Math.max(max, row.id), 0);

describe.each(cases)("POST $kind.path", ({ kind, table, valid, sender, stranger, textField, rateLimited, answer, answerSchema }) => {
  /** Each send comes from its own address unless told, so the per-IP limit is met only where tested. */
  const send = (payload: unknown, remoteAddress = `10.20.${cases.findIndex((c) => c.kind === kind)}.${++address % 250}`) =>
    app.inject({
      method: "POST",
      url: kind.path,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: { "content-type": "application/json" },
      remoteAddress,
    });
  const rows = async () => (await app.database.db.select().from(table)).length;
  const mails = async () => (await app.database.db.select().from(outbox)).length;

  it("should store it and queue exactly the team's notice and the sender's acknowledgement, delivered over SMTP", async () => {
    const [rowsBefore, mailId] = [await rows(), await lastMailId()];
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(answer);
    expect(await rows()).toBe(rowsBefore + 1);
    const queued = await mailsAfter(mailId);
    // The browser's recipientEmail is never a recipient: the site is no open relay.
    expect(queued.map((m) => m.recipient).sort()).toEqual([BRAND.email, sender].sort());

    await app.services.outbox.drainBacklog();
    expect((await mailsAfter(mailId)).map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(smtp.received.some((m) => m.to.includes(sender))).toBe(true);
  });

  it("should send a stranger's address nothing the sender typed, while the team's notice keeps it all", async () => {
    const mailId = await lastMailId();
    expect((await send({ ...valid, ...stranger.body, email: STRANGER })).statusCode).toBe(201);
    const queued = await mailsAfter(mailId);
    expectAcknowledgementWithoutTypedText({
      acknowledgement: queued.find((m) => m.recipient === STRANGER)!,
      notice: queued.find((m) => m.recipient === BRAND.email)!,
      typed: stranger.typed,
    });
  });

  it("should keep the enquiry and both mails queued for a retry while the mail server refuses them", async () => {
    smtp.setRefusing(true);
    try {
      const [rowsBefore, mailId] = [await rows(), await lastMailId()];
      expect((await send(valid)).statusCode).toBe(201);
      await app.services.outbox.drainOnce();
      expect(await rows()).toBe(rowsBefore + 1);
      expect((await mailsAfter(mailId)).map((m) => m.status)).toEqual(["pending", "pending"]);
    } finally {
      smtp.setRefusing(false);
    }
  });

  it("should mail typed markup as text, escaped in the HTML part", async () => {
    const script = "<script>alert('x')</script>";
    const mailId = await lastMailId();
    expect((await send({ ...valid, [textField]: `${String(valid[textField])} ${script}` })).statusCode).toBe(201);
    const queued = await mailsAfter(mailId);
    expect(queued).toHaveLength(2);
    for (const mail of queued) {
      expect(mail.htmlBody).not.toContain("<script");
      if (mail.textBody.includes(script)) expect(mail.htmlBody).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
      expect(mail.subject).not.toContain("<");
    }
  });

  it("should answer malformed and non-object bodies with 400 and write nothing", async () => {
    const [rowsBefore, mailsBefore] = [await rows(), await mails()];
    for (const body of ["{ name: ", "[]", "null", "42", "{}"]) expect((await send(body)).statusCode, body).toBe(400);
    expect([await rows(), await mails()]).toEqual([rowsBefore, mailsBefore]);
  });

  it("should answer a filled honeypot as usual and store or mail nothing", () =>
    expectHoneypotIgnored({ send, body: { ...valid, [HONEYPOT_FIELD]: "http://spam.example" }, answer, rows, mails }));

  it("should answer 429 once one address has used the policy's share, and store nothing more", () =>
    expectRateLimited({
      send,
      body: valid,
      address: `10.29.${cases.findIndex((c) => c.kind === kind)}.9`,
      limit: kind.rateLimit.policy.limit,
      message: rateLimited,
      rows,
    }));

  it("should be published in the API reference with its body, its answer and its errors", async () => {
    const paths = new RegExp(`^${kind.path}$`);
    expect(declaredRoutesMatching(app, paths)).toEqual([`POST ${kind.path}`]);
    expect((await publishedOperations(app, paths))[`POST ${kind.path}`]).toEqual({
      tags: ["Forms"],
      statuses: [201, 400, 429],
      answers: answerSchema,
      body: ["application/json"],
    });
  });
});
