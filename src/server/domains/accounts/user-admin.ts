import { and, count, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, sessions } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import {
  USER_STATUSES,
  userAdminMessages as M,
  type AdminUserPage,
  type AdminUserRow,
  type UserListQuery,
  type UserRole,
  type UserStatus,
  type UserStatusInput,
} from "../../../shared/schemas/user-admin.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The visitor accounts for the team (/admin/users): the list with the spec's columns, and
 * suspend / activate. Suspending ends every session of the account in the same transaction; the
 * account service itself refuses a suspended account's cookie and sign-in, so nothing can revive
 * them. Every change writes its audit row in that transaction.
 */
export function createUserAdminService(db: Database, { now = () => new Date() }: { now?: () => Date } = {}) {
  /** One query per page: the counts beside each row are correlated subqueries, not a query per row. */
  const columns = () => ({
    id: accounts.id,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    email: accounts.email,
    role: accounts.role,
    status: accounts.status,
    createdAt: accounts.createdAt,
    lastActiveAt: accounts.lastActiveAt,
    // Written out with aliases: inside a subquery an unqualified column would name the inner table's own.
    recipesSubmitted: sql<number>`(select count(*) from user_recipes ur where lower(ur.email) = "accounts"."email")`.mapWith(Number),
    activeSessions:
      sql<number>`(select count(*) from sessions s where s.account_id = "accounts"."id" and s.expires_at > ${now().toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
  });
  type Selected = {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    role: string;
    status: string;
    createdAt: Date;
    lastActiveAt: Date | null;
    recipesSubmitted: number;
    activeSessions: number;
  };

  const toRow = (row: Selected): AdminUserRow => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role as UserRole,
    status: row.status as UserStatus,
    recipesSubmitted: row.recipesSubmitted,
    activeSessions: row.activeSessions,
    joinedAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt ? row.lastActiveAt.toISOString() : null,
  });

  function where(query: Pick<UserListQuery, "status" | "search">): SQL | undefined {
    const words = (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
    return and(
      query.status ? eq(accounts.status, query.status) : undefined,
      ...words.map((word) =>
        or(
          ilike(accounts.firstName, containing(word)),
          ilike(accounts.lastName, containing(word)),
          ilike(accounts.email, containing(word)),
        )!,
      ),
    );
  }

  async function userById(id: number, reader: Pick<Database, "select"> = db): Promise<AdminUserRow | null> {
    const [row] = await reader.select(columns()).from(accounts).where(eq(accounts.id, id));
    return row ? toRow(row as Selected) : null;
  }

  return {
    async listUsers(query: UserListQuery): Promise<AdminUserPage> {
      const condition = where(query);
      const [[{ total }], rows, statusRows] = await Promise.all([
        db.select({ total: count() }).from(accounts).where(condition),
        db
          .select(columns())
          .from(accounts)
          .where(condition)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ status: accounts.status, n: count() }).from(accounts).groupBy(accounts.status),
      ]);
      const counts = { all: 0, ...Object.fromEntries(USER_STATUSES.map((s) => [s, 0])) } as AdminUserPage["counts"];
      for (const { status, n } of statusRows) {
        if ((USER_STATUSES as readonly string[]).includes(status)) counts[status as UserStatus] = n;
        counts.all += n;
      }
      return {
        ...adminPage(
          rows.map((row) => toRow(row as Selected)),
          total,
          query.page,
          query.limit,
        ),
        counts,
      };
    },

    getUserById: (id: number) => userById(id),

    /**
     * Suspends (every session deleted at once) or activates an account, under a row lock; 404
     * unknown, 409 when it already has that status. Activating a pending account lets it sign in
     * without following its verification link: the team vouches for it.
     */
    async setUserStatus(
      id: number,
      input: UserStatusInput,
      session: AdminSession,
      from: RequestOrigin,
    ): Promise<{ item: AdminUserRow; sessionsEnded: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, id)).for("update");
        if (!row) throw new NotFoundError(M.notFound);
        if (row.status === input.status) throw new HttpError(409, input.status === "suspended" ? M.alreadySuspended : M.alreadyActive);
        await tx.update(accounts).set({ status: input.status }).where(eq(accounts.id, id));
        let sessionsEnded = 0;
        if (input.status === "suspended") {
          const ended = await tx.delete(sessions).where(eq(sessions.accountId, id)).returning({ tokenHash: sessions.tokenHash });
          sessionsEnded = ended.length;
        }
        await recordAdminAction(tx, {
          adminId: session.admin.id,
          actor: session.admin.username,
          action: input.status === "suspended" ? "user.suspended" : "user.activated",
          itemType: "account",
          itemId: id,
          before: { status: row.status },
          after: { status: input.status, ...(input.status === "suspended" ? { sessionsEnded } : {}) },
          ip: from.ip,
        });
        return { item: (await userById(id, tx))!, sessionsEnded };
      });
    },

    /** Live sessions of an account (for tests and the list's figure). */
    async sessionCount(id: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.accountId, id), gt(sessions.expiresAt, now())));
      return n;
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
