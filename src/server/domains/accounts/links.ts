import { and, eq, gt } from "drizzle-orm";
import { accounts, accountTokens } from "../../db/schema/index.ts";
import { SECRET_LINK_TOKEN_PATTERN, secretLinkTokens } from "../../http/secret-links.ts";
import { passwordResetMail } from "../../mail/accounts/password-reset.ts";
import { verificationMail } from "../../mail/accounts/verification.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { DAY, HOUR, MINUTE, sameHash, type AccountContext, type Writer } from "./context.ts";

/** How long each kind of secret works. */
export const ACCOUNT_LINK_TTL_MS = { verify: DAY, reset: HOUR } as const;
/** A link of the same kind is mailed to one account at most this often (no mail bombing). */
const LINK_RESEND_GAP_MS = 2 * MINUTE;

export type LinkPurpose = "verify" | "reset";

const verifyLinks = secretLinkTokens("account-verify");
const resetLinks = secretLinkTokens("account-reset");
const linksFor = (purpose: LinkPurpose) => (purpose === "verify" ? verifyLinks : resetLinks);

/** Stores a new link's hash and mails the link, in the caller's transaction; `email` is where it goes. */
export async function mailLink(
  tx: Writer,
  siteUrl: string,
  account: { id: number; email: string },
  purpose: LinkPurpose,
  at: Date,
  email = account.email,
) {
  const links = linksFor(purpose);
  const token = links.newToken();
  await tx.insert(accountTokens).values({
    tokenHash: links.hash(token),
    accountId: account.id,
    purpose,
    email,
    expiresAt: new Date(at.getTime() + ACCOUNT_LINK_TTL_MS[purpose]),
    createdAt: at,
  });
  const mail = purpose === "verify" ? verificationMail({ token, siteUrl }) : passwordResetMail({ token, siteUrl });
  await enqueueMail(tx, { to: email, ...mail });
}

/** Whether a link of this kind went to the account within the resend gap. */
export async function linkSentRecently(tx: Writer, accountId: number, purpose: LinkPurpose, at: Date): Promise<boolean> {
  const [recent] = await tx
    .select({ tokenHash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, new Date(at.getTime() - LINK_RESEND_GAP_MS)),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/**
 * A usable link of `purpose`: known, unused, unexpired, of an account that is not suspended.
 * Locked for the transaction that uses it; `forUpdate: false` only looks.
 */
export async function findUsableLink(tx: Writer, purpose: LinkPurpose, token: string, at: Date, { forUpdate = true } = {}) {
  if (!SECRET_LINK_TOKEN_PATTERN.test(token)) return null;
  const hash = linksFor(purpose).hash(token);
  const query = tx
    .select({ link: accountTokens, account: accounts })
    .from(accountTokens)
    .innerJoin(accounts, eq(accounts.id, accountTokens.accountId))
    .where(and(eq(accountTokens.tokenHash, hash), eq(accountTokens.purpose, purpose)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row || !sameHash(row.link.tokenHash, hash)) return null;
  if (row.link.usedAt || row.link.expiresAt <= at || row.account.status === "suspended") return null;
  return row;
}

/** The link pages' question, asked before the visitor fills anything in: does this link still work? */
export function createLinkChecks({ db, now }: AccountContext) {
  return {
    /**
     * Whether a mailed link would still work, without using it: its page says at once that a
     * used or expired link is dead, rather than after the visitor has filled it in.
     */
    async linkIsUsable(purpose: LinkPurpose, token: string): Promise<boolean> {
      return (await findUsableLink(db, purpose, token, now(), { forUpdate: false })) !== null;
    },

    /** Whether a reset link still works (the page shows its form only then). */
    async resetLinkWorks(token: string): Promise<boolean> {
      return db.transaction(async (tx) => (await findUsableLink(tx, "reset", token, now())) !== null);
    },

    /** Whether a verification link still works. */
    async verificationLinkWorks(token: string): Promise<boolean> {
      return db.transaction(async (tx) => (await findUsableLink(tx, "verify", token, now())) !== null);
    },
  };
}
