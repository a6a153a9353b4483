import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { COMPLAINT_TYPES, REQUESTED_ACTIONS } from "../../../shared/schemas/content-removal";
import { contentRemovalRequests, outbox } from "../../db/schema/index";
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
});
