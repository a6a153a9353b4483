import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { SPONSORSHIP_BUDGETS, SPONSORSHIP_DURATIONS, SPONSORSHIP_TYPES } from "../../../shared/schemas/sponsorship";
import { outbox, sponsorshipInquiries } from "../../db/schema/index";
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
const send = (payload: unknown, remoteAddress = `10.4.0.${++address}`) =>
  app.inject({
    method: "POST",
    url: "/api/sponsor",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    remoteAddress,
  });

const valid = {
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
};

const rows = async () => app.database.db.select().from(sponsorshipInquiries);
const mails = async () => app.database.db.select().from(outbox);

describe("POST /api/sponsor", () => {
  it("should store the enquiry, answer 201 with the spec's message, and queue the team's notice and the sender's acknowledgement", async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^SP-[2-9A-HJKMNP-Z]{8}$/),
      title: "Sponsorship Inquiry Submitted",
      message: "We'll contact you within 24 hours to discuss partnership opportunities.",
    });
    const [row] = await app.database.db.select().from(sponsorshipInquiries).where(eq(sponsorshipInquiries.reference, body.reference));
    expect(row).toMatchObject({
      companyName: "Spice Route Foods",
      contactName: "Marco Rossi",
      email: "marco@spiceroute.example",
      phone: "+39 06 555 0199",
      website: "https://spiceroute.example",
      sponsorshipType: "recipe-sponsor",
      budget: "1000-2500",
      duration: "3-months",
      objectives: valid.objectives,
      description: valid.description,
      status: "new",
    });

    const queued = (await mails()).filter((m) => m.textBody.includes(body.reference));
    expect(queued.map((m) => m.recipient).sort()).toEqual([BRAND.email, "marco@spiceroute.example"].sort());
    expect((await mails()).some((m) => m.recipient === "attacker@example.net")).toBe(false);
    const team = queued.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`New sponsorship enquiry ${body.reference} (Recipe Sponsor)`);
    expect(team.subject).not.toContain("Spice Route");
    expect(team.textBody).toContain("within 24 hours");
    expect(team.textBody).toContain("Monthly budget: $1,000 - $2,500");
    expect(team.textBody).toContain("Duration: 3 months");
    const sender = queued.find((m) => m.recipient === "marco@spiceroute.example")!;
    expect(sender.subject).toBe(`We received your sponsorship enquiry ${body.reference}`);
    expect(sender.textBody).toContain("We'll contact you within 24 hours to discuss partnership opportunities");

    await app.services.outbox.drainOnce();
    const delivered = smtp.received.filter((m) => m.raw.includes(body.reference));
    expect(delivered.flatMap((m) => m.to).sort()).toEqual([BRAND.email, "marco@spiceroute.example"].sort());
  });

  it("should accept every type, budget and duration, and leave the optional fields out", async () => {
    for (const [i, sponsorshipType] of SPONSORSHIP_TYPES.entries()) {
      const res = await send({
        ...valid,
        sponsorshipType,
        budget: SPONSORSHIP_BUDGETS[i],
        duration: SPONSORSHIP_DURATIONS[i],
        ...(i % 2 ? { phone: "", website: "", description: "" } : { phone: undefined, website: undefined, description: undefined }),
      });
      expect(res.statusCode, sponsorshipType).toBe(201);
      const [row] = await app.database.db
        .select()
        .from(sponsorshipInquiries)
        .where(eq(sponsorshipInquiries.reference, res.json().reference));
      expect(row).toMatchObject({
        sponsorshipType,
        budget: SPONSORSHIP_BUDGETS[i],
        duration: SPONSORSHIP_DURATIONS[i],
        phone: null,
        website: null,
        description: null,
      });
    }
    const res = await send({ ...valid, duration: "" });
    const [row] = await app.database.db.select().from(sponsorshipInquiries).where(eq(sponsorshipInquiries.reference, res.json().reference));
    expect(row.duration).toBeNull();
  });

  it("should refuse each invalid field with its message and store nothing", async () => {
    const before = (await rows()).length;
    const mailBefore = (await mails()).length;
    const site = "Please enter a full website address, starting with http:// or https://";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: "" }, "companyName", "Company name must be at least 2 characters"],
      [{ companyName: undefined }, "companyName", "Company name must be at least 2 characters"],
      [{ companyName: "c".repeat(151) }, "companyName", "Company name must be at most 150 characters"],
      [{ contactName: "M" }, "contactName", "Contact name must be at least 2 characters"],
      [{ contactName: undefined }, "contactName", "Contact name must be at least 2 characters"],
      [{ email: "marco" }, "email", "Please enter a valid email"],
      [{ email: undefined }, "email", "Please enter a valid email"],
      [{ phone: "phone" }, "phone", "Please enter a valid phone number"],
      [{ website: "spiceroute.example" }, "website", site],
      [{ website: "javascript:alert(1)" }, "website", site],
      [{ website: 12 }, "website", site],
      [{ sponsorshipType: "" }, "sponsorshipType", "Please select a sponsorship type"],
      [{ sponsorshipType: "title-sponsor" }, "sponsorshipType", "Please select a sponsorship type"],
      [{ sponsorshipType: undefined }, "sponsorshipType", "Please select a sponsorship type"],
      [{ budget: "" }, "budget", "Please select a budget range"],
      [{ budget: "1000000" }, "budget", "Please select a budget range"],
      [{ budget: undefined }, "budget", "Please select a budget range"],
      [{ duration: "forever" }, "duration", "Please select a duration from the list"],
      [{ objectives: "More sales".slice(0, 9) }, "objectives", "Objectives must be at least 10 characters"],
      [{ objectives: undefined }, "objectives", "Objectives must be at least 10 characters"],
      [{ objectives: "o".repeat(3001) }, "objectives", "Objectives must be at most 3,000 characters"],
      [{ description: "d".repeat(5001) }, "description", "Description must be at most 5,000 characters"],
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
    ).toEqual(["budget", "companyName", "contactName", "email", "objectives", "sponsorshipType"].sort());
    for (const body of ["{ name: ", "[]", "null", "42"]) expect((await send(body)).statusCode, body).toBe(400);
    expect((await rows()).length).toBe(before);
    expect((await mails()).length).toBe(mailBefore);
  });
});
