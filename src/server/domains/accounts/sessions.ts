import { and, eq, gt } from "drizzle-orm";
import { accounts, sessions } from "../../db/schema/index.ts";
import { SECRET_LINK_TOKEN_PATTERN, secretLinkTokens } from "../../http/secret-links.ts";
import type { AccountSummary } from "../../../shared/schemas/account.ts";
import { DAY, MINUTE, sameHash, summaryOf, type AccountContext, type AccountRow, type Writer } from "./context.ts";

/** A remembered sign-in lasts 30 days; one without "remember me" ends after a day without use. */
export const SESSION_TTL_MS = { remembered: 30 * DAY, browser: DAY } as const;
/** A session's last use is written at most this often (one write per visit, not per page). */
const TOUCH_GAP_MS = 10 * MINUTE;

const sessionTokens = secretLinkTokens("account-session");

export type StartedSession = { token: string; maxAgeSeconds: number | undefined; account: AccountSummary };
export type SignedInSession = { accountId: number; tokenHash: string };

/** A new session for the account, in the caller's transaction; the cookie's token is the answer. */
export async function startSession(tx: Writer, account: AccountRow, remember: boolean, at: Date): Promise<StartedSession> {
  const token = sessionTokens.newToken();
  const ttl = remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.browser;
  await tx.insert(sessions).values({
    tokenHash: sessionTokens.hash(token),
    accountId: account.id,
    remember,
    expiresAt: new Date(at.getTime() + ttl),
    lastSeenAt: at,
    createdAt: at,
  });
  await tx.update(accounts).set({ lastActiveAt: at }).where(eq(accounts.id, account.id));
  return { token, maxAgeSeconds: remember ? ttl / 1000 : undefined, account: summaryOf(account) };
}

/** The session cookie: who it belongs to, and ending it. */
export function createAccountSessions({ db, cookies, now }: AccountContext) {
  /** Who a session cookie belongs to, or null; a browser session's life is extended with use. */
  async function sessionFromCookie(cookieHeader: string | null | undefined): Promise<SignedInSession | null> {
    const token = cookies.read(cookieHeader, "session");
    if (!token || !SECRET_LINK_TOKEN_PATTERN.test(token)) return null;
    const hash = sessionTokens.hash(token);
    const at = now();
    const [row] = await db
      .select({
        tokenHash: sessions.tokenHash,
        accountId: sessions.accountId,
        remember: sessions.remember,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, at), eq(accounts.status, "active")))
      .limit(1);
    if (!row || !sameHash(row.tokenHash, hash)) return null;
    if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_GAP_MS) {
      const extended = row.remember ? row.expiresAt : new Date(at.getTime() + SESSION_TTL_MS.browser);
      await db.update(sessions).set({ lastSeenAt: at, expiresAt: extended }).where(eq(sessions.tokenHash, hash));
      await db.update(accounts).set({ lastActiveAt: at }).where(eq(accounts.id, row.accountId));
    }
    return { accountId: row.accountId, tokenHash: hash };
  }

  return {
    sessionFromCookie,

    /** The header's view of who is signed in (root loader). */
    async signedInAccount(cookieHeader: string | null | undefined): Promise<AccountSummary | null> {
      const session = await sessionFromCookie(cookieHeader);
      if (!session) return null;
      const [row] = await db.select().from(accounts).where(eq(accounts.id, session.accountId)).limit(1);
      return row ? summaryOf(row) : null;
    },

    async accountIdFromCookie(cookieHeader: string | null | undefined): Promise<number | null> {
      return (await sessionFromCookie(cookieHeader))?.accountId ?? null;
    },

    /** Ends the session the cookie names (nothing to do when there is none). */
    async signOut(cookieHeader: string | null | undefined): Promise<void> {
      const token = cookies.read(cookieHeader, "session");
      if (!token || !SECRET_LINK_TOKEN_PATTERN.test(token)) return;
      await db.delete(sessions).where(eq(sessions.tokenHash, sessionTokens.hash(token)));
    },
  };
}
