import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias, type PgColumn, type SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { admins, type guestChefs, type productSubmissions, type userRecipes } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { moderationMessages as M, REVIEW_STATUSES, type ReviewStatus } from "../../../shared/rules/moderation.ts";
import type { ReviewDecisionInput, ReviewListQuery, ReviewPage } from "../../../shared/schemas/moderation.ts";
import { adminPage } from "../../../shared/schemas/common.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The reviewer's username beside each row (an admin removed later leaves it empty). */
export const reviewer = alias(admins, "reviewer");

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word of the search must appear in one of the columns. */
export function searchCondition(search: string | undefined, columns: (PgColumn | SQL)[]): SQL[] {
  if (!search) return [];
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => or(...columns.map((column) => ilike(column, containing(word))))!);
}

export const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** An admin list's page with the count of items waiting in each status beside it. */
export function reviewPage<T>(rows: T[], total: number, query: ReviewListQuery, counts: Record<ReviewStatus, number>): ReviewPage<T> {
  return { ...adminPage(rows, total, query.page, query.limit), counts };
}

/** How many items wait in each status. */
export async function countsByStatus(
  db: Database,
  status: PgColumn,
  table: typeof userRecipes | typeof guestChefs | typeof productSubmissions,
) {
  const rows = await db.select({ status, n: count() }).from(table).groupBy(status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const row of rows)
    if ((REVIEW_STATUSES as readonly string[]).includes(row.status as string)) counts[row.status as ReviewStatus] = row.n;
  return counts;
}

export const actorOf = (session: AdminSession) => ({ adminId: session.admin.id, actor: session.admin.username });

/** The fields of a review that the audit log keeps before and after a decision. */
export const reviewState = (row: { status: string; adminNotes: string | null }) => ({ status: row.status, adminNotes: row.adminNotes });

/** Loads an item for a decision inside the transaction, locked; 404 unknown, 409 not pending. */
export async function lockPending<T extends { status: string }>(rows: Promise<T[]>, notFound: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new NotFoundError(notFound);
  if (row.status !== "pending") throw new HttpError(409, M.notPending);
  return row;
}

/** A rejection must say why: 422, naming the notes field, when the notes are blank. */
export function requireNotesToReject(status: "approved" | "rejected", notes: string | undefined) {
  if (status === "rejected" && !notes) {
    throw new HttpError(422, M.notesRequired, [{ path: "adminNotes", message: M.notesRequired }]);
  }
}

/** A kind of item the team reviews one by one: shared recipes and guest chef applications. */
type ReviewedTable = typeof userRecipes | typeof guestChefs;

/**
 * One page of shared recipes or guest chef applications in a status, newest first, searched
 * over the kind's columns, with the reviewer's name and the count in every status.
 */
export async function listPage<Row, Item>(
  db: Database,
  kind: {
    table: ReviewedTable;
    columns: SelectedFields;
    searched: (PgColumn | SQL)[];
    toItem: (row: Row) => Item;
  },
  query: ReviewListQuery,
): Promise<ReviewPage<Item>> {
  const { table } = kind;
  const where = and(eq(table.status, query.status), ...searchCondition(query.search, kind.searched));
  const [[{ total }], rows, counts] = await Promise.all([
    db.select({ total: count() }).from(table).where(where),
    db
      .select(kind.columns)
      .from(table)
      .leftJoin(reviewer, eq(reviewer.id, table.reviewedBy))
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countsByStatus(db, table.status, table),
  ]);
  return reviewPage(
    rows.map((row) => kind.toItem(row as Row)),
    total,
    query,
    counts,
  );
}

/**
 * Approves or rejects a pending shared recipe or guest chef application: the admin's notes (or
 * the kind's default note on approval), the reviewer and time, and the audit row, in one
 * transaction; the item as it now stands is the answer.
 */
export async function decide<T>(
  db: Database,
  kind: {
    table: ReviewedTable;
    itemType: "recipe_submission" | "chef_application";
    notFound: string;
    defaultApprovalNote: string;
    load: (id: number, tx: Pick<Database, "select">) => Promise<T | null>;
  },
  id: number,
  input: ReviewDecisionInput,
  session: AdminSession,
  from: RequestOrigin,
): Promise<T> {
  requireNotesToReject(input.status, input.adminNotes);
  const adminNotes = input.adminNotes ?? kind.defaultApprovalNote;
  const { table } = kind;
  return db.transaction(async (tx) => {
    const row = await lockPending(
      tx.select({ status: table.status, adminNotes: table.adminNotes }).from(table).where(eq(table.id, id)).for("update"),
      kind.notFound,
    );
    await tx
      .update(table)
      .set({ status: input.status, adminNotes, reviewedBy: session.admin.id, reviewedAt: new Date() })
      .where(eq(table.id, id));
    await recordAdminAction(tx, {
      ...actorOf(session),
      action: `${kind.itemType}.${input.status}`,
      itemType: kind.itemType,
      itemId: id,
      before: reviewState(row),
      after: { status: input.status, adminNotes },
      ip: from.ip,
    });
    return (await kind.load(id, tx))!;
  });
}
