import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cateringRequests } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { centsToAmount, dayInZone, priceToCents } from "../../../shared/rules/catering.ts";
import { CATERING_REQUEST_STATUSES, type CateringRequestStatus } from "../../../shared/schemas/catering.ts";
import {
  cateringDeskMessages as M,
  type CateringConfirmInput,
  type CateringDeclineInput,
  type CateringDeskListQuery,
  type CateringDeskPage,
  type CateringDeskRequest,
  type CateringQuote,
  type CateringQuoteInput,
} from "../../../shared/schemas/catering-desk.ts";
import { recordAdminAction, type AdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { cateringConfirmed } from "../../mail/catering/confirmed.ts";
import { cateringDeclined } from "../../mail/catering/declined.ts";
import type { RenderedMail } from "../../mail/layout.ts";
import { cateringQuote } from "../../mail/catering/quote.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

type Row = typeof cateringRequests.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type DeskOptions = { timeZone: string; now?: () => Date };

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const amount = (value: string) => Number(value).toFixed(2);

/** The quote's total: the final price per person times the guests, in cents. */
const quoteTotalCents = (row: Pick<Row, "quotedPricePerPerson" | "participants">) =>
  (priceToCents(row.quotedPricePerPerson ?? "0") ?? 0) * row.participants;

export function quoteOf(row: Pick<Row, "quotedPricePerPerson" | "quoteNotes" | "quoteValidUntil" | "participants">): CateringQuote | null {
  if (row.quotedPricePerPerson === null) return null;
  return {
    pricePerPerson: amount(row.quotedPricePerPerson),
    total: centsToAmount(quoteTotalCents(row)),
    validUntil: row.quoteValidUntil,
    notes: row.quoteNotes,
  };
}

function toDeskRequest(row: Row): CateringDeskRequest {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    menuId: row.kind === "buffet" ? row.buffetMenuId : row.industrialMenuId,
    menuName: row.menuName,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    eventLocation: row.eventLocation,
    participants: row.participants,
    specialRequests: row.specialRequests,
    recipientEmail: row.recipientEmail,
    pricePerPerson: amount(row.pricePerPerson),
    estimate: amount(row.estimate),
    minimumOrder: row.minimumOrder,
    belowMinimum: row.belowMinimum,
    quote: quoteOf(row),
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

/** What the audit log keeps of a request before and after a step. */
const deskState = (row: Pick<Row, "status" | "quotedPricePerPerson" | "quoteNotes" | "quoteValidUntil">) => ({
  status: row.status,
  quotedPricePerPerson: row.quotedPricePerPerson === null ? null : amount(row.quotedPricePerPerson),
  quoteNotes: row.quoteNotes,
  quoteValidUntil: row.quoteValidUntil,
});

/**
 * The catering desk: the team's list of requests, and the steps a request takes after it arrives
 * (quoted, confirmed, declined). Each step is one transaction under a row lock: the new state,
 * the customer's mail (outbox) and the audit row commit together or not at all. The mail goes to
 * the address the request was made with, never to one given with the step.
 */
export function createCateringDeskService(db: Database, options: DeskOptions) {
  const { timeZone } = options;
  const now = options.now ?? (() => new Date());

  function listWhere(query: Pick<CateringDeskListQuery, "kind" | "status" | "search">, withStatus: boolean): SQL | undefined {
    const words = (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
    return and(
      query.kind ? eq(cateringRequests.kind, query.kind) : undefined,
      withStatus && query.status ? eq(cateringRequests.status, query.status) : undefined,
      ...words.map((word) =>
        or(
          ilike(cateringRequests.reference, containing(word)),
          ilike(cateringRequests.contactName, containing(word)),
          ilike(cateringRequests.companyName, containing(word)),
          ilike(cateringRequests.email, containing(word)),
          ilike(cateringRequests.menuName, containing(word)),
        )!,
      ),
    );
  }

  async function lockRequest(tx: Transaction, id: number): Promise<Row> {
    const [row] = await tx.select().from(cateringRequests).where(eq(cateringRequests.id, id)).for("update");
    if (!row) throw new NotFoundError(M.requestNotFound);
    return row;
  }

  /** The facts every mail of a step repeats: only the request's stored facts. */
  const eventOf = (row: Row) => ({
    reference: row.reference,
    menuName: row.menuName,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    participants: row.participants,
  });

  async function step(
    id: number,
    session: AdminSession,
    from: RequestOrigin,
    action: AdminAction,
    apply: (row: Row, at: Date) => { set: Partial<Row>; mail: RenderedMail; audit?: Record<string, unknown> },
  ): Promise<CateringDeskRequest> {
    return db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      const at = now();
      const { set, mail, audit } = apply(row, at);
      const [updated] = await tx
        .update(cateringRequests)
        .set({ ...set, statusChangedAt: at })
        .where(eq(cateringRequests.id, id))
        .returning();
      await enqueueMail(tx, { to: row.email, ...mail });
      await recordAdminAction(tx, {
        adminId: session.admin.id,
        actor: session.admin.username,
        action,
        itemType: "catering_request",
        itemId: id,
        before: deskState(row),
        after: { ...deskState(updated), ...audit },
        ip: from.ip,
      });
      return toDeskRequest(updated);
    });
  }

  return {
    async listRequests(query: CateringDeskListQuery): Promise<CateringDeskPage> {
      const where = listWhere(query, true);
      const [[{ total }], rows, statusRows] = await Promise.all([
        db.select({ total: count() }).from(cateringRequests).where(where),
        db
          .select()
          .from(cateringRequests)
          .where(where)
          .orderBy(desc(cateringRequests.createdAt), desc(cateringRequests.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ status: cateringRequests.status, n: count() })
          .from(cateringRequests)
          .where(query.kind ? eq(cateringRequests.kind, query.kind) : undefined)
          .groupBy(cateringRequests.status),
      ]);
      const counts = Object.fromEntries(CATERING_REQUEST_STATUSES.map((s) => [s, 0])) as Record<CateringRequestStatus, number>;
      for (const { status, n } of statusRows) counts[status] = n;
      return { ...adminPage(rows.map(toDeskRequest), total, query.page, query.limit), counts };
    },

    async getRequestById(id: number): Promise<CateringDeskRequest | null> {
      const [row] = await db.select().from(cateringRequests).where(eq(cateringRequests.id, id));
      return row ? toDeskRequest(row) : null;
    },

    /** Requests still waiting for the team's quote (the admin home's count). */
    async countAwaitingQuote(): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(cateringRequests).where(eq(cateringRequests.status, "received"));
      return n;
    },

    /**
     * Sends (or revises) the quote: the final price per person, notes and until when it holds.
     * A received or quoted request only (409 otherwise); a valid-until day already past is 422.
     */
    quoteRequest(id: number, input: CateringQuoteInput, session: AdminSession, from: RequestOrigin) {
      const today = dayInZone(now(), timeZone);
      if (input.validUntil < today) throw new HttpError(422, M.validUntilPast, [{ path: "validUntil", message: M.validUntilPast }]);
      return step(id, session, from, "catering_request.quoted", (row) => {
        if (row.status !== "received" && row.status !== "quoted") throw new HttpError(409, M.cannotQuote);
        const revised = row.status === "quoted";
        const totalCents = input.pricePerPerson * row.participants;
        return {
          set: {
            status: "quoted",
            quotedPricePerPerson: centsToAmount(input.pricePerPerson),
            quoteNotes: input.notes ?? null,
            quoteValidUntil: input.validUntil,
          },
          mail: cateringQuote({
            ...eventOf(row),
            revised,
            pricePerPersonCents: input.pricePerPerson,
            totalCents,
            validUntil: input.validUntil,
            notes: input.notes ?? null,
          }),
          audit: { totalCents },
        };
      });
    },

    /** Confirms a quoted request (409 for any other status), with an optional note for the customer. */
    confirmRequest(id: number, input: CateringConfirmInput, session: AdminSession, from: RequestOrigin) {
      return step(id, session, from, "catering_request.confirmed", (row) => {
        if (row.status !== "quoted") throw new HttpError(409, M.cannotConfirm);
        const quote = quoteOf(row)!;
        return {
          set: { status: "confirmed" },
          mail: cateringConfirmed({
            ...eventOf(row),
            pricePerPersonCents: priceToCents(quote.pricePerPerson) ?? 0,
            totalCents: priceToCents(quote.total) ?? 0,
            note: input.note ?? null,
          }),
          audit: { note: input.note ?? null },
        };
      });
    },

    /** Declines a request that is not confirmed or declined yet (409 otherwise); the reason is mailed. */
    declineRequest(id: number, input: CateringDeclineInput, session: AdminSession, from: RequestOrigin) {
      return step(id, session, from, "catering_request.declined", (row) => {
        if (row.status === "confirmed" || row.status === "declined") throw new HttpError(409, M.cannotDecline);
        return {
          set: { status: "declined", declineReason: input.reason },
          mail: cateringDeclined({ ...eventOf(row), reason: input.reason }),
          audit: { reason: input.reason },
        };
      });
    },
  };
}

export type CateringDeskService = ReturnType<typeof createCateringDeskService>;
