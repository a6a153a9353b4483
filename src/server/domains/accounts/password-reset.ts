import { and, eq, isNull } from "drizzle-orm";
import { accounts, accountTokens, sessions } from "../../db/schema/index.ts";
import { takeOrRefuse } from "../../security/attempt-store.ts";
import { hashPassword } from "../../security/passwords.ts";
import { accountMessages, type PasswordResetInput } from "../../../shared/schemas/account.ts";
import { passwordChangedMail } from "../../mail/accounts/password-changed.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { ACCOUNT_ATTEMPT_LIMITS as limits, normaliseEmail, type AccountContext } from "./context.ts";
import { findUsableLink, linkSentRecently, mailLink } from "./links.ts";

/** The forgotten password: a reset link mailed on request, and the new password set through it. */
export function createPasswordReset({ db, siteUrl, attemptStore, now, devices }: AccountContext) {
  return {
    /** The forgot-password view: a reset link when the address has an account; the same answer always. */
    async requestPasswordReset(emailInput: string, ip: string): Promise<void> {
      await takeOrRefuse(attemptStore, [[limits.resetPerIp, ip]], accountMessages.tooManyRequests);
      const email = normaliseEmail(emailInput);
      const at = now();
      await db.transaction(async (tx) => {
        const [account] = await tx.select().from(accounts).where(eq(accounts.email, email)).limit(1).for("update");
        if (!account || account.status === "suspended") return;
        if (await linkSentRecently(tx, account.id, "reset", at)) return;
        await mailLink(tx, siteUrl, account, "reset", at);
      });
    },

    /**
     * Sets a new password through a reset link (once): every session of the account ends, the
     * address counts as verified (the link proved it), and the owner is told. The browser that
     * followed the link proved the mailbox too: it becomes a known device of the account (its
     * new device token is the answer; null when the link did not work), so strangers' guesses
     * do not slow its owner's next sign-in.
     */
    async resetPassword(input: PasswordResetInput, deviceToken: string | null): Promise<string | null> {
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const accountId = await db.transaction(async (tx) => {
        const row = await findUsableLink(tx, "reset", input.token, at);
        if (!row) return null;
        await tx
          .update(accountTokens)
          .set({ usedAt: at })
          .where(and(eq(accountTokens.accountId, row.account.id), eq(accountTokens.purpose, "reset"), isNull(accountTokens.usedAt)));
        await tx
          .update(accounts)
          .set({
            passwordHash,
            passwordChangedAt: at,
            status: row.account.status === "pending" ? "active" : row.account.status,
            emailVerifiedAt: row.account.emailVerifiedAt ?? at,
          })
          .where(eq(accounts.id, row.account.id));
        await tx.delete(sessions).where(eq(sessions.accountId, row.account.id));
        await enqueueMail(tx, { to: row.account.email, ...passwordChangedMail({ via: "reset-link" }) });
        return row.account.id;
      });
      return accountId === null ? null : devices.remember(deviceToken, `account:${accountId}`);
    },
  };
}
