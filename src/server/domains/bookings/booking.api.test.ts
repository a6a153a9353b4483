import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { zonedTimeToInstant } from "../../../shared/rules/zoned-time";
import { classBookings, classSessions, classWaitlist, cookingClasses, outbox } from "../../db/schema/index";
import { expectAcknowledgementWithoutTypedText } from "../../test-support/public-form-checks";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;
let classId: number;
let ip = 0;
const ZONE = "America/Los_Angeles";

beforeAll(async () => {
  app = await buildTestApp({ seedDemoContent: false });
  const [cls] = await app.database.db
    .insert(cookingClasses)
    .values({
      title: "Tadka Basics",
      description: "Tempering spices.",
      image: "/x.svg",
      difficulty: "beginner",
      category: "techniques",
      price: 75.5,
      duration: 150,
      maxParticipants: 12,
      instructorName: "Chef Meera",
      instructorImage: "/m.svg",
      instructorBio: "Cooks.",
      location: "Main Teaching Kitchen",
      whatYouWillLearn: [],
      includes: [],
    })
    .returning();
  classId = cls.id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

let sessionDay = 0;
/** A fresh session (a distinct future date each call) with `capacity` seats, `booked` taken. */
async function newSession(capacity: number, booked = 0, date?: string, time = "11:00") {
  sessionDay += 1;
  const day = date ?? new Date(Date.UTC(2031, 0, 1) + sessionDay * 86_400_000).toISOString().slice(0, 10);
  const [row] = await app.database.db
    .insert(classSessions)
    .values({ classId, date: day, time, startsAt: zonedTimeToInstant(day, time, ZONE), capacity, booked })
    .returning();
  return row;
}

/** Each call comes from its own address unless told, so the per-IP limit stays out of the way. */
const book = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    headers: { "content-type": "application/json", ...headers },
    remoteAddress,
  });

const bodyFor = (session: { date: string; time: string }, extra: Record<string, unknown> = {}) => ({
  classId,
  customerName: " Asha Rao ",
  customerEmail: "Asha@Example.com",
  customerPhone: "+1 415 555 0100",
  participants: 2,
  scheduledDate: session.date,
  scheduledTime: session.time,
  ...extra,
});

const sessionRow = async (id: number) => (await app.database.db.select().from(classSessions).where(eq(classSessions.id, id)))[0];
const bookingsOf = async (sessionId: number) => app.database.db.select().from(classBookings).where(eq(classBookings.sessionId, sessionId));
const mailCount = async () => (await app.database.db.select().from(outbox)).length;
const mailsTo = async (to: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, to));

/** The cancel token, read from the link in the confirmation mail. */
function tokenFrom(text: string): string {
  const match = /\/bookings\/cancel\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error("no cancel link in the mail");
  return match[1];
}

describe("POST /api/bookings", () => {
  it("should book, compute the total itself, take the seats and queue the confirmation and the team notice", async () => {
    const session = await newSession(10);
    const res = await book(bodyFor(session, { totalPrice: "151.00" }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ classId, participants: 2, totalPrice: "151.00", scheduledDate: session.date, scheduledTime: "11:00" });
    expect(body.reference).toMatch(/^CB-[2-9A-Z]{8}$/);

    const [row] = await bookingsOf(session.id);
    expect(row).toMatchObject({
      reference: body.reference,
      customerName: "Asha Rao",
      customerEmail: "asha@example.com",
      participants: 2,
      total: "151.00",
      status: "confirmed",
    });
    expect(row.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await sessionRow(session.id)).booked).toBe(2);

    const [toCustomer] = (await mailsTo("asha@example.com")).filter((m) => m.subject.includes(body.reference));
    expect(toCustomer.textBody).toContain("Class: Tadka Basics");
    expect(toCustomer.textBody).toContain("Participants: 2");
    expect(toCustomer.textBody).toContain("Total: $151.00");
    expect(toCustomer.textBody).toMatch(/Time: 11:00\s?AM P[SD]T/);
    const token = tokenFrom(toCustomer.textBody);
    expect(row.cancelTokenHash).not.toContain(token);
    expect(toCustomer.attachments?.[0]).toMatchObject({ filename: "class.ics" });
    const toTeam = (await mailsTo(BRAND.email)).filter((m) => m.subject.includes(body.reference));
    expect(toTeam).toHaveLength(1);
  });

  it("should send a stranger's address nothing the visitor typed (booking, cancellation, a spot opening), while the team's notice keeps it all", async () => {
    const session = await newSession(2);
    const res = await book(
      bodyFor(session, { customerName: "Quillon Vantebrook", customerEmail: "someone-else@example.org", customerPhone: "+1 415 555 0123" }),
    );
    expect(res.statusCode).toBe(201);
    const reference = res.json().reference;
    const [confirmation] = (await mailsTo("someone-else@example.org")).filter((m) => m.subject.includes(reference));
    const [notice] = (await mailsTo(BRAND.email)).filter((m) => m.subject === `New class booking ${reference}`);
    expectAcknowledgementWithoutTypedText({ acknowledgement: confirmation, notice, typed: ["Quillon", "Vantebrook", "555 0123"] });
    expect(confirmation.textBody).toMatch(/^Hello,\n/);

    // The full session's waiting list, then the cancellation that opens a spot for it.
    const waitlist = {
      classId,
      scheduledDate: session.date,
      scheduledTime: session.time,
      name: "Zarnicle Pills",
      email: "waiting-stranger@example.org",
    };
    expect(
      (await app.inject({ method: "POST", url: "/api/bookings/waitlist", payload: waitlist, remoteAddress: `10.9.1.${++ip % 250}` }))
        .statusCode,
    ).toBe(201);
    expect(await app.services.bookings.cancel(tokenFrom(confirmation.textBody))).toEqual({ cancelled: true });
    const [cancelled] = (await mailsTo("someone-else@example.org")).filter((m) => m.subject.endsWith("is cancelled"));
    const [cancelNotice] = (await mailsTo(BRAND.email)).filter((m) => m.subject === `Class booking ${reference} cancelled`);
    expectAcknowledgementWithoutTypedText({ acknowledgement: cancelled, notice: cancelNotice, typed: ["Quillon", "Vantebrook"] });
    const [spot] = await mailsTo("waiting-stranger@example.org");
    expect(spot.subject).toMatch(/A spot opened/);
    expect(`${spot.subject}\n${spot.textBody}`).not.toMatch(/Zarnicle|Pills/i);
  });

  it("should use the server's total whatever the browser sends, refusing a total that does not match", async () => {
    const session = await newSession(10);
    const res = await book(bodyFor(session, { participants: 1, totalPrice: "1.00" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "totalPrice", message: expect.stringMatching(/does not match/) }]);
    expect(await bookingsOf(session.id)).toHaveLength(0);
    const numeric = await book(bodyFor(session, { participants: 1, totalPrice: 75.5 }));
    expect(numeric.statusCode).toBe(201);
    expect(numeric.json().totalPrice).toBe("75.50");
  });

  it("should refuse each invalid field with the form's own message and store nothing", async () => {
    const session = await newSession(10);
    const before = await mailCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerName: "A" }, "customerName", "Name must be at least 2 characters"],
      [{ customerName: undefined }, "customerName", "Name must be at least 2 characters"],
      [{ customerName: "A\u0000B" }, "customerName", "Name contains characters that are not allowed"],
      [{ customerEmail: "nope" }, "customerEmail", "Please enter a valid email"],
      [{ participants: 0 }, "participants", "At least 1 participant required"],
      [{ participants: 1.5 }, "participants", "At least 1 participant required"],
      [{ participants: "2" }, "participants", "At least 1 participant required"],
      [{ participants: 13 }, "participants", "At most 12 participants for this class"],
      [{ scheduledDate: "" }, "scheduledDate", "Please select a date"],
      [{ scheduledDate: "2031-02-30" }, "scheduledDate", "Please select a date"],
      [{ scheduledTime: "" }, "scheduledTime", "Please select a time"],
      [{ scheduledTime: "25:00" }, "scheduledTime", "Please select a time"],
      [{ classId: -1 }, "classId", "classId must be a positive whole number"],
      [{ totalPrice: "abc" }, "totalPrice", "totalPrice must be an amount such as 150.00"],
      [{ customerPhone: "9".repeat(31) }, "customerPhone", "Phone must be at most 30 characters"],
    ];
    for (const [change, path, message] of cases) {
      const res = await book(bodyFor(session, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().issues, JSON.stringify(change)).toEqual([{ path, message }]);
    }
    for (const bad of ["not json", "[]", "null"]) {
      const res = await book(bad);
      expect(res.statusCode, bad).toBe(400);
    }
    const buffet = await book({ buffetMenuId: 3, customerName: "Asha" });
    expect(buffet.statusCode).toBe(400);
    expect(await bookingsOf(session.id)).toHaveLength(0);
    expect(await mailCount()).toBe(before);
  });

  it("should answer 404 for an unknown class or session and 409 for a session that has started", async () => {
    const session = await newSession(10);
    const unknownClass = await book(bodyFor(session, { classId: 999_999 }));
    expect(unknownClass.statusCode).toBe(404);
    expect(unknownClass.json().message).toBe("The cooking class you're looking for doesn't exist.");
    const unknownSession = await book(bodyFor(session, { scheduledTime: "06:15" }));
    expect(unknownSession.statusCode).toBe(404);
    const past = await newSession(10, 0, "2020-03-01");
    const started = await book(bodyFor(past));
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe("This session has already started");
  });

  it("should answer 409 with the spots left when too few remain, and 'This session is full' when none do", async () => {
    const session = await newSession(5, 4);
    const tooMany = await book(bodyFor(session, { participants: 2 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe("Only 1 spot left in this session");
    const three = await newSession(5, 2);
    expect((await book(bodyFor(three, { participants: 4 }))).json().message).toBe("Only 3 spots left in this session");
    const full = await newSession(5, 5);
    const res = await book(bodyFor(full, { participants: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This session is full");
    expect(await bookingsOf(session.id)).toHaveLength(0);
    expect((await sessionRow(session.id)).booked).toBe(4);
  });

  it("should return the same booking for a repeated Idempotency-Key, with no second row or mail", async () => {
    const session = await newSession(10);
    const headers = { "idempotency-key": "3f1c2a9e-retry-test" };
    const first = await book(bodyFor(session), headers);
    expect(first.statusCode).toBe(201);
    const mailsAfterFirst = await mailCount();
    const again = await book(bodyFor(session), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await bookingsOf(session.id)).toHaveLength(1);
    expect((await sessionRow(session.id)).booked).toBe(2);
    expect(await mailCount()).toBe(mailsAfterFirst);

    // Simultaneous twins (a double click) still make one booking.
    const twins = await Promise.all([1, 2, 3].map(() => book(bodyFor(session), { "idempotency-key": "double-click-1" })));
    expect(twins.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(twins.map((r) => r.json().reference)).size).toBe(1);
    expect(await bookingsOf(session.id)).toHaveLength(2);

    const badKey = await book(bodyFor(session), { "idempotency-key": "has space" });
    expect(badKey.statusCode).toBe(400);
  });

  it("should store and mail nothing when the honeypot is filled, yet answer as usual", async () => {
    const session = await newSession(10);
    const before = await mailCount();
    const res = await book(bodyFor(session, { homepage: "http://spam.example" }));
    expect(res.statusCode).toBe(201);
    expect(await bookingsOf(session.id)).toHaveLength(0);
    expect(await mailCount()).toBe(before);
  });

  it("should limit bookings per address with a 429", async () => {
    const session = await newSession(10);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await book(bodyFor(session, { customerName: "" }), {}, "192.0.2.77")).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("should never overbook: 200 simultaneous one-seat requests for 10 seats give 10 bookings and 190 × 409", async () => {
    const session = await newSession(10);
    const answers = await Promise.all(Array.from({ length: 200 }, () => book(bodyFor(session, { participants: 1 }))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(new Set(["This session is full"]));
    expect(await bookingsOf(session.id)).toHaveLength(10);
    expect((await sessionRow(session.id)).booked).toBe(10);
  }, 120_000);
});

describe("the confirmation's calendar invitation", () => {
  it("should put a class on the day after the spring daylight-saving change at the right UTC instant", async () => {
    const session = await newSession(10, 0, "2031-03-10", "11:00");
    const res = await book(bodyFor(session, { customerEmail: "dst@example.com" }));
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo("dst@example.com");
    const ics = mail.attachments![0].content;
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    // 2031: DST began on 9 March, so the 10th is the day after.
    expect(event.startDate.toJSDate().toISOString()).toBe("2031-03-10T18:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2031-03-10T20:30:00.000Z");
    expect(event.uid).toBe(`${res.json().reference}@localhost`);
    expect(event.summary).toContain("Tadka Basics");
    expect(event.location).toContain("Main Teaching Kitchen");
    expect(event.organizer).toContain(BRAND.email);
    // The day before the change the same wall-clock time is 19:00 UTC.
    expect(zonedTimeToInstant("2031-03-08", "11:00", ZONE).toISOString()).toBe("2031-03-08T19:00:00.000Z");
    expect(zonedTimeToInstant("2031-11-03", "11:00", ZONE).toISOString()).toBe("2031-11-03T19:00:00.000Z");
  });
});

describe("cancelling and the waiting list", () => {
  it("should cancel once through the mailed link, return the seats, mail a notice and the first person waiting", async () => {
    const session = await newSession(2);
    const res = await book(bodyFor(session, { customerEmail: "cancel@example.com" }));
    expect(res.statusCode).toBe(201);
    expect((await sessionRow(session.id)).booked).toBe(2);

    const waitlist = (payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/api/bookings/waitlist", payload, remoteAddress: `10.9.0.${++ip % 250}` });
    const entry = { classId, scheduledDate: session.date, scheduledTime: session.time };
    expect((await waitlist({ ...entry, name: "First Waiting", email: "first@example.com" })).statusCode).toBe(201);
    expect((await waitlist({ ...entry, name: "Second Waiting", email: "second@example.com" })).statusCode).toBe(201);
    expect((await waitlist({ ...entry, name: "First Again", email: "FIRST@example.com" })).statusCode).toBe(201);
    expect((await waitlist({ ...entry, name: "X", email: "x@example.com" })).statusCode).toBe(400);
    const notFull = await newSession(2);
    const open = await waitlist({ ...entry, scheduledDate: notFull.date, name: "Early Bird", email: "early@example.com" });
    expect(open.statusCode).toBe(409);
    expect(await app.database.db.select().from(classWaitlist).where(eq(classWaitlist.sessionId, session.id))).toHaveLength(2);

    const token = tokenFrom((await mailsTo("cancel@example.com"))[0].textBody);
    const preview = await app.services.bookings.previewCancel(token);
    expect(preview).toMatchObject({ status: "active", reference: res.json().reference, participants: 2 });

    expect(await app.services.bookings.cancel(token)).toEqual({ cancelled: true });
    expect((await sessionRow(session.id)).booked).toBe(0);
    const [booking] = await bookingsOf(session.id);
    expect(booking.status).toBe("cancelled");
    expect((await mailsTo("cancel@example.com")).map((m) => m.subject).some((s) => s.includes("cancelled"))).toBe(true);
    expect(await mailsTo("first@example.com")).toHaveLength(1);
    expect(await mailsTo("second@example.com")).toHaveLength(0);

    const mailsBefore = await mailCount();
    expect(await app.services.bookings.cancel(token)).toEqual({ cancelled: false });
    expect(await app.services.bookings.previewCancel(token)).toEqual({ status: "invalid" });
    expect(await app.services.bookings.cancel("x".repeat(43))).toEqual({ cancelled: false });
    expect(await app.services.bookings.cancel("../../etc")).toEqual({ cancelled: false });
    expect((await sessionRow(session.id)).booked).toBe(0);
    expect(await mailCount()).toBe(mailsBefore);
    const cancelled = await app.database.db
      .select()
      .from(classBookings)
      .where(and(eq(classBookings.sessionId, session.id), eq(classBookings.status, "confirmed")));
    expect(cancelled).toHaveLength(0);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish both booking routes, POST /api/bookings with the class and the buffet shapes", async () => {
    const bookingPaths = /^\/api\/bookings(\/|$)/;
    const json = ["application/json"];
    const expected = {
      "POST /api/bookings": {
        tags: ["Bookings"],
        statuses: [201, 400, 404, 409, 422, 429],
        answers: "BookingResult | CateringRequestResult",
        body: json,
      },
      "POST /api/bookings/waitlist": { tags: ["Bookings"], statuses: [201, 400, 404, 409, 429], answers: "object", body: json },
    };
    expect(declaredRoutesMatching(app, bookingPaths).sort()).toEqual(Object.keys(expected).sort());
    expect(await publishedOperations(app, bookingPaths)).toEqual(expected);
  });
});
