import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { classBookings, classSessions, classWaitlist, cookingClasses } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import { formatInZone } from "../../../shared/rules/zoned-time.ts";
import { bookingMessages, type BookingResult, type ClassBookingInput, type WaitlistInput } from "../../../shared/schemas/booking.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { BRAND } from "../../../shared/brand.ts";
import { bookingCancellation } from "../../mail/bookings/cancellation.ts";
import { bookingCancellationTeamNotice } from "../../mail/bookings/cancellation-team-notice.ts";
import { bookingConfirmation } from "../../mail/bookings/confirmation.ts";
import { spotOpened } from "../../mail/bookings/spot-opened.ts";
import { bookingTeamNotice } from "../../mail/bookings/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { classInvitation } from "./calendar.ts";
import { newReference } from "../shop/reference.ts";

type BookingServiceOptions = {
  /** The team's inbox; booking notices go here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
  timeZone: string;
  /** Where classes are held when a class names no room. */
  address: string;
};

/** 256 random bits, URL-safe: the cancel link's secret. */
const newToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Only what newToken makes can be a token; anything else is unknown without asking the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const toCents = (amount: number | string) => Math.round(Number(amount) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

export type CancelPreview =
  { status: "active"; reference: string; classTitle: string; date: string; time: string; participants: number } | { status: "invalid" };

export function createBookingService(db: Database, options: BookingServiceOptions) {
  const { teamEmail, siteUrl, timeZone, address } = options;

  async function findSession(classId: number, date: string, time: string) {
    const [found] = await db
      .select({ cls: cookingClasses, session: classSessions })
      .from(cookingClasses)
      .leftJoin(
        classSessions,
        and(eq(classSessions.classId, cookingClasses.id), eq(classSessions.date, date), eq(classSessions.time, time)),
      )
      .where(eq(cookingClasses.id, classId))
      // A slot the team cancelled and then offered again: the live session answers.
      .orderBy(sql`${classSessions.cancelledAt} IS NOT NULL`)
      .limit(1);
    if (!found) throw new NotFoundError(bookingMessages.classNotFound);
    if (!found.session)
      throw new HttpError(404, bookingMessages.sessionNotFound, [{ path: "scheduledDate", message: bookingMessages.sessionNotFound }]);
    return { cls: found.cls, session: found.session };
  }

  async function resultOf(bookingId: number): Promise<BookingResult> {
    const [row] = await db
      .select({ booking: classBookings, session: classSessions })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .where(eq(classBookings.id, bookingId));
    return {
      reference: row.booking.reference,
      classId: row.booking.classId,
      scheduledDate: row.session.date,
      scheduledTime: row.session.time,
      participants: row.booking.participants,
      totalPrice: Number(row.booking.total).toFixed(2),
      message: bookingMessages.confirmed,
    };
  }

  return {
    /**
     * Books seats: the booking row, the seats (one conditional UPDATE that cannot overbook) and
     * both mails in one transaction, so a full session leaves no trace and a 201 means all of it
     * is committed. With an idempotency key, a repeat returns the first booking and writes nothing.
     */
    async book(input: ClassBookingInput, idempotencyKey?: string, now = new Date()): Promise<{ result: BookingResult; replayed: boolean }> {
      if (idempotencyKey) {
        const [earlier] = await db
          .select({ id: classBookings.id })
          .from(classBookings)
          .where(eq(classBookings.idempotencyKey, idempotencyKey));
        if (earlier) return { result: await resultOf(earlier.id), replayed: true };
      }
      const { cls, session } = await findSession(input.classId, input.scheduledDate, input.scheduledTime);
      if (session.cancelledAt) throw new HttpError(409, bookingMessages.sessionCancelled);
      if (session.startsAt.getTime() <= now.getTime()) throw new HttpError(409, bookingMessages.sessionPast);
      if (input.participants > cls.maxParticipants) {
        const message = bookingMessages.overClassMax(cls.maxParticipants);
        throw new HttpError(400, message, [{ path: "participants", message }]);
      }
      const totalCents = toCents(cls.price) * input.participants;
      if (input.totalPrice !== undefined && toCents(input.totalPrice) !== totalCents) {
        throw new HttpError(400, bookingMessages.totalMismatch, [{ path: "totalPrice", message: bookingMessages.totalMismatch }]);
      }

      // Seats already gone when the session was read: answer at once, without writing anything.
      // The conditional update below stays the only judge of a booking that goes ahead.
      const leftWhenRead = Math.max(0, session.capacity - session.booked);
      if (input.participants > leftWhenRead) {
        throw new HttpError(409, leftWhenRead === 0 ? bookingMessages.full : bookingMessages.spotsLeft(leftWhenRead));
      }

      const email = input.customerEmail.toLowerCase();
      const token = newToken();
      const reference = newReference("CB");
      // Everything the mails say is worked out before the transaction, so the session's row is
      // locked (by the seat update, the transaction's last statement) only until the commit.
      const when = formatInZone(session.startsAt, timeZone);
      const location = cls.location ? `${cls.location}, ${address}` : address;
      const cancelUrl = `${siteUrl}${paths.cancelBooking(token)}`;
      const classUrl = `${siteUrl}${paths.cookingClass(cls.id)}`;
      const facts = {
        reference,
        classTitle: cls.title,
        date: when.date,
        time: when.time,
        participants: input.participants,
        totalCents,
        location,
      };
      const confirmation = {
        to: email,
        ...bookingConfirmation({ ...facts, classUrl, cancelUrl }),
        attachments: [
          {
            filename: "class.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: classInvitation({
              uid: `${reference}@${new URL(siteUrl).hostname}`,
              title: `${cls.title} (${BRAND.name})`,
              description: `${input.participants} participant(s), reference ${reference}. Cancel: ${cancelUrl}`,
              location,
              startsAt: session.startsAt,
              durationMinutes: cls.duration,
              url: classUrl,
              organizer: { name: BRAND.name, email: teamEmail },
            }),
          },
        ],
      };
      const teamNotice = {
        to: teamEmail,
        ...bookingTeamNotice({ ...facts, customerName: input.customerName, email, phone: input.customerPhone ?? null }),
      };

      const bookingId = await db.transaction(async (tx) => {
        // The row first: a concurrent twin with the same key waits here on the unique index and
        // then inserts nothing, so it never takes seats.
        const [inserted] = await tx
          .insert(classBookings)
          .values({
            reference,
            classId: cls.id,
            sessionId: session.id,
            customerName: input.customerName,
            customerEmail: email,
            customerPhone: input.customerPhone ?? null,
            participants: input.participants,
            total: fromCents(totalCents),
            idempotencyKey: idempotencyKey ?? null,
            cancelTokenHash: hashToken(token),
          })
          .onConflictDoNothing({ target: classBookings.idempotencyKey })
          .returning({ id: classBookings.id });
        if (!inserted) return null;
        await enqueueMail(tx, confirmation);
        await enqueueMail(tx, teamNotice);

        // The seats last: one conditional update, and the lock it takes is held only to the commit.
        const [taken] = await tx
          .update(classSessions)
          .set({ booked: sql`${classSessions.booked} + ${input.participants}` })
          .where(
            and(
              eq(classSessions.id, session.id),
              isNull(classSessions.cancelledAt),
              sql`${classSessions.booked} + ${input.participants} <= ${classSessions.capacity}`,
            ),
          )
          .returning({ booked: classSessions.booked });
        if (!taken) {
          const [current] = await tx
            .select({
              left: sql<number>`(${classSessions.capacity} - ${classSessions.booked})::int`,
              cancelledAt: classSessions.cancelledAt,
            })
            .from(classSessions)
            .where(eq(classSessions.id, session.id));
          // The team cancelled the session while this booking was on its way.
          if (current?.cancelledAt) throw new HttpError(409, bookingMessages.sessionCancelled);
          const left = Math.max(0, current?.left ?? 0);
          // Throwing rolls back the booking row and its mails.
          throw new HttpError(409, left === 0 ? bookingMessages.full : bookingMessages.spotsLeft(left));
        }
        return inserted.id;
      });
      if (bookingId === null) {
        // A concurrent request with the same key committed first: answer with its booking.
        const [earlier] = await db
          .select({ id: classBookings.id })
          .from(classBookings)
          .where(eq(classBookings.idempotencyKey, idempotencyKey!));
        return { result: await resultOf(earlier.id), replayed: true };
      }
      return { result: await resultOf(bookingId), replayed: false };
    },

    /** A place in line for a full session; the same address twice keeps its first place. */
    async joinWaitlist(input: WaitlistInput): Promise<void> {
      const { session } = await findSession(input.classId, input.scheduledDate, input.scheduledTime);
      if (session.cancelledAt) throw new HttpError(409, bookingMessages.sessionCancelled);
      if (session.booked < session.capacity) throw new HttpError(409, bookingMessages.waitlistNotFull);
      await db
        .insert(classWaitlist)
        .values({ sessionId: session.id, name: input.name, email: input.email.toLowerCase() })
        .onConflictDoNothing({ target: [classWaitlist.sessionId, classWaitlist.email] });
    },

    /** What the cancel page shows before the visitor confirms. */
    async previewCancel(token: string): Promise<CancelPreview> {
      if (!TOKEN_PATTERN.test(token)) return { status: "invalid" };
      const [row] = await db
        .select({ booking: classBookings, session: classSessions, title: cookingClasses.title })
        .from(classBookings)
        .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
        .innerJoin(cookingClasses, eq(cookingClasses.id, classBookings.classId))
        .where(and(eq(classBookings.cancelTokenHash, hashToken(token)), eq(classBookings.status, "confirmed")));
      if (!row) return { status: "invalid" };
      const when = formatInZone(row.session.startsAt, timeZone);
      return {
        status: "active",
        reference: row.booking.reference,
        classTitle: row.title,
        date: when.date,
        time: when.time,
        participants: row.booking.participants,
      };
    },

    /**
     * Cancels once: the status change, the seats returned, the notice and the mail to the first
     * person waiting all commit together. The token is looked up by its hash (an attacker who
     * could time the lookup would learn about a hash, not the token). A used or unknown token
     * changes nothing.
     */
    async cancel(token: string): Promise<{ cancelled: boolean }> {
      if (!TOKEN_PATTERN.test(token)) return { cancelled: false };
      return db.transaction(async (tx) => {
        const [booking] = await tx
          .update(classBookings)
          .set({ status: "cancelled", cancelledAt: new Date() })
          .where(and(eq(classBookings.cancelTokenHash, hashToken(token)), eq(classBookings.status, "confirmed")))
          .returning();
        if (!booking) return { cancelled: false };
        const [session] = await tx
          .update(classSessions)
          .set({ booked: sql`greatest(${classSessions.booked} - ${booking.participants}, 0)` })
          .where(eq(classSessions.id, booking.sessionId))
          .returning();
        const [cls] = await tx.select().from(cookingClasses).where(eq(cookingClasses.id, booking.classId));
        const when = formatInZone(session.startsAt, timeZone);
        const classUrl = `${siteUrl}${paths.cookingClass(cls.id)}`;
        const cancelled = {
          reference: booking.reference,
          classTitle: cls.title,
          date: when.date,
          time: when.time,
          participants: booking.participants,
        };
        await enqueueMail(tx, { to: booking.customerEmail, ...bookingCancellation({ ...cancelled, siteUrl }) });
        await enqueueMail(tx, { to: teamEmail, ...bookingCancellationTeamNotice({ ...cancelled, customerName: booking.customerName }) });
        const [first] = await tx
          .select()
          .from(classWaitlist)
          .where(and(eq(classWaitlist.sessionId, session.id), isNull(classWaitlist.notifiedAt)))
          .orderBy(asc(classWaitlist.createdAt), asc(classWaitlist.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (first) {
          await tx.update(classWaitlist).set({ notifiedAt: new Date() }).where(eq(classWaitlist.id, first.id));
          await enqueueMail(tx, { to: first.email, ...spotOpened({ classTitle: cls.title, date: when.date, time: when.time, classUrl }) });
        }
        return { cancelled: true };
      });
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
