import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema/index.ts";
import { NotFoundError } from "../../http/errors.ts";
import {
  SUBSCRIBER_STATUSES,
  subscriberMessages as M,
  type Subscriber,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberStatus,
} from "../../../shared/schemas/subscribers.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { csvText } from "./csv.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

type Row = typeof newsletterSubscribers.$inferSelect;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toSubscriber = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status as SubscriberStatus,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: iso(row.confirmedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
});

/** The export reads the list in slices of this many rows, so a long list never sits in one answer's memory twice. */
const EXPORT_BATCH = 1000;

/**
 * The newsletter's subscribers for the team (/admin/subscribers): the list with counts, the CSV
 * export and removal. Removal deletes the address and its links (the tokens cascade) with an
 * audit row in one transaction.
 */
export function createSubscriberService(db: Database) {
  function where(query: Pick<SubscriberListQuery, "status" | "search">): SQL | undefined {
    return and(
      query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
      query.search ? ilike(newsletterSubscribers.email, containing(query.search)) : undefined,
    );
  }

  return {
    async listSubscribers(query: SubscriberListQuery): Promise<SubscriberPage> {
      const condition = where(query);
      const [[{ total }], rows, statusRows] = await Promise.all([
        db.select({ total: count() }).from(newsletterSubscribers).where(condition),
        db
          .select()
          .from(newsletterSubscribers)
          .where(condition)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status),
      ]);
      const counts = { all: 0, ...Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, 0])) } as SubscriberPage["counts"];
      for (const { status, n } of statusRows) {
        if ((SUBSCRIBER_STATUSES as readonly string[]).includes(status)) counts[status as SubscriberStatus] = n;
        counts.all += n;
      }
      return { ...adminPage(rows.map(toSubscriber), total, query.page, query.limit), counts };
    },

    /** Every subscriber the filter matches as CSV (oldest first), each cell neutralised for spreadsheets. */
    async exportSubscribersCsv(query: Pick<SubscriberListQuery, "status" | "search">): Promise<string> {
      const condition = where(query);
      const rows: Row[] = [];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const batch = await db
          .select()
          .from(newsletterSubscribers)
          .where(condition)
          .orderBy(asc(newsletterSubscribers.id))
          .limit(EXPORT_BATCH)
          .offset(offset);
        rows.push(...batch);
        if (batch.length < EXPORT_BATCH) break;
      }
      return csvText(
        ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
        rows.map((row) => [row.email, row.status, row.createdAt.toISOString(), iso(row.confirmedAt), iso(row.unsubscribedAt)]),
      );
    },

    /** Removes a subscriber and its links; 404 when unknown. */
    async removeSubscriber(id: number, session: AdminSession, from: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
        if (!row) throw new NotFoundError(M.notFound);
        await recordAdminAction(tx, {
          adminId: session.admin.id,
          actor: session.admin.username,
          action: "subscriber.removed",
          itemType: "subscriber",
          itemId: id,
          before: { email: row.email, status: row.status },
          after: null,
          ip: from.ip,
        });
      });
    },
  };
}

export type SubscriberService = ReturnType<typeof createSubscriberService>;
