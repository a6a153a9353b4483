import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { COMPLAINT_TYPES, REQUESTED_ACTIONS } from "../../../shared/schemas/content-removal";
import { contentRemovalRequests, outbox } from "../../db/schema/index";
import { startSmtpCapture } from "../../test-support/smtp-capture";
import { expectAcknowledgementWithoutTypedText, expectHoneypotIgnored, expectRateLimited } from "../../test-support/public-form-checks";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";
import { CONTENT_REMOVAL_RATE_LIMIT } from "./routes";

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
const send = (payload: unknown, remoteAddress = `10.3.0.${++address}`) =>
  app.inject({
    method: "POST",
    url: "/api/content-removal",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress,
  });

const valid = {
  name: " Lena Fischer ",
  email: "Lena@Example.org",
  phone: "+49 30 1234 5678",
  complaintType: "copyright",
  contentUrl: "https://ayurkitchen.example/recipes/12",
  description: "The second photo on this recipe is mine.\nI took it in 2021 and never licensed it.",
  requestedAction: "credit",
  recipientEmail: "attacker@example.net",
};

const rows = async () => app.database.db.select().from(contentRemovalRequests);
const mails = async () => app.database.db.select().from(outbox);

describe("POST /api/content-removal", () => {
  it("should store the request, answer 201 with the spec's message, and queue the team's notice and the sender's acknowledgement", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^CR-[2-9A-HJKMNP-Z]{8}$/),
      title: "Request Submitted Successfully",
      message: "We'll review your request within 24-48 hours and contact you via email.",
    });
    const [row] = await app.database.db.select().from(contentRemovalRequests).where(eq(contentRemovalRequests.reference, body.reference));
    expect(row).toMatchObject({
      name: "Lena Fischer",
      email: "lena@example.org",
      phone: "+49 30 1234 5678",
      complaintType: "copyright",
      contentUrl: "https://ayurkitchen.example/recipes/12",
      description: valid.description,
      requestedAction: "credit",
      status: "new",
    });

    const queued = (await mails()).filter((m) => m.textBody.includes(body.reference));
    expect(queued.map((m) => m.recipient).sort()).toEqual([BRAND.email, "lena@example.org"].sort());
    // A recipientEmail from the browser is not even read: never a recipient.
    expect((await mails()).some((m) => m.recipient === "attacker@example.net")).toBe(false);
    const team = queued.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`Content removal request ${body.reference} (Copyright infringement)`);
    expect(team.textBody).toContain("within 24-48 hours");
    expect(team.textBody).toContain("Requested action: Add proper credit or attribution");
    expect(team.textBody).toContain("Content: https://ayurkitchen.example/recipes/12");
    const sender = queued.find((m) => m.recipient === "lena@example.org")!;
    expect(sender.subject).toBe(`We received your content removal request ${body.reference}`);
    expect(sender.textBody).toContain("within 24-48 hours");

    await app.services.outbox.drainOnce();
    const delivered = smtp.received.filter((m) => m.raw.includes(body.reference));
    expect(delivered.flatMap((m) => m.to).sort()).toEqual([BRAND.email, "lena@example.org"].sort());
  });

  it("should send a stranger's address nothing the sender typed, while the team's notice keeps it all", async () => {
    const res = await send({
      ...valid,
      name: "Quillon Vantebrook",
      email: "someone-else@example.org",
      phone: "+49 30 9876 5432",
      contentUrl: "https://spam-shop.example/deal",
      description: "Cheap watches for everyone, write to Quillon now",
    });
    expect(res.statusCode).toBe(201);
    const queued = (await mails()).filter((m) => m.textBody.includes(res.json().reference));
    const acknowledgement = queued.find((m) => m.recipient === "someone-else@example.org")!;
    expectAcknowledgementWithoutTypedText({
      acknowledgement,
      notice: queued.find((m) => m.recipient === BRAND.email)!,
      typed: ["Quillon", "Vantebrook", "9876 5432", "spam-shop.example", "Cheap watches"],
    });
    // The choices from the form's own lists are the site's words.
    expect(acknowledgement.textBody).toContain("Copyright infringement; requested action: Add proper credit or attribution");
  });

  it("should accept every complaint type and requested action, and no phone", async () => {
    for (const [i, complaintType] of COMPLAINT_TYPES.entries()) {
      const requestedAction = REQUESTED_ACTIONS[i % REQUESTED_ACTIONS.length];
      const res = await send({
        ...valid,
        complaintType,
        requestedAction,
        phone: i % 2 ? "" : undefined,
        contentUrl: "http://other.example/page?id=4#photo",
      });
      expect(res.statusCode, complaintType).toBe(201);
      const [row] = await app.database.db
        .select()
        .from(contentRemovalRequests)
        .where(eq(contentRemovalRequests.reference, res.json().reference));
      expect(row).toMatchObject({ complaintType, requestedAction, phone: null, contentUrl: "http://other.example/page?id=4#photo" });
    }
  });

  it("should store a script tag as typed and mail it as text, escaped in the HTML part", async () => {
    const script = "<script>alert('x')</script>";
    const res = await send({ ...valid, name: `Lena ${script}`, description: `Please remove ${script} this photo of mine.` });
    expect(res.statusCode).toBe(201);
    const reference = res.json().reference;
    const [row] = await app.database.db.select().from(contentRemovalRequests).where(eq(contentRemovalRequests.reference, reference));
    expect(row.name).toBe(`Lena ${script}`);
    expect(row.description).toBe(`Please remove ${script} this photo of mine.`);
    const queued = (await mails()).filter((m) => m.textBody.includes(reference));
    expect(queued).toHaveLength(2);
    for (const mail of queued) {
      // The HTML part shows what was typed as text, never as markup.
      expect(mail.htmlBody).not.toContain("<script");
      if (mail.textBody.includes(script)) expect(mail.htmlBody).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
      expect(mail.subject).not.toContain("<");
    }
  });

  it("should refuse each invalid field with its message and store nothing", async () => {
    const before = (await rows()).length;
    const mailBefore = (await mails()).length;
    const url = "Please enter the full address of the content, starting with http:// or https://";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Name must be at least 2 characters"],
      [{ name: undefined }, "name", "Name must be at least 2 characters"],
      [{ name: "n".repeat(101) }, "name", "Name must be at most 100 characters"],
      [{ email: "lena@" }, "email", "Please enter a valid email"],
      [{ email: undefined }, "email", "Please enter a valid email"],
      [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
      [{ phone: "12345" }, "phone", "Please enter a valid phone number"],
      [{ complaintType: "" }, "complaintType", "Please select a complaint type"],
      [{ complaintType: "spam" }, "complaintType", "Please select a complaint type"],
      [{ complaintType: undefined }, "complaintType", "Please select a complaint type"],
      [{ contentUrl: "" }, "contentUrl", url],
      [{ contentUrl: undefined }, "contentUrl", url],
      [{ contentUrl: "ayurkitchen.example/recipes/12" }, "contentUrl", url],
      [{ contentUrl: "javascript:alert(1)" }, "contentUrl", url],
      [{ contentUrl: "ftp://files.example/x" }, "contentUrl", url],
      [{ contentUrl: "https://localhost/x" }, "contentUrl", url],
      [{ contentUrl: "https://" }, "contentUrl", url],
      [{ contentUrl: `https://a.example/${"x".repeat(2000)}` }, "contentUrl", url],
      [{ description: "Too short" }, "description", "Description must be at least 20 characters"],
      [{ description: undefined }, "description", "Description must be at least 20 characters"],
      [{ description: "d".repeat(5001) }, "description", "Description must be at most 5,000 characters"],
      [{ requestedAction: "" }, "requestedAction", "Please select the action you are requesting"],
      [{ requestedAction: "delete-site" }, "requestedAction", "Please select the action you are requesting"],
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
    ).toEqual(["complaintType", "contentUrl", "description", "email", "name", "requestedAction"].sort());
    for (const body of ["{ name: ", "[]", "null", "42"]) expect((await send(body)).statusCode, body).toBe(400);
    expect((await rows()).length).toBe(before);
    expect((await mails()).length).toBe(mailBefore);
  });

  it("should answer a filled honeypot as usual and store or mail nothing", () =>
    expectHoneypotIgnored({
      send,
      body: { ...valid, website: "http://spam.example" },
      answer: { title: "Request Submitted Successfully", reference: expect.stringMatching(/^CR-/) },
      rows: async () => (await rows()).length,
      mails: async () => (await mails()).length,
    }));

  it("should answer 429 once one address sends too many requests", () =>
    expectRateLimited({
      send,
      body: valid,
      address: "10.3.9.9",
      limit: CONTENT_REMOVAL_RATE_LIMIT.limit,
      message: "Too many requests from this address. Please try again in a few minutes.",
      rows: async () => (await rows()).length,
    }));
});

describe("GET /api/openapi.json", () => {
  it("should publish POST /api/content-removal with its body, its answer and its errors", async () => {
    const paths = /^\/api\/content-removal$/;
    expect(declaredRoutesMatching(app, paths)).toEqual(["POST /api/content-removal"]);
    expect((await publishedOperations(app, paths))["POST /api/content-removal"]).toEqual({
      tags: ["Forms"],
      statuses: [201, 400, 429],
      answers: "InboxFormResult",
      body: ["application/json"],
    });
  });
});
