import { and, asc, count, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { classBookings, classSessions, classWaitlist, cookingClasses } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { paths } from "../../../shared/paths.ts";
import { formatInZone, zonedTimeToInstant } from "../../../shared/rules/zoned-time.ts";
import {
  classDeskMessages as M,
  type CapacityInput,
  type ClassDeskListQuery,
  type DeskAttendee,
  type DeskCancelResult,
  type DeskClass,
  type DeskPage,
  type DeskSession,
  type DeskSessionDetail,
  type SessionCancelInput,
  type SessionInput,
  type SessionListQuery,
} from "../../../shared/schemas/class-desk.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { sessionCancelled } from "../../mail/classes/session-cancelled.ts";
import { sessionCancelledWaitlist } from "../../mail/classes/session-cancelled-waitlist.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

type DeskOptions = { siteUrl: string; teamEmail: string; timeZone: string; now?: () => Date };
type SessionRow = typeof classSessions.$inferSelect;

/** People still waiting for a seat (not yet told of one); spelled out so each column names its own table. */
const waitingCount = sql<number>`(SELECT count(*)::int FROM class_waitlist w WHERE w.session_id = "class_sessions"."id" AND w.notified_at IS NULL)`;

const sessionState = (row: SessionRow) => ({
  capacity: row.capacity,
  booked: row.booked,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/**
 * The classes desk (/chef-admin): sessions added, resized and cancelled by the team. Seats stay
 * in `class_sessions.booked`, changed only by conditional UPDATEs (the table's check keeps
 * booked <= capacity whatever happens), and every change commits with its audit row and mails.
 */
export function createClassDeskService(db: Database, options: DeskOptions) {
  const { siteUrl, teamEmail, timeZone } = options;
  const clock = options.now ?? (() => new Date());

  function sessionOf(row: SessionRow & { classTitle: string; waiting: number }, now: Date): DeskSession {
    return {
      id: row.id,
      classId: row.classId,
      classTitle: row.classTitle,
      date: row.date,
      time: row.time,
      startsAt: row.startsAt.toISOString(),
      capacity: row.capacity,
      taken: row.booked,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      past: row.startsAt.getTime() <= now.getTime(),
      waiting: Number(row.waiting),
    };
  }

  async function loadSession(id: number, runner: Pick<Database, "select"> = db): Promise<DeskSession | null> {
    const [row] = await runner
      .select({ session: classSessions, classTitle: cookingClasses.title, waiting: waitingCount })
      .from(classSessions)
      .innerJoin(cookingClasses, eq(cookingClasses.id, classSessions.classId))
      .where(eq(classSessions.id, id));
    return row ? sessionOf({ ...row.session, classTitle: row.classTitle, waiting: row.waiting }, clock()) : null;
  }

  /** Locks the session for a change; 404 unknown, 409 cancelled or already begun. */
  async function lockChangeable(tx: Pick<Database, "select">, id: number): Promise<SessionRow> {
    const [row] = await tx.select().from(classSessions).where(eq(classSessions.id, id)).for("update");
    if (!row) throw new NotFoundError(M.sessionNotFound);
    if (row.cancelledAt) throw new HttpError(409, M.sessionCancelled);
    if (row.startsAt.getTime() <= clock().getTime()) throw new HttpError(409, M.sessionPast);
    return row;
  }

  const actor = (session: AdminSession) => ({ adminId: session.admin.id, actor: session.admin.username });

  return {
    /** Every class with its upcoming sessions summed up (cancelled ones left out), paged in SQL. */
    async listClasses(query: ClassDeskListQuery): Promise<DeskPage<DeskClass>> {
      const now = clock();
      const upcoming = sql`s.class_id = "cooking_classes"."id" AND s.starts_at > ${now.toISOString()}::timestamptz AND s.cancelled_at IS NULL`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: cookingClasses.id,
            title: cookingClasses.title,
            category: cookingClasses.category,
            difficulty: cookingClasses.difficulty,
            instructorName: cookingClasses.instructorName,
            price: cookingClasses.price,
            duration: cookingClasses.duration,
            maxParticipants: cookingClasses.maxParticipants,
            // Each subquery reads the sessions under the alias s, so its columns cannot be mistaken for the class's.
            upcomingSessions: sql<number>`(SELECT count(*)::int FROM class_sessions s WHERE ${upcoming})`,
            upcomingTaken: sql<number>`(SELECT coalesce(sum(s.booked), 0)::int FROM class_sessions s WHERE ${upcoming})`,
            upcomingCapacity: sql<number>`(SELECT coalesce(sum(s.capacity), 0)::int FROM class_sessions s WHERE ${upcoming})`,
            nextStartsAt: sql<string | null>`(SELECT min(s.starts_at) FROM class_sessions s WHERE ${upcoming})`,
          })
          .from(cookingClasses)
          .orderBy(asc(cookingClasses.title), asc(cookingClasses.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(cookingClasses),
      ]);
      const data = rows.map((r): DeskClass => ({
        ...r,
        price: Number(r.price),
        upcomingSessions: Number(r.upcomingSessions),
        upcomingTaken: Number(r.upcomingTaken),
        upcomingCapacity: Number(r.upcomingCapacity),
        nextStartsAt: r.nextStartsAt ? new Date(r.nextStartsAt).toISOString() : null,
      }));
      return adminPage(data, total, query.page, query.limit);
    },

    /** A class's sessions, upcoming (soonest first) or past (latest first), cancelled ones included. */
    async listSessions(classId: number, query: SessionListQuery): Promise<DeskPage<DeskSession> | null> {
      const [cls] = await db
        .select({ id: cookingClasses.id, title: cookingClasses.title })
        .from(cookingClasses)
        .where(eq(cookingClasses.id, classId));
      if (!cls) return null;
      const now = clock();
      const where = and(
        eq(classSessions.classId, classId),
        query.when === "upcoming" ? gt(classSessions.startsAt, now) : lte(classSessions.startsAt, now),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ session: classSessions, waiting: waitingCount })
          .from(classSessions)
          .where(where)
          .orderBy(query.when === "upcoming" ? asc(classSessions.startsAt) : desc(classSessions.startsAt), asc(classSessions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(classSessions).where(where),
      ]);
      return adminPage(
        rows.map((r) => sessionOf({ ...r.session, classTitle: cls.title, waiting: r.waiting }, now)),
        total,
        query.page,
        query.limit,
      );
    },

    getSession: (id: number) => loadSession(id),

    /** A session with its attendees (confirmed first, then cancelled) and its waiting list in order. */
    async sessionDetail(id: number): Promise<DeskSessionDetail | null> {
      const session = await loadSession(id);
      if (!session) return null;
      const [bookings, waiting] = await Promise.all([
        db
          .select()
          .from(classBookings)
          .where(eq(classBookings.sessionId, id))
          .orderBy(asc(classBookings.status), asc(classBookings.customerName), asc(classBookings.id)),
        db.select().from(classWaitlist).where(eq(classWaitlist.sessionId, id)).orderBy(asc(classWaitlist.createdAt), asc(classWaitlist.id)),
      ]);
      return {
        ...session,
        attendees: bookings.map((b): DeskAttendee => ({
          id: b.id,
          reference: b.reference,
          name: b.customerName,
          email: b.customerEmail,
          phone: b.customerPhone,
          participants: b.participants,
          total: Number(b.total).toFixed(2),
          status: b.status,
          bookedAt: b.createdAt.toISOString(),
          cancelledAt: b.cancelledAt?.toISOString() ?? null,
        })),
        waitingList: waiting.map((w) => ({
          id: w.id,
          name: w.name,
          email: w.email,
          joinedAt: w.createdAt.toISOString(),
          notifiedAt: w.notifiedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * Adds a session at a wall-clock date and time in the site's zone (the instant computed as
     * the seed and the booking code do). The class's row is locked, so two admins adding the same
     * slot at once cannot both succeed: the second gets 409.
     */
    async addSession(classId: number, input: SessionInput, session: AdminSession, origin: RequestOrigin): Promise<DeskSession> {
      const startsAt = zonedTimeToInstant(input.date, input.time, timeZone);
      if (startsAt.getTime() <= clock().getTime()) throw new HttpError(422, M.startsInPast, [{ path: "date", message: M.startsInPast }]);
      const id = await db.transaction(async (tx) => {
        const [cls] = await tx.select({ id: cookingClasses.id }).from(cookingClasses).where(eq(cookingClasses.id, classId)).for("update");
        if (!cls) throw new NotFoundError(M.classNotFound);
        const [twin] = await tx
          .select({ id: classSessions.id })
          .from(classSessions)
          .where(
            and(
              eq(classSessions.classId, classId),
              eq(classSessions.date, input.date),
              eq(classSessions.time, input.time),
              isNull(classSessions.cancelledAt),
            ),
          );
        if (twin) throw new HttpError(409, M.duplicateSession);
        const [row] = await tx
          .insert(classSessions)
          .values({ classId, date: input.date, time: input.time, startsAt, capacity: input.capacity })
          .returning();
        await recordAdminAction(tx, {
          ...actor(session),
          action: "class_session.created",
          itemType: "class_session",
          itemId: row.id,
          after: { classId, date: row.date, time: row.time, startsAt: startsAt.toISOString(), capacity: row.capacity },
          ip: origin.ip,
        });
        return row.id;
      });
      return (await loadSession(id))!;
    },

    /** A new capacity with one conditional UPDATE: never below the seats taken (422 with the count). */
    async changeCapacity(id: number, input: CapacityInput, session: AdminSession, origin: RequestOrigin): Promise<DeskSession> {
      await db.transaction(async (tx) => {
        const before = await lockChangeable(tx, id);
        const [after] = await tx
          .update(classSessions)
          .set({ capacity: input.capacity })
          .where(and(eq(classSessions.id, id), sql`${classSessions.booked} <= ${input.capacity}`))
          .returning();
        if (!after) {
          const message = M.belowTaken(before.booked);
          throw new HttpError(422, message, [{ path: "capacity", message }]);
        }
        await recordAdminAction(tx, {
          ...actor(session),
          action: "class_session.capacity_changed",
          itemType: "class_session",
          itemId: id,
          before: sessionState(before),
          after: sessionState(after),
          ip: origin.ip,
        });
      });
      return (await loadSession(id))!;
    },

    /**
     * Cancels a session: it takes no more bookings, every confirmed booking is cancelled and its
     * seats released, each attendee (each address) gets one mail, and the people still waiting
     * are told, all in one transaction with the audit row.
     */
    async cancelSession(
      id: number,
      input: SessionCancelInput,
      session: AdminSession,
      origin: RequestOrigin,
    ): Promise<Omit<DeskCancelResult, "success" | "message">> {
      const result = await db.transaction(async (tx) => {
        const before = await lockChangeable(tx, id);
        const now = clock();
        const cancelled = await tx
          .update(classBookings)
          .set({ status: "cancelled", cancelledAt: now })
          .where(and(eq(classBookings.sessionId, id), eq(classBookings.status, "confirmed")))
          .returning();
        const seatsReleased = cancelled.reduce((sum, b) => sum + b.participants, 0);
        const [after] = await tx.update(classSessions).set({ cancelledAt: now, booked: 0 }).where(eq(classSessions.id, id)).returning();
        const [cls] = await tx.select().from(cookingClasses).where(eq(cookingClasses.id, before.classId));
        const when = formatInZone(before.startsAt, timeZone);
        const classUrl = `${siteUrl}${paths.cookingClass(cls.id)}`;
        const mailed = { classTitle: cls.title, date: when.date, time: when.time, reason: input.reason ?? null, classUrl };

        // One mail per address, naming each of its bookings.
        const byEmail = new Map<string, typeof cancelled>();
        for (const booking of cancelled) byEmail.set(booking.customerEmail, [...(byEmail.get(booking.customerEmail) ?? []), booking]);
        for (const [email, bookings] of byEmail) {
          const seats = bookings.reduce((sum, b) => sum + b.participants, 0);
          const refund = bookings.reduce((sum, b) => sum + Math.round(Number(b.total) * 100), 0);
          await enqueueMail(tx, {
            to: email,
            ...sessionCancelled({ ...mailed, references: bookings.map((b) => b.reference), seats, refundCents: refund, teamEmail }),
          });
        }
        const waiting = await tx
          .select()
          .from(classWaitlist)
          .where(and(eq(classWaitlist.sessionId, id)));
        for (const person of waiting.filter((w) => !byEmail.has(w.email))) {
          await enqueueMail(tx, { to: person.email, ...sessionCancelledWaitlist(mailed) });
        }
        await recordAdminAction(tx, {
          ...actor(session),
          action: "class_session.cancelled",
          itemType: "class_session",
          itemId: id,
          before: sessionState(before),
          after: {
            ...sessionState(after),
            bookingsCancelled: cancelled.map((b) => b.reference),
            seatsReleased,
            ...(input.reason ? { reason: input.reason } : {}),
          },
          ip: origin.ip,
        });
        return { bookingsCancelled: cancelled.length, seatsReleased, attendeesMailed: byEmail.size };
      });
      return { ...result, session: (await loadSession(id))! };
    },
  };
}

export type ClassDeskService = ReturnType<typeof createClassDeskService>;
