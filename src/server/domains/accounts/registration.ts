import { and, eq, ne } from "drizzle-orm";
import { accounts, accountTokens } from "../../db/schema/index.ts";
import { takeOrRefuse } from "../../security/attempt-store.ts";
import { hashPassword } from "../../security/passwords.ts";
import { accountMessages, type RegistrationInput } from "../../../shared/schemas/account.ts";
import { emailChangedMail } from "../../mail/accounts/email-changed.ts";
import { registrationNoticeMail } from "../../mail/accounts/registration-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { ACCOUNT_ATTEMPT_LIMITS as limits, normaliseEmail, type AccountContext } from "./context.ts";
import { findUsableLink, mailLink } from "./links.ts";

/** New accounts, and the verification links that make an address (a new one or a changed one) count. */
export function createRegistration({ db, siteUrl, attemptStore, newsletter, now }: AccountContext) {
  return {
    /**
     * A registration. A new address becomes a pending account with a verification link (and,
     * with the newsletter ticked, a newsletter confirmation); a known address changes nothing and
     * its owner is told someone tried. The caller answers the same either way.
     */
    async register(input: RegistrationInput, ip: string): Promise<void> {
      await takeOrRefuse(attemptStore, [[limits.registrationPerIp, ip]], accountMessages.tooManyRequests);
      const email = normaliseEmail(input.email);
      // Hashed before the transaction: the row lock is not held while argon2 works.
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accounts)
          .values({
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            passwordHash,
            dateOfBirth: input.dateOfBirth,
            gender: input.gender,
            country: input.country,
            cookingLevel: input.cookingLevel,
            termsAcceptedAt: at,
            privacyAcceptedAt: at,
            createdAt: at,
          })
          .onConflictDoNothing({ target: accounts.email })
          .returning();
        if (!row) return false;
        await mailLink(tx, siteUrl, row, "verify", at);
        if (input.newsletter) await newsletter.subscribeWithin(tx, email, at);
        return true;
      });
      if (created) return;
      // Repeated tries mail the owner at most once per 10 minutes, however many arrive at once.
      if (!(await attemptStore.takeUnder([[limits.registrationNotice, email]])).allowed) return;
      await enqueueMail(db, { to: email, ...registrationNoticeMail({ siteUrl }) });
    },

    /** Follows a verification link once: the account (or its new address) is verified. */
    async verifyEmail(token: string): Promise<boolean> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await findUsableLink(tx, "verify", token, at);
        if (!row) return false;
        const target = row.link.email ?? row.account.email;
        if (target !== row.account.email) {
          const [taken] = await tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(eq(accounts.email, target), ne(accounts.id, row.account.id)))
            .limit(1);
          if (taken) return false;
        }
        await tx.update(accountTokens).set({ usedAt: at }).where(eq(accountTokens.tokenHash, row.link.tokenHash));
        await tx
          .update(accounts)
          .set({
            email: target,
            pendingEmail: null,
            emailVerifiedAt: at,
            status: row.account.status === "pending" ? "active" : row.account.status,
          })
          .where(eq(accounts.id, row.account.id));
        if (target !== row.account.email) {
          await enqueueMail(tx, { to: row.account.email, ...emailChangedMail() });
        }
        return true;
      });
    },
  };
}
