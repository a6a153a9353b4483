import type { FastifyInstance } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand";
import { zonedTimeToInstant } from "../../../shared/rules/zoned-time";
import { bookingMessages } from "../../../shared/schemas/booking";
import { classDeskMessages as M } from "../../../shared/schemas/class-desk";
import { classBookings, classSessions, classWaitlist, cookingClasses, outbox } from "../../db/schema/index";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
let classId: number;
const ZONE = "America/Los_Angeles";

beforeAll(async () => {
  app = await buildAdminTestApp({ SITE_TIME_ZONE: ZONE });
  api = adminClient(app, (await signIn(app)).token);
  const [cls] = await app.database.db
    .insert(cookingClasses)
    .values({
      title: "Desk Test Dal Workshop",
      description: "Lentils three ways.",
      image: "/x.svg",
      difficulty: "beginner",
      category: "techniques",
      price: 60,
      duration: 120,
      maxParticipants: 12,
      instructorName: "Chef Meera",
      instructorImage: "/m.svg",
      instructorBio: "Cooks.",
      whatYouWillLearn: [],
      includes: [],
    })
    .returning();
  classId = cls.id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

let day = 0;
/** A distinct future date for each session a test adds. */
const nextDate = () => new Date(Date.UTC(2031, 5, 1) + ++day * 86_400_000).toISOString().slice(0, 10);

let ip = 0;
const book = (date: string, time: string, customerEmail: string, participants: number, customerName = "Asha Rao") =>
  app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { classId, customerName, customerEmail, participants, scheduledDate: date, scheduledTime: time },
    remoteAddress: `10.44.${Math.floor(++ip / 250)}.${ip % 250}`,
  });

async function addSession(capacity: number, time = "18:30") {
  const date = nextDate();
  const res = await api.post(`/api/admin/classes/${classId}/sessions`, { date, time, capacity });
  expect(res.statusCode, res.body).toBe(201);
  return { date, time, id: res.json().session.id as number };
}

const mailsTo = (address: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, address));
const sessionRow = async (id: number) => (await app.database.db.select().from(classSessions).where(eq(classSessions.id, id)))[0];

describe("the classes desk: classes and sessions", () => {
  it("should add a session at the kitchen's wall-clock time, audited, and list it among the upcoming ones", async () => {
    const date = nextDate();
    const res = await api.post(`/api/admin/classes/${classId}/sessions`, { date, time: "11:00", capacity: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const { session } = res.json();
    expect(session).toMatchObject({ classId, date, time: "11:00", capacity: 10, taken: 0, cancelledAt: null, past: false });
    expect(session.startsAt).toBe(zonedTimeToInstant(date, "11:00", ZONE).toISOString());

    const list = (await api.get(`/api/admin/classes/${classId}/sessions?when=upcoming`)).json();
    expect(list.data.map((s: { id: number }) => s.id)).toContain(session.id);
    expect(list).toMatchObject({ page: 1, limit: 10, hasPrev: false });
    const past = (await api.get(`/api/admin/classes/${classId}/sessions?when=past`)).json();
    expect(past.data.map((s: { id: number }) => s.id)).not.toContain(session.id);

    const classes = (await api.get("/api/admin/classes")).json();
    const row = classes.data.find((c: { id: number }) => c.id === classId);
    expect(row).toMatchObject({ upcomingSessions: 1, upcomingTaken: 0, upcomingCapacity: 10, nextStartsAt: session.startsAt });
    expect(list.data.find((s: { id: number }) => s.id === session.id).waiting).toBe(0);

    const [audit] = await auditOf(app, "class_session", session.id);
    expect(audit).toMatchObject({ action: "class_session.created", actor: "kitchen-lead" });
    expect(audit.after).toMatchObject({ classId, date, time: "11:00", capacity: 10 });

    // The public class page offers it.
    const publicClass = (await app.inject(`/api/classes/${classId}`)).json();
    expect(publicClass.schedule.map((s: { id: number }) => s.id)).toContain(session.id);
  });

  it("should refuse a bad date, a past start, a duplicate slot and an unknown class", async () => {
    const bad = await api.post(`/api/admin/classes/${classId}/sessions`, { date: "2031-02-30", time: "11:00", capacity: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: "date", message: M.date }]);
    const badCapacity = await api.post(`/api/admin/classes/${classId}/sessions`, { date: nextDate(), time: "11:00", capacity: 0 });
    expect(badCapacity.statusCode).toBe(400);
    expect(badCapacity.json().issues[0]).toEqual({ path: "capacity", message: M.capacity });
    const past = await api.post(`/api/admin/classes/${classId}/sessions`, { date: "2020-01-01", time: "11:00", capacity: 10 });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(M.startsInPast);
    const { date, time } = await addSession(8);
    const twin = await api.post(`/api/admin/classes/${classId}/sessions`, { date, time, capacity: 8 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(M.duplicateSession);
    expect((await api.post(`/api/admin/classes/999999/sessions`, { date: nextDate(), time, capacity: 8 })).statusCode).toBe(404);
    expect((await api.get(`/api/admin/classes/999999/sessions`)).statusCode).toBe(404);
  });
});

describe("changing a session's capacity", () => {
  it("should never go below the seats taken: 422 with a clear message, and the database's check holds too", async () => {
    const { date, time, id } = await addSession(10);
    expect((await book(date, time, "cap-one@example.com", 3)).statusCode).toBe(201);
    expect((await book(date, time, "cap-two@example.com", 2)).statusCode).toBe(201);

    const below = await api.patch(`/api/admin/class-sessions/${id}`, { capacity: 4 });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe(M.belowTaken(5));
    expect(below.json().message).toBe("Capacity cannot go below the 5 seat(s) already taken");
    expect((await sessionRow(id)).capacity).toBe(10);

    // Straight to the database: the check refuses it as well.
    await expect(app.database.db.update(classSessions).set({ capacity: 4 }).where(eq(classSessions.id, id))).rejects.toThrow();

    const exact = await api.patch(`/api/admin/class-sessions/${id}`, { capacity: 5 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().session).toMatchObject({ capacity: 5, taken: 5 });
    // Now full: the public booking says so.
    expect((await book(date, time, "cap-three@example.com", 1)).statusCode).toBe(409);

    const [audit] = await auditOf(app, "class_session", id);
    expect(audit).toMatchObject({
      action: "class_session.capacity_changed",
      before: { capacity: 10, booked: 5 },
      after: { capacity: 5, booked: 5 },
    });
    expect((await api.patch(`/api/admin/class-sessions/${id}`, { capacity: "many" })).statusCode).toBe(400);
    expect((await api.patch(`/api/admin/class-sessions/999999`, { capacity: 5 })).statusCode).toBe(404);
  });
});

describe("cancelling a session", () => {
  it("should cancel every booking, release the seats, mail each attendee once and the waiting list, in one audited step", async () => {
    const { date, time, id } = await addSession(6);
    expect((await book(date, time, "cancel-a@example.com", 2, "Anjali")).statusCode).toBe(201);
    expect((await book(date, time, "cancel-b@example.com", 1, "Bilal")).statusCode).toBe(201);
    // The same person twice: one mail naming both bookings.
    expect((await book(date, time, "cancel-a@example.com", 3, "Anjali")).statusCode).toBe(201);
    expect((await sessionRow(id)).booked).toBe(6);
    const wait = await app.inject({
      method: "POST",
      url: "/api/bookings/waitlist",
      payload: { classId, scheduledDate: date, scheduledTime: time, name: "Chen", email: "cancel-wait@example.com" },
      remoteAddress: "10.45.0.1",
    });
    expect(wait.statusCode, wait.body).toBe(201);

    const before = { a: (await mailsTo("cancel-a@example.com")).length, b: (await mailsTo("cancel-b@example.com")).length };
    const res = await api.post(`/api/admin/class-sessions/${id}/cancel`, { reason: "Our chef is unwell." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      bookingsCancelled: 3,
      seatsReleased: 6,
      attendeesMailed: 2,
      session: { taken: 0, capacity: 6 },
    });
    expect(res.json().session.cancelledAt).not.toBeNull();

    const row = await sessionRow(id);
    expect(row.booked).toBe(0);
    expect(row.cancelledAt).not.toBeNull();
    const bookings = await app.database.db.select().from(classBookings).where(eq(classBookings.sessionId, id));
    expect(bookings.map((b) => b.status)).toEqual(["cancelled", "cancelled", "cancelled"]);

    const subject = (m: { subject: string }) => m.subject.includes("is cancelled") && m.subject.includes(BRAND.name);
    const toA = (await mailsTo("cancel-a@example.com")).slice(before.a);
    const toB = (await mailsTo("cancel-b@example.com")).slice(before.b);
    expect(toA.filter(subject)).toHaveLength(1);
    expect(toB.filter(subject)).toHaveLength(1);
    expect(toA).toHaveLength(1);
    expect(toB).toHaveLength(1);
    for (const booking of bookings.filter((b) => b.customerEmail === "cancel-a@example.com"))
      expect(toA[0].textBody).toContain(booking.reference);
    expect(toA[0].textBody).toContain("Our chef is unwell.");
    // The attendee's address is whatever they typed: the mail repeats none of their text.
    expect(toA[0].textBody).toMatch(/^Hello,\n/);
    expect(toA[0].textBody).not.toContain("Asha Rao");
    expect(await mailsTo("cancel-wait@example.com")).toHaveLength(1);

    const [audit] = await auditOf(app, "class_session", id);
    expect(audit).toMatchObject({
      action: "class_session.cancelled",
      before: { booked: 6, cancelledAt: null },
      after: { booked: 0, seatsReleased: 6, reason: "Our chef is unwell." },
    });

    // Once only: a second cancel changes nothing and mails nobody.
    const again = await api.post(`/api/admin/class-sessions/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.sessionCancelled);
    expect(await mailsTo("cancel-a@example.com")).toHaveLength(before.a + 1);
    expect((await api.patch(`/api/admin/class-sessions/${id}`, { capacity: 10 })).statusCode).toBe(409);

    // The public side: not offered, not bookable, no waiting list.
    const publicClass = (await app.inject(`/api/classes/${classId}`)).json();
    expect(publicClass.schedule.map((s: { id: number }) => s.id)).not.toContain(id);
    const late = await book(date, time, "late@example.com", 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(bookingMessages.sessionCancelled);
    const lateWait = await app.inject({
      method: "POST",
      url: "/api/bookings/waitlist",
      payload: { classId, scheduledDate: date, scheduledTime: time, name: "Dev", email: "late-wait@example.com" },
      remoteAddress: "10.45.0.2",
    });
    expect(lateWait.statusCode).toBe(409);

    // The attendee list keeps who had booked, for the team.
    const detail = (await api.get(`/api/admin/class-sessions/${id}`)).json();
    expect(detail.attendees).toHaveLength(3);
    expect(detail.waitingList).toEqual([expect.objectContaining({ email: "cancel-wait@example.com", name: "Chen" })]);
  });

  it("should leave everything as it was when the cancellation fails part-way", async () => {
    const { date, time, id } = await addSession(4);
    expect((await book(date, time, "rollback@example.com", 2)).statusCode).toBe(201);
    const mailsBefore = (await mailsTo("rollback@example.com")).length;
    // An audit row that cannot be written (the actor column refuses NULL) makes the transaction fail.
    const session = { admin: { id: 1, username: null as unknown as string, name: "", email: null }, sessionKey: "x" };
    await expect(app.services.classDesk.cancelSession(id, { reason: undefined }, session as never, { ip: "127.0.0.1" })).rejects.toThrow();
    expect((await sessionRow(id)).booked).toBe(2);
    expect((await sessionRow(id)).cancelledAt).toBeNull();
    const [booking] = await app.database.db
      .select()
      .from(classBookings)
      .where(and(eq(classBookings.sessionId, id)));
    expect(booking.status).toBe("confirmed");
    expect(await mailsTo("rollback@example.com")).toHaveLength(mailsBefore);
  });

  it("should not touch a session that has already taken place", async () => {
    const [past] = await app.database.db
      .insert(classSessions)
      .values({
        classId,
        date: "2024-03-02",
        time: "11:00",
        startsAt: zonedTimeToInstant("2024-03-02", "11:00", ZONE),
        capacity: 8,
        booked: 3,
      })
      .returning();
    expect((await api.post(`/api/admin/class-sessions/${past.id}/cancel`, {})).statusCode).toBe(409);
    expect((await api.patch(`/api/admin/class-sessions/${past.id}`, { capacity: 9 })).json().message).toBe(M.sessionPast);
    const list = (await api.get(`/api/admin/classes/${classId}/sessions?when=past`)).json();
    expect(list.data[0]).toMatchObject({ id: past.id, past: true, taken: 3 });
    const waiting = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(classWaitlist);
    expect(waiting[0].n).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every classes desk route as an admin route with its answer and its errors", async () => {
    const deskPaths = /^\/api\/admin\/(classes|class-sessions)(\/|$)/;
    const admin = (statuses: number[], answers: string, body: string[] = []) => ({ tags: ["Admin"], statuses, answers, body });
    const json = ["application/json"];
    const expected = {
      "GET /api/admin/classes": admin([200, 400, 401], "DeskClassPage"),
      "GET /api/admin/classes/:id/sessions": admin([200, 400, 401, 404], "DeskSessionPage"),
      "POST /api/admin/classes/:id/sessions": admin([201, 400, 401, 403, 404, 409, 422], "object", json),
      "GET /api/admin/class-sessions/:id": admin([200, 400, 401, 404], "DeskSessionDetail"),
      "PATCH /api/admin/class-sessions/:id": admin([200, 400, 401, 403, 404, 409, 422], "object", json),
      "POST /api/admin/class-sessions/:id/cancel": admin([200, 400, 401, 403, 404, 409], "object", json),
    };
    expect(declaredRoutesMatching(app, deskPaths).sort()).toEqual(Object.keys(expected).sort());
    expect(await publishedOperations(app, deskPaths)).toEqual(expected);
  });
});
