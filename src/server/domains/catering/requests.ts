import { randomInt } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { buffetMenus, cateringReferenceCounters, cateringRequests, industrialCateringMenus } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import {
  addDays,
  CATERING_LIMITS,
  cateringMessages,
  centsToAmount,
  dayInZone,
  earliestEventDay,
  formatEventDay,
  priceToCents,
  type BuffetBookingInput,
  type CateringRequestKind,
  type CateringRequestResult,
  type CateringRequestView,
  type IndustrialBookingInput,
} from "../../../shared/schemas/catering.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { cateringAcknowledgement } from "../../mail/catering/acknowledgement.ts";
import { cateringCopy } from "../../mail/catering/copy.ts";
import { cateringTeamNotice } from "../../mail/catering/team-notice.ts";
import { HONEYPOT_FIELD } from "../../../shared/schemas/form-fields.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { quoteOf } from "./desk.ts";
import { fingerprintOf, SECRET_LINK_TOKEN_PATTERN as STATUS_TOKEN_PATTERN, secretLinkTokens } from "../../http/secret-links.ts";

/** The status page links' secrets (the purpose keeps them apart from other links'). */
const cateringLinks = secretLinkTokens("catering");

type CateringRequestOptions = {
  /** The catering team's inbox; every request's full notice goes here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
  /** Event dates are days in this zone; "today" is the day its clocks show. */
  timeZone: string;
  now?: () => Date;
};

/**
 * The copy for `recipientEmail` is a courtesy, so it is rationed: at most this many copies to one
 * address per day, whichever client asks (the per-IP share is the route's). Past that the request
 * goes ahead and only the copy is left out.
 */
export const COPIES_PER_ADDRESS_PER_DAY = 3;

const PREFIX: Record<CateringRequestKind, string> = { buffet: "BUF", industrial: "IND" };

type Menu = { id: number; name: string; priceCents: number; minimumOrder: number; advanceBooking: number; path: string };

/** A request in one shape for both forms, after the menu is read and the date is checked. */
type Draft = {
  kind: CateringRequestKind;
  menu: Menu;
  companyName: string | null;
  contactName: string;
  email: string;
  phone: string | null;
  eventDate: string;
  eventTime: string | null;
  eventLocation: string | null;
  participants: number;
  specialRequests: string | null;
  recipientEmail: string | null;
  estimateCents: number;
  belowMinimum: boolean;
};

type Row = typeof cateringRequests.$inferSelect;

/** Thrown inside the transaction when a concurrent twin with the same Idempotency-Key committed first. */
class ConcurrentTwin extends Error {}

export function createCateringRequestService(db: Database, options: CateringRequestOptions) {
  const { teamEmail, siteUrl, timeZone } = options;
  const now = options.now ?? (() => new Date());

  async function buffetMenu(id: number): Promise<Menu> {
    const [menu] = await db
      .select({
        id: buffetMenus.id,
        name: buffetMenus.name,
        price: buffetMenus.pricePerPerson,
        minimumOrder: buffetMenus.minimumOrder,
        advanceBooking: buffetMenus.advanceBooking,
      })
      .from(buffetMenus)
      .where(eq(buffetMenus.id, id));
    if (!menu) throw new NotFoundError(cateringMessages.buffetNotFound);
    return { ...menu, priceCents: priceToCents(menu.price) ?? 0, path: paths.buffetMenu(menu.id) };
  }

  async function industrialMenu(id: number): Promise<Menu> {
    const [menu] = await db
      .select({
        id: industrialCateringMenus.id,
        name: industrialCateringMenus.name,
        price: industrialCateringMenus.pricePerPerson,
        minimumOrder: industrialCateringMenus.minimumOrder,
        advanceBooking: industrialCateringMenus.advanceBooking,
      })
      .from(industrialCateringMenus)
      .where(eq(industrialCateringMenus.id, id));
    if (!menu) throw new NotFoundError(cateringMessages.industrialNotFound);
    return { ...menu, priceCents: priceToCents(menu.price) ?? 0, path: paths.industrialMenu(menu.id) };
  }

  /** 422 with a plain reason for a day that has passed, comes sooner than the menu's notice, or lies years ahead. */
  function checkEventDate(eventDate: string, advanceBooking: number, today: string) {
    const refuse = (message: string) => {
      throw new HttpError(422, message, [{ path: "eventDate", message }]);
    };
    if (eventDate < today) refuse(cateringMessages.eventDatePast);
    const earliest = earliestEventDay(today, advanceBooking);
    if (eventDate < earliest) refuse(cateringMessages.eventDateTooSoon(advanceBooking, formatEventDay(earliest)));
    if (eventDate > addDays(today, CATERING_LIMITS.horizonDays)) refuse(cateringMessages.eventDateTooFar);
  }

  function priced(menu: Menu, participants: number) {
    return { estimateCents: menu.priceCents * participants, belowMinimum: participants < menu.minimumOrder };
  }

  async function draftOf(kind: CateringRequestKind, input: BuffetBookingInput | IndustrialBookingInput, today: string): Promise<Draft> {
    if (kind === "buffet") {
      const b = input as BuffetBookingInput;
      const menu = await buffetMenu(b.buffetMenuId);
      checkEventDate(b.eventDate, menu.advanceBooking, today);
      return {
        kind,
        menu,
        companyName: null,
        contactName: b.customerName,
        email: b.customerEmail.toLowerCase(),
        phone: b.customerPhone,
        eventDate: b.eventDate,
        eventTime: b.eventTime,
        eventLocation: b.eventLocation,
        participants: b.participants,
        specialRequests: b.specialRequests ?? null,
        recipientEmail: null,
        ...priced(menu, b.participants),
      };
    }
    const i = input as IndustrialBookingInput;
    const menu = await industrialMenu(i.cateringId);
    checkEventDate(i.eventDate, menu.advanceBooking, today);
    return {
      kind,
      menu,
      companyName: i.companyName,
      contactName: i.contactName,
      email: i.email.toLowerCase(),
      phone: i.phone ?? null,
      eventDate: i.eventDate,
      eventTime: i.eventTime ?? null,
      eventLocation: null,
      participants: i.participants,
      specialRequests: i.specialRequests ?? null,
      recipientEmail: i.recipientEmail ?? null,
      ...priced(menu, i.participants),
    };
  }

  /** The customer's acknowledgement, the team's notice and, when allowed, the copy for `recipientEmail`. */
  function mailsFor(d: Draft, reference: string, token: string, copy: boolean) {
    const statusUrl = `${siteUrl}${paths.cateringRequest(token)}`;
    const menuUrl = `${siteUrl}${d.menu.path}`;
    // Only the server's own facts: the stored menu's name and price, the checked date and count.
    const facts = {
      reference,
      menuName: d.menu.name,
      eventDate: d.eventDate,
      eventTime: d.eventTime,
      participants: d.participants,
      priceCents: d.menu.priceCents,
      estimateCents: d.estimateCents,
    };
    const mails = [
      {
        to: d.email,
        ...cateringAcknowledgement({
          ...facts,
          kind: d.kind,
          belowMinimum: d.belowMinimum ? { minimumOrder: d.menu.minimumOrder } : null,
          statusUrl,
          menuUrl,
        }),
      },
      {
        to: teamEmail,
        ...cateringTeamNotice({
          ...facts,
          kind: d.kind,
          minimumOrder: d.menu.minimumOrder,
          belowMinimum: d.belowMinimum,
          menuUrl,
          companyName: d.companyName,
          contactName: d.contactName,
          email: d.email,
          phone: d.phone,
          eventLocation: d.eventLocation,
          copy: d.recipientEmail ? { to: d.recipientEmail, sent: copy } : null,
          specialRequests: d.specialRequests,
          statusUrl,
        }),
      },
    ];
    if (copy && d.recipientEmail) mails.push({ to: d.recipientEmail, ...cateringCopy({ ...facts, siteUrl }) });
    return mails;
  }

  async function copiesSentTo(address: string, at: Date): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(cateringRequests)
      .where(
        and(
          eq(cateringRequests.recipientEmail, address),
          eq(cateringRequests.copyQueued, true),
          gt(cateringRequests.createdAt, new Date(at.getTime() - 86_400_000)),
        ),
      );
    return n;
  }

  function resultOf(row: Row, token: string | null): CateringRequestResult {
    const kind = row.kind;
    return {
      reference: row.reference,
      kind,
      status: row.status,
      menuId: (kind === "buffet" ? row.buffetMenuId : row.industrialMenuId) ?? 0,
      menuName: row.menuName,
      eventDate: row.eventDate,
      eventTime: row.eventTime,
      participants: row.participants,
      pricePerPerson: Number(row.pricePerPerson).toFixed(2),
      estimate: Number(row.estimate).toFixed(2),
      minimumOrder: row.minimumOrder,
      belowMinimum: row.belowMinimum,
      statusPath: token ? paths.cateringRequest(token) : "",
      ...(kind === "industrial" ? { copyQueued: row.copyQueued } : {}),
      title: cateringMessages.submittedTitle,
      message: kind === "buffet" ? cateringMessages.buffetSubmitted : cateringMessages.industrialSubmitted,
    };
  }

  function replay(row: Row, key: string, fingerprint: string): CateringRequestResult {
    if (row.requestFingerprint !== fingerprint) throw new HttpError(409, cateringMessages.idempotencyReused);
    return resultOf(row, row.sealedStatusToken ? cateringLinks.open(row.sealedStatusToken, key) : null);
  }

  async function earlierWithKey(keyHash: string): Promise<Row | undefined> {
    const [row] = await db.select().from(cateringRequests).where(eq(cateringRequests.idempotencyKeyHash, keyHash));
    return row;
  }

  type SubmitOptions = {
    idempotencyKey?: string;
    /** The route's per-IP share of copies is not used up. */
    copyAllowed?: boolean;
    /** The honeypot was filled: answer as usual, write nothing. */
    bot?: boolean;
  };

  /**
   * Prices the request from the menu (the browser's figures are never used), refuses a date the
   * menu cannot make, then stores it with the menu's price of this moment, its reference and its
   * mails (the customer's acknowledgement, the team's notice and, when allowed, the copy) in one
   * transaction. The reference number is taken by one upsert in that transaction, so concurrent
   * requests get consecutive numbers and a rolled-back one leaves no gap.
   */
  async function submit(
    kind: CateringRequestKind,
    input: BuffetBookingInput | IndustrialBookingInput,
    submitOptions: SubmitOptions = {},
  ): Promise<{ result: CateringRequestResult; replayed: boolean }> {
    const { idempotencyKey, copyAllowed = false, bot = false } = submitOptions;
    const keyHash = idempotencyKey ? cateringLinks.hashIdempotencyKey(idempotencyKey) : null;
    const { [HONEYPOT_FIELD]: _honeypot, ...request } = input;
    const fingerprint = fingerprintOf({ kind, request });
    if (keyHash && !bot) {
      const earlier = await earlierWithKey(keyHash);
      if (earlier) return { result: replay(earlier, idempotencyKey!, fingerprint), replayed: true };
    }
    const at = now();
    const today = dayInZone(at, timeZone);
    const year = Number(today.slice(0, 4));
    const d = await draftOf(kind, input, today);
    const token = cateringLinks.newToken();

    const row = {
      kind,
      buffetMenuId: kind === "buffet" ? d.menu.id : null,
      industrialMenuId: kind === "industrial" ? d.menu.id : null,
      menuName: d.menu.name,
      companyName: d.companyName,
      contactName: d.contactName,
      email: d.email,
      phone: d.phone,
      eventDate: d.eventDate,
      eventTime: d.eventTime,
      eventLocation: d.eventLocation,
      participants: d.participants,
      specialRequests: d.specialRequests,
      recipientEmail: d.recipientEmail,
      pricePerPerson: centsToAmount(d.menu.priceCents),
      estimate: centsToAmount(d.estimateCents),
      minimumOrder: d.menu.minimumOrder,
      belowMinimum: d.belowMinimum,
      statusTokenHash: cateringLinks.hash(token),
      idempotencyKeyHash: keyHash,
      requestFingerprint: keyHash ? fingerprint : null,
      sealedStatusToken: idempotencyKey ? cateringLinks.seal(token, idempotencyKey) : null,
      createdAt: at,
      statusChangedAt: at,
      quotedPricePerPerson: null,
      quoteNotes: null,
      quoteValidUntil: null,
      declineReason: null,
      teamNotes: null,
    };

    if (bot) {
      // The same answer a person gets, with a reference and link that lead nowhere.
      const reference = `${PREFIX[kind]}-${year}-${String(randomInt(1, 100_000)).padStart(5, "0")}`;
      const fake = { ...row, id: 0, reference, status: "received" as const, copyQueued: Boolean(d.recipientEmail) };
      return { result: resultOf(fake, token), replayed: false };
    }

    const copy =
      copyAllowed &&
      d.recipientEmail !== null &&
      d.recipientEmail !== d.email &&
      (await copiesSentTo(d.recipientEmail, at)) < COPIES_PER_ADDRESS_PER_DAY;

    try {
      const stored = await db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(cateringReferenceCounters)
          .values({ prefix: PREFIX[kind], year, lastValue: 1 })
          .onConflictDoUpdate({
            target: [cateringReferenceCounters.prefix, cateringReferenceCounters.year],
            set: { lastValue: sql`${cateringReferenceCounters.lastValue} + 1` },
          })
          .returning({ value: cateringReferenceCounters.lastValue });
        const reference = `${PREFIX[kind]}-${year}-${String(counter.value).padStart(5, "0")}`;
        const [inserted] = await tx
          .insert(cateringRequests)
          .values({ ...row, reference, copyQueued: copy })
          .onConflictDoNothing({ target: cateringRequests.idempotencyKeyHash })
          .returning();
        // Rolls the number back too, so the twin's request keeps the sequence without a gap.
        if (!inserted) throw new ConcurrentTwin();
        for (const mail of mailsFor(d, reference, token, copy)) await enqueueMail(tx, mail);
        return inserted;
      });
      return { result: resultOf(stored, token), replayed: false };
    } catch (error) {
      if (!(error instanceof ConcurrentTwin)) throw error;
      const earlier = await earlierWithKey(keyHash!);
      return { result: replay(earlier!, idempotencyKey!, fingerprint), replayed: true };
    }
  }

  return {
    requestBuffet: (input: BuffetBookingInput, submitOptions?: SubmitOptions) => submit("buffet", input, submitOptions),
    requestIndustrial: (input: IndustrialBookingInput, submitOptions?: SubmitOptions) => submit("industrial", input, submitOptions),

    /** The request behind a status link, or null for a token that is unknown or malformed. */
    async requestByStatusToken(token: string): Promise<CateringRequestView | null> {
      if (!STATUS_TOKEN_PATTERN.test(token)) return null;
      const [row] = await db
        .select()
        .from(cateringRequests)
        .where(eq(cateringRequests.statusTokenHash, cateringLinks.hash(token)));
      if (!row) return null;
      const menuId = row.kind === "buffet" ? row.buffetMenuId : row.industrialMenuId;
      const menuPath = menuId === null ? null : row.kind === "buffet" ? paths.buffetMenu(menuId) : paths.industrialMenu(menuId);
      return {
        reference: row.reference,
        kind: row.kind,
        status: row.status,
        menu: { id: menuId, name: row.menuName, path: menuPath },
        eventDate: row.eventDate,
        eventTime: row.eventTime,
        eventLocation: row.eventLocation,
        participants: row.participants,
        pricePerPerson: Number(row.pricePerPerson).toFixed(2),
        estimate: Number(row.estimate).toFixed(2),
        minimumOrder: row.minimumOrder,
        belowMinimum: row.belowMinimum,
        companyName: row.companyName,
        contactName: row.contactName,
        specialRequests: row.specialRequests,
        // A declined request's earlier quote no longer holds: only the decline shows.
        quote: row.status === "declined" ? null : quoteOf(row),
        declineReason: row.status === "declined" ? row.declineReason : null,
        submittedAt: row.createdAt.toISOString(),
        statusChangedAt: row.statusChangedAt.toISOString(),
      };
    },
  };
}

export type CateringRequestService = ReturnType<typeof createCateringRequestService>;
