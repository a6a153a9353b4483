import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { bookingMessages } from "../../../shared/schemas/booking";
import { buffetMenus, cateringRequests, industrialCateringMenus, outbox } from "../../db/schema/index";
import { startSmtpCapture } from "../../test-support/smtp-capture";
import { buildTestApp } from "../../test-support/test-app";
import { BOOKING_RATE_LIMIT } from "../bookings/routes";
import { buffetMenuRow, industrialMenuRow } from "./catering-test-kit";
import { COPIES_PER_ADDRESS_PER_DAY } from "./requests";
import { CATERING_COPY_RATE_LIMIT, CATERING_RATE_LIMIT } from "./routes";

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
/** 13:00 on Tuesday 10 March 2026 in Los Angeles (the site's zone, PDT since 8 March). */
const NOON_ISH = new Date("2026-03-10T20:00:00Z");
let clock = NOON_ISH;
let buffetId: number;
let sameDayBuffetId: number;
let industrialId: number;
let siteUrl: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await buildTestApp({ seedDemoContent: false, SMTP_URL: smtp.url, clock: () => clock });
  siteUrl = app.services.config.siteUrl;
  const [a, b] = await app.database.db
    .insert(buffetMenus)
    .values([
      buffetMenuRow({ name: "Office Thali Lunch", pricePerPerson: 42.5, minimumOrder: 50, advanceBooking: 7 }),
      buffetMenuRow({ name: "Same Day Chaat Table", pricePerPerson: 19.99, minimumOrder: 25, advanceBooking: 0 }),
    ])
    .returning();
  buffetId = a.id;
  sameDayBuffetId = b.id;
  const [c] = await app.database.db
    .insert(industrialCateringMenus)
    .values(industrialMenuRow({ name: "Plant Floor Hot Lunch", featured: true }))
    .returning();
  industrialId = c.id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  clock = NOON_ISH;
});

let address = 0;
/** Each call comes from its own address unless told, so the per-IP limits are met only where tested. */
const nextIp = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  app.inject({
    method: "POST",
    url,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json", ...headers },
    remoteAddress,
  });
const bookBuffet = (payload: unknown, headers?: Record<string, string>, ip?: string) => post("/api/bookings", payload, headers, ip);
const requestIndustrial = (payload: unknown, headers?: Record<string, string>, ip?: string) =>
  post("/api/industrial-catering-booking", payload, headers, ip);
const status = (token: string) => app.inject({ method: "GET", url: `/api/catering-requests/status/${token}` });

const buffetBody = (change: Record<string, unknown> = {}) => ({
  buffetMenuId: buffetId,
  customerName: "  Priya Nair ",
  customerEmail: "Priya.Nair@Example.com",
  customerPhone: "+1 (415) 555-0142",
  participants: 60,
  eventDate: "2026-04-18",
  eventTime: "12:30",
  eventLocation: "Mission Bay Conference Center, Hall B",
  specialRequests: "Please keep the dal mild.\nTwo guests are vegan.",
  // What the page showed; the server prices the request itself.
  totalPrice: "1.00",
  scheduledDate: "2026-04-18",
  scheduledTime: "12:30",
  ...change,
});
const industrialBody = (change: Record<string, unknown> = {}) => ({
  companyName: "Bay Forge Manufacturing",
  contactName: "Daniel Ortiz",
  email: "d.ortiz@bayforge.example",
  phone: "+1 510 555 0199",
  eventDate: "2026-03-20",
  eventTime: "11:45",
  participants: 120,
  specialRequests: "Halal options on a separate table.",
  recipientEmail: "",
  cateringId: industrialId,
  cateringName: "Something else entirely",
  pricePerPerson: "$0.01",
  totalEstimate: "1.20",
  ...change,
});

const requestRows = () => app.database.db.select().from(cateringRequests);
const mailRows = () => app.database.db.select().from(outbox);
const mailsAbout = async (reference: string) => (await mailRows()).filter((m) => m.subject.includes(reference));
const tokenOf = (statusPath: string) => statusPath.split("/").pop()!;

describe("a buffet booking request on POST /api/bookings", () => {
  it("should store the request priced from the menu, answer 201 with a BUF reference, and queue the acknowledgement and the team's notice", async () => {
    const res = await bookBuffet(buffetBody());
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^BUF-2026-\d{5}$/),
      kind: "buffet",
      status: "received",
      menuId: buffetId,
      menuName: "Office Thali Lunch",
      eventDate: "2026-04-18",
      eventTime: "12:30",
      participants: 60,
      pricePerPerson: "42.50",
      estimate: "2550.00",
      minimumOrder: 50,
      belowMinimum: false,
      statusPath: expect.stringMatching(/^\/catering\/requests\/[A-Za-z0-9_-]{43}$/),
      title: "Booking Request Submitted",
      message: "We'll contact you within 24 hours to confirm your buffet menu booking.",
    });
    const token = tokenOf(body.statusPath);

    const [row] = await app.database.db.select().from(cateringRequests).where(eq(cateringRequests.reference, body.reference));
    expect(row).toMatchObject({
      kind: "buffet",
      buffetMenuId: buffetId,
      industrialMenuId: null,
      menuName: "Office Thali Lunch",
      companyName: null,
      contactName: "Priya Nair",
      email: "priya.nair@example.com",
      phone: "+1 (415) 555-0142",
      eventDate: "2026-04-18",
      eventTime: "12:30",
      eventLocation: "Mission Bay Conference Center, Hall B",
      participants: 60,
      specialRequests: "Please keep the dal mild.\nTwo guests are vegan.",
      pricePerPerson: "42.50",
      estimate: "2550.00",
      minimumOrder: 50,
      belowMinimum: false,
      status: "received",
      copyQueued: false,
    });
    // Only the token's hash is kept.
    expect(JSON.stringify(row)).not.toContain(token);

    const mails = await mailsAbout(body.reference);
    expect(mails.map((m) => m.recipient).sort()).toEqual([BRAND.email, "priya.nair@example.com"].sort());
    const customer = mails.find((m) => m.recipient === "priya.nair@example.com")!;
    expect(customer.subject).toBe(`We received your Ayur Kitchen catering request ${body.reference}`);
    for (const fact of [
      `Reference: ${body.reference}`,
      "Menu: Office Thali Lunch",
      "Event date: Saturday, April 18, 2026",
      "Event time: 12:30 PM",
      "Guests: 60",
      "Price per person: $42.50",
      "Estimated total: $2,550.00",
      `${siteUrl}/catering/requests/${token}`,
    ]) {
      expect(customer.textBody).toContain(fact);
    }
    // Nothing the visitor typed is mailed back to the address they typed.
    for (const typed of ["Priya", "Mission Bay", "dal mild", "555-0142"]) expect(customer.textBody).not.toContain(typed);
    const team = mails.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`New buffet booking request ${body.reference}`);
    for (const fact of [
      "Contact: Priya Nair",
      "Email: priya.nair@example.com",
      "Phone: +1 (415) 555-0142",
      "Mission Bay Conference Center",
      "Two guests are vegan",
      "Estimated total: $2,550.00",
      "Minimum order: 50 (met)",
    ]) {
      expect(team.textBody).toContain(fact);
    }

    await app.services.outbox.drainOnce();
    const delivered = smtp.received.filter((m) => m.raw.includes(body.reference));
    expect(delivered.flatMap((m) => m.to).sort()).toEqual([BRAND.email, "priya.nair@example.com"].sort());
  });

  it("should ignore the browser's total, keep the menu's price of that moment, and flag a party below the minimum for the team", async () => {
    const small = await bookBuffet(buffetBody({ participants: 12, totalPrice: "99999.99" }));
    expect(small.statusCode).toBe(201);
    expect(small.json()).toMatchObject({
      participants: 12,
      pricePerPerson: "42.50",
      estimate: "510.00",
      belowMinimum: true,
      minimumOrder: 50,
    });
    const [team] = (await mailsAbout(small.json().reference)).filter((m) => m.recipient === BRAND.email);
    expect(team.subject).toBe(`New buffet booking request ${small.json().reference} (below minimum order)`);
    expect(team.textBody).toContain("BELOW MINIMUM ORDER: 12 guests asked, the menu's minimum is 50.");
    const [customer] = (await mailsAbout(small.json().reference)).filter((m) => m.recipient !== BRAND.email);
    expect(customer.textBody).toContain("usually served for at least 50 guests");

    // The menu's price changes: new requests take the new price, the stored one keeps its own.
    await app.database.db.update(buffetMenus).set({ pricePerPerson: 45 }).where(eq(buffetMenus.id, buffetId));
    try {
      const later = await bookBuffet(buffetBody({ participants: 3, totalPrice: 42.5 * 3 }));
      expect(later.json()).toMatchObject({ pricePerPerson: "45.00", estimate: "135.00" });
      const earlier = await status(tokenOf(small.json().statusPath));
      expect(earlier.json()).toMatchObject({ pricePerPerson: "42.50", estimate: "510.00" });
    } finally {
      await app.database.db.update(buffetMenus).set({ pricePerPerson: 42.5 }).where(eq(buffetMenus.id, buffetId));
    }
    // Participants typed as text are read as the number.
    expect((await bookBuffet(buffetBody({ participants: "75" }))).json()).toMatchObject({ participants: 75, estimate: "3187.50" });
  });

  it("should refuse a date that has passed, comes before the menu's notice or lies years ahead with 422 and a plain reason, storing nothing", async () => {
    const before = (await requestRows()).length;
    const mailsBefore = (await mailRows()).length;
    const cases: [string, string][] = [
      ["2026-03-09", "The event date has already passed. Please choose a later date."],
      ["2025-12-25", "The event date has already passed. Please choose a later date."],
      ["2026-03-10", "This menu needs at least 7 days' notice. The earliest date we can cater is Tuesday, March 17, 2026."],
      ["2026-03-16", "This menu needs at least 7 days' notice. The earliest date we can cater is Tuesday, March 17, 2026."],
      ["2028-03-10", "We take requests up to 2 years ahead. Please choose an earlier date."],
    ];
    for (const [eventDate, message] of cases) {
      const res = await bookBuffet(buffetBody({ eventDate }));
      expect(res.statusCode, eventDate).toBe(422);
      expect(res.json(), eventDate).toEqual({ message, issues: [{ path: "eventDate", message }] });
    }
    expect((await requestRows()).length).toBe(before);
    expect((await mailRows()).length).toBe(mailsBefore);
    expect((await bookBuffet(buffetBody({ eventDate: "2026-03-17" }))).statusCode).toBe(201);
    expect((await bookBuffet(buffetBody({ eventDate: "2028-03-09" }))).statusCode).toBe(201);
  });

  it("should count days in the site's time zone, not in UTC", async () => {
    // 22:30 on 10 March in Los Angeles is already 11 March in UTC: 10 March is still today.
    clock = new Date("2026-03-11T05:30:00Z");
    const lateEvening = await bookBuffet(buffetBody({ buffetMenuId: sameDayBuffetId, eventDate: "2026-03-10" }));
    expect(lateEvening.statusCode).toBe(201);
    expect(lateEvening.json().estimate).toBe("1199.40");
    // Half past midnight in Los Angeles: 10 March has passed.
    clock = new Date("2026-03-11T07:30:00Z");
    const afterMidnight = await bookBuffet(buffetBody({ buffetMenuId: sameDayBuffetId, eventDate: "2026-03-10" }));
    expect(afterMidnight.statusCode).toBe(422);
    expect(afterMidnight.json().message).toBe("The event date has already passed. Please choose a later date.");
  });

  it("should refuse each invalid field with the form's own message (400) and store nothing", async () => {
    const before = (await requestRows()).length;
    const mailsBefore = (await mailRows()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerName: "A" }, "customerName", "Name must be at least 2 characters"],
      [{ customerName: "   " }, "customerName", "Name must be at least 2 characters"],
      [{ customerName: undefined }, "customerName", "Name must be at least 2 characters"],
      [{ customerName: "n".repeat(101) }, "customerName", "Name must be at most 100 characters"],
      [{ customerName: "Priya\u0000" }, "customerName", "Name contains characters that are not allowed"],
      [{ customerEmail: "priya@" }, "customerEmail", "Invalid email address"],
      [{ customerEmail: undefined }, "customerEmail", "Invalid email address"],
      [{ customerPhone: "555-0142" }, "customerPhone", "Phone number must be at least 10 digits"],
      [{ customerPhone: "phone-number" }, "customerPhone", "Phone number must be at least 10 digits"],
      [{ customerPhone: undefined }, "customerPhone", "Phone number must be at least 10 digits"],
      [{ customerPhone: "1".repeat(31) }, "customerPhone", "Phone number must be at most 30 characters"],
      [{ participants: 0 }, "participants", "At least 1 participant required"],
      [{ participants: -3 }, "participants", "At least 1 participant required"],
      [{ participants: 2.5 }, "participants", "At least 1 participant required"],
      [{ participants: "many" }, "participants", "At least 1 participant required"],
      [{ participants: undefined }, "participants", "At least 1 participant required"],
      [{ participants: 5001 }, "participants", "At most 5,000 participants per request"],
      [{ eventDate: "" }, "eventDate", "Event date is required"],
      [{ eventDate: undefined }, "eventDate", "Event date is required"],
      [{ eventDate: "2026-02-30" }, "eventDate", "Please enter a valid event date"],
      [{ eventDate: "18/04/2026" }, "eventDate", "Please enter a valid event date"],
      [{ eventTime: "" }, "eventTime", "Event time is required"],
      [{ eventTime: undefined }, "eventTime", "Event time is required"],
      [{ eventTime: "25:00" }, "eventTime", "Please enter a valid event time"],
      [{ eventLocation: "Hall" }, "eventLocation", "Event location is required"],
      [{ eventLocation: undefined }, "eventLocation", "Event location is required"],
      [{ eventLocation: "l".repeat(301) }, "eventLocation", "Event location must be at most 300 characters"],
      [{ specialRequests: "s".repeat(2001) }, "specialRequests", "Special requests must be at most 2000 characters"],
      [{ buffetMenuId: 0 }, "buffetMenuId", "buffetMenuId must be a positive whole number"],
      [{ buffetMenuId: "3" }, "buffetMenuId", "buffetMenuId must be a positive whole number"],
      [{ totalPrice: "lots" }, "totalPrice", "totalPrice must be an amount such as 1250.00"],
    ];
    for (const [change, path, message] of cases) {
      const res = await bookBuffet(buffetBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    const empty = await bookBuffet({ buffetMenuId: buffetId });
    expect(
      empty
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["customerEmail", "customerName", "customerPhone", "eventDate", "eventLocation", "eventTime", "participants"].sort());
    // Optional fields may be blank or absent; seconds from a time input are dropped.
    const minimal = await bookBuffet(
      buffetBody({ specialRequests: "", eventTime: "09:05:00", scheduledDate: undefined, scheduledTime: undefined, totalPrice: undefined }),
    );
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json().eventTime).toBe("09:05");
    const [stored] = await app.database.db.select().from(cateringRequests).where(eq(cateringRequests.reference, minimal.json().reference));
    expect(stored.specialRequests).toBeNull();
    expect((await requestRows()).length).toBe(before + 1);
    expect((await mailRows()).length).toBe(mailsBefore + 2);
  });

  it("should answer 404 'Buffet Menu Not Found' for a menu that does not exist", async () => {
    const res = await bookBuffet(buffetBody({ buffetMenuId: 999_999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Buffet Menu Not Found" });
  });

  it("should still take class bookings on the same path: a body with classId is not a buffet request", async () => {
    const res = await bookBuffet({
      ...buffetBody(),
      participants: 2,
      classId: 999_999,
      scheduledDate: "2026-04-18",
      scheduledTime: "12:30",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("The cooking class you're looking for doesn't exist.");
  });

  it("should answer a filled honeypot with the usual 201 and store or mail nothing", async () => {
    const before = (await requestRows()).length;
    const mailsBefore = (await mailRows()).length;
    const res = await bookBuffet(buffetBody({ homepage: "http://spam.example" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reference: expect.stringMatching(/^BUF-2026-\d{5}$/),
      estimate: "2550.00",
      statusPath: expect.stringMatching(/^\/catering\/requests\/[A-Za-z0-9_-]{43}$/),
      message: "We'll contact you within 24 hours to confirm your buffet menu booking.",
    });
    expect((await status(tokenOf(res.json().statusPath))).statusCode).toBe(404);
    expect((await requestRows()).length).toBe(before);
    expect((await mailRows()).length).toBe(mailsBefore);
  });

  it("should return the first request for a repeated Idempotency-Key, refuse the key with another body, and refuse a bad key", async () => {
    const key = { "idempotency-key": `buffet-${Date.now()}` };
    const first = await bookBuffet(buffetBody({ participants: 80 }), key);
    const again = await bookBuffet(buffetBody({ participants: 80 }), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await mailsAbout(first.json().reference)).toHaveLength(2);
    const other = await bookBuffet(buffetBody({ participants: 81 }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This Idempotency-Key was already used for a different request");
    const bad = await bookBuffet(buffetBody(), { "idempotency-key": "has space" });
    expect(bad.statusCode).toBe(400);
  });

  it("should answer 429 once one address sends too many bookings (the path's own limit)", async () => {
    const ip = "10.9.1.1";
    let refused: Awaited<ReturnType<typeof bookBuffet>> | null = null;
    for (let i = 0; i <= BOOKING_RATE_LIMIT.limit && !refused; i++) {
      const res = await bookBuffet(buffetBody(), {}, ip);
      if (res.statusCode !== 201) refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toBe(bookingMessages.rateLimited);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/industrial-catering-booking", () => {
  it("should store the request priced from the menu's '$' price, answer 201 with an IND reference, and queue both mails", async () => {
    const res = await requestIndustrial(industrialBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      reference: expect.stringMatching(/^IND-2026-\d{5}$/),
      kind: "industrial",
      status: "received",
      menuId: industrialId,
      menuName: "Plant Floor Hot Lunch",
      eventDate: "2026-03-20",
      eventTime: "11:45",
      participants: 120,
      pricePerPerson: "16.75",
      estimate: "2010.00",
      minimumOrder: 100,
      belowMinimum: false,
      statusPath: expect.stringMatching(/^\/catering\/requests\/[A-Za-z0-9_-]{43}$/),
      copyQueued: false,
      title: "Booking Request Submitted",
      message: "We'll contact you within 24 hours to confirm your industrial catering booking.",
    });
    const [row] = await app.database.db.select().from(cateringRequests).where(eq(cateringRequests.reference, body.reference));
    expect(row).toMatchObject({
      kind: "industrial",
      industrialMenuId: industrialId,
      buffetMenuId: null,
      menuName: "Plant Floor Hot Lunch",
      companyName: "Bay Forge Manufacturing",
      contactName: "Daniel Ortiz",
      email: "d.ortiz@bayforge.example",
      eventLocation: null,
      pricePerPerson: "16.75",
      estimate: "2010.00",
      recipientEmail: null,
    });
    const mails = await mailsAbout(body.reference);
    expect(mails.map((m) => m.recipient).sort()).toEqual([BRAND.email, "d.ortiz@bayforge.example"].sort());
    const team = mails.find((m) => m.recipient === BRAND.email)!;
    expect(team.subject).toBe(`New industrial catering request ${body.reference}`);
    expect(team.textBody).toContain("Company: Bay Forge Manufacturing");
    expect(team.textBody).toContain("Halal options on a separate table.");
    const customer = mails.find((m) => m.recipient !== BRAND.email)!;
    expect(customer.textBody).toContain("Estimated total: $2,010.00");
    expect(customer.textBody).toContain("Event date: Friday, March 20, 2026");
    expect(customer.textBody).not.toContain("Bay Forge");
  });

  it("should accept what the form leaves optional, flag a party below the minimum, and refuse a date inside the notice with 422", async () => {
    const minimal = await requestIndustrial({
      companyName: "Tiny Co",
      contactName: "Lee",
      email: "lee@tiny.example",
      eventDate: "2026-03-15",
      participants: "40",
      cateringId: industrialId,
    });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ eventTime: null, participants: 40, estimate: "670.00", belowMinimum: true, copyQueued: false });
    const soon = await requestIndustrial(industrialBody({ eventDate: "2026-03-14" }));
    expect(soon.statusCode).toBe(422);
    expect(soon.json().message).toBe("This menu needs at least 5 days' notice. The earliest date we can cater is Sunday, March 15, 2026.");
    const past = await requestIndustrial(industrialBody({ eventDate: "2026-01-02" }));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe("The event date has already passed. Please choose a later date.");
  });

  it("should refuse each invalid field with its message (400), and answer 404 'Catering Menu Not Found' for an unknown menu", async () => {
    const before = (await requestRows()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: "" }, "companyName", "Company name is required"],
      [{ companyName: undefined }, "companyName", "Company name is required"],
      [{ companyName: "c".repeat(201) }, "companyName", "Company name must be at most 200 characters"],
      [{ contactName: " " }, "contactName", "Contact name is required"],
      [{ email: "nope" }, "email", "Invalid email address"],
      [{ email: undefined }, "email", "Invalid email address"],
      [{ phone: "1".repeat(31) }, "phone", "Phone number must be at most 30 characters"],
      [{ eventDate: undefined }, "eventDate", "Event date is required"],
      [{ eventDate: "2026-13-01" }, "eventDate", "Please enter a valid event date"],
      [{ eventTime: "noon" }, "eventTime", "Please enter a valid event time"],
      [{ participants: undefined }, "participants", "At least 1 participant required"],
      [{ participants: "" }, "participants", "At least 1 participant required"],
      [{ participants: 0 }, "participants", "At least 1 participant required"],
      [{ specialRequests: "s".repeat(2001) }, "specialRequests", "Special requests must be at most 2000 characters"],
      [{ recipientEmail: "boss@" }, "recipientEmail", "Invalid copy-to email address"],
      [{ cateringId: undefined }, "cateringId", "cateringId must be a positive whole number"],
      [{ cateringId: 1.5 }, "cateringId", "cateringId must be a positive whole number"],
      [{ cateringName: "n".repeat(301) }, "cateringName", "cateringName must be at most 300 characters"],
      [{ pricePerPerson: "free" }, "pricePerPerson", "pricePerPerson must be a price such as $12.50"],
      [{ totalEstimate: -1 }, "totalEstimate", "totalEstimate must be an amount such as 1250.00"],
    ];
    for (const [change, path, message] of cases) {
      const res = await requestIndustrial(industrialBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    const empty = await requestIndustrial({});
    expect(
      empty
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["cateringId", "companyName", "contactName", "email", "eventDate", "participants"].sort());
    for (const bad of ["not json", "[]", "null", "42"]) expect((await requestIndustrial(bad)).statusCode, bad).toBe(400);
    const unknown = await requestIndustrial(industrialBody({ cateringId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Catering Menu Not Found" });
    expect((await requestRows()).length).toBe(before);
  });

  it("should mail the copy recipient an acknowledgement without any text the customer typed, never the team's notice", async () => {
    const res = await requestIndustrial(industrialBody({ recipientEmail: "Assistant@BayForge.example" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().copyQueued).toBe(true);
    const mails = await mailsAbout(res.json().reference);
    expect(mails.map((m) => m.recipient).sort()).toEqual([BRAND.email, "assistant@bayforge.example", "d.ortiz@bayforge.example"].sort());
    const copy = mails.find((m) => m.recipient === "assistant@bayforge.example")!;
    expect(copy.subject).toBe(`Copy of a Ayur Kitchen catering request ${res.json().reference}`);
    for (const fact of ["Menu: Plant Floor Hot Lunch", "Guests: 120", "Estimated total: $2,010.00", "Event date: Friday, March 20, 2026"])
      expect(copy.textBody).toContain(fact);
    for (const typed of ["Bay Forge Manufacturing", "Daniel", "Ortiz", "Halal options", "555 0199", "d.ortiz@"])
      expect(copy.textBody).not.toContain(typed);
    // The copy carries no status link: that page is the customer's.
    expect(copy.textBody).not.toContain(tokenOf(res.json().statusPath));
    expect(copy.textBody).not.toContain("/catering/requests/");
    const team = mails.find((m) => m.recipient === BRAND.email)!;
    expect(team.textBody).toContain("Copy requested for: assistant@bayforge.example (acknowledgement copy sent)");
    // No mail anywhere ever went to a copy address as the team's notice.
    expect((await mailRows()).filter((m) => m.subject.startsWith("New ") && m.recipient !== BRAND.email)).toEqual([]);
    // A copy to the customer's own address is not sent twice.
    const self = await requestIndustrial(industrialBody({ recipientEmail: "d.ortiz@bayforge.example" }));
    expect(self.json().copyQueued).toBe(false);
    expect(await mailsAbout(self.json().reference)).toHaveLength(2);
  });

  it("should ration copies: a few per address a day whoever asks, a few per client an hour; the request itself goes ahead", async () => {
    const target = "victim@example.org";
    const outcomes: boolean[] = [];
    for (let i = 0; i < COPIES_PER_ADDRESS_PER_DAY + 2; i++) {
      const res = await requestIndustrial(industrialBody({ recipientEmail: target }));
      expect(res.statusCode).toBe(201);
      outcomes.push(res.json().copyQueued);
    }
    expect(outcomes).toEqual([...Array(COPIES_PER_ADDRESS_PER_DAY).fill(true), false, false]);
    expect((await mailRows()).filter((m) => m.recipient === target)).toHaveLength(COPIES_PER_ADDRESS_PER_DAY);
    const refusedRef = (await requestRows()).filter((r) => r.recipientEmail === target && !r.copyQueued)[0].reference;
    const [team] = (await mailsAbout(refusedRef)).filter((m) => m.recipient === BRAND.email);
    expect(team.textBody).toContain("no copy sent: limit reached");

    const ip = "10.9.2.2";
    const perClient: boolean[] = [];
    for (let i = 0; i < CATERING_COPY_RATE_LIMIT.limit + 1; i++) {
      const res = await requestIndustrial(industrialBody({ recipientEmail: `colleague${i}@bayforge.example` }), {}, ip);
      perClient.push(res.json().copyQueued);
    }
    expect(perClient).toEqual([...Array(CATERING_COPY_RATE_LIMIT.limit).fill(true), false]);
  });

  it("should answer a filled honeypot with the usual 201 and store or mail nothing, copy included", async () => {
    const before = (await requestRows()).length;
    const mailsBefore = (await mailRows()).length;
    const res = await requestIndustrial(industrialBody({ homepage: "spam", recipientEmail: "someone@example.org" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reference: expect.stringMatching(/^IND-2026-\d{5}$/),
      estimate: "2010.00",
      message: "We'll contact you within 24 hours to confirm your industrial catering booking.",
    });
    expect((await requestRows()).length).toBe(before);
    expect((await mailRows()).length).toBe(mailsBefore);
  });

  it("should answer 429 with a clear message once one address sends too many requests", async () => {
    const ip = "10.9.3.3";
    const before = (await requestRows()).length;
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof requestIndustrial>> | null = null;
    for (let i = 0; i <= CATERING_RATE_LIMIT.limit && !refused; i++) {
      const res = await requestIndustrial(industrialBody(), {}, ip);
      if (res.statusCode === 201) accepted += 1;
      else refused = res;
    }
    expect(accepted).toBe(CATERING_RATE_LIMIT.limit);
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused?.json()).toEqual({
      message: "Too many catering requests from this address. Please try again in a few minutes.",
      retryAfterSeconds: Number(refused?.headers["retry-after"]),
    });
    expect((await requestRows()).length).toBe(before + accepted);
  });
});

describe("references", () => {
  it("should number requests per kind and year, consecutively and without repeats under concurrency", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestIndustrial(industrialBody())));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => Number(r.json().reference.slice("IND-2026-".length))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
    const all = (await requestRows())
      .filter((r) => r.kind === "industrial")
      .map((r) => Number(r.reference.slice(9)))
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));

    // Ten copies of one request with one Idempotency-Key at once: one request, one number.
    const key = { "idempotency-key": `burst-${Date.now()}` };
    const burst = await Promise.all(Array.from({ length: 10 }, () => requestIndustrial(industrialBody({ participants: 333 }), key)));
    expect(new Set(burst.map((r) => r.json().reference)).size).toBe(1);
    expect((await requestRows()).filter((r) => r.participants === 333)).toHaveLength(1);
    const after = (await requestRows())
      .filter((r) => r.kind === "industrial")
      .map((r) => Number(r.reference.slice(9)))
      .sort((a, b) => a - b);
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => i + 1));

    // A new year in the site's zone starts again at 00001.
    clock = new Date("2027-01-01T09:00:00Z");
    const newYear = await bookBuffet(buffetBody({ eventDate: "2027-02-01" }));
    expect(newYear.json().reference).toBe("BUF-2027-00001");
  });
});

describe("GET /api/catering-requests/status/{token}", () => {
  it("should show the request from the mailed link, follow its status, and never be cached", async () => {
    const res = await bookBuffet(buffetBody());
    const [customer] = (await mailsAbout(res.json().reference)).filter((m) => m.recipient !== BRAND.email);
    const link = /\/catering\/requests\/([A-Za-z0-9_-]{43})/.exec(customer.textBody)!;
    const page = await status(link[1]);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.json()).toEqual({
      reference: res.json().reference,
      kind: "buffet",
      status: "received",
      menu: { id: buffetId, name: "Office Thali Lunch", path: `/buffet-menus/${buffetId}` },
      eventDate: "2026-04-18",
      eventTime: "12:30",
      eventLocation: "Mission Bay Conference Center, Hall B",
      participants: 60,
      pricePerPerson: "42.50",
      estimate: "2550.00",
      minimumOrder: 50,
      belowMinimum: false,
      companyName: null,
      contactName: "Priya Nair",
      specialRequests: "Please keep the dal mild.\nTwo guests are vegan.",
      quote: null,
      declineReason: null,
      submittedAt: NOON_ISH.toISOString(),
      statusChangedAt: NOON_ISH.toISOString(),
    });
    expect(page.json()).not.toHaveProperty("email");
    for (const next of ["quoted", "confirmed", "declined"] as const) {
      await app.database.db.update(cateringRequests).set({ status: next }).where(eq(cateringRequests.reference, res.json().reference));
      expect((await status(link[1])).json().status).toBe(next);
    }
  });

  it("should answer 404 with a clear message for an unknown or malformed token", async () => {
    for (const token of ["A".repeat(43), "short", "x".repeat(44), "%00"]) {
      const res = await status(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json(), token).toEqual({ message: "This request link is not valid. Please use the link in your confirmation email." });
    }
    // Longer than any path parameter the server reads: no route, still a 404.
    expect((await status("x".repeat(201))).statusCode).toBe(404);
  });
});

describe("mail while the SMTP server is down", () => {
  it("should keep the request and its mails, and send them once the server is back", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const down = await buildTestApp({ seedDemoContent: true, SMTP_URL: `smtp://127.0.0.1:${port}`, clock: () => NOON_ISH });
    let server: SMTPServer | null = null;
    try {
      const [menu] = await down.database.db.select().from(industrialCateringMenus).limit(1);
      const res = await down.inject({
        method: "POST",
        url: "/api/industrial-catering-booking",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(industrialBody({ cateringId: menu.id, eventDate: "2026-05-04", participants: menu.minimumOrder })),
      });
      expect(res.statusCode).toBe(201);
      expect(await down.services.outbox.drainOnce()).toBe(0);
      const waiting = await down.database.db.select().from(outbox);
      expect(waiting).toHaveLength(2);
      expect(waiting.every((m) => m.status === "pending" && m.attempts === 1 && m.lastError)).toBe(true);

      const received: string[] = [];
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          stream.on("data", () => undefined);
          stream.on("end", () => {
            received.push(...session.envelope.rcptTo.map((r) => r.address));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", () => resolve()));
      // Due again after the back-off: both go out once.
      expect(await down.services.outbox.drainOnce(new Date(Date.now() + 120_000))).toBe(2);
      expect(received.sort()).toEqual([BRAND.email, "d.ortiz@bayforge.example"].sort());
      const sent = await down.database.db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            waiting.map((m) => m.id),
          ),
        );
      expect(sent.every((m) => m.status === "sent")).toBe(true);
      expect(await down.services.outbox.drainOnce(new Date(Date.now() + 600_000))).toBe(0);
    } finally {
      await down.close();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    }
  });
});
