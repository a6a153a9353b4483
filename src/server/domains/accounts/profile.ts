import { and, eq, ne } from "drizzle-orm";
import { accounts, sessions } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { takeOrRefuse } from "../../security/attempt-store.ts";
import { hashPassword, verifyPassword } from "../../security/passwords.ts";
import {
  accountMessages,
  type AccountProfile,
  type EmailChange,
  type PasswordChange,
  type ProfileUpdate,
} from "../../../shared/schemas/account.ts";
import { accountDeletedMail } from "../../mail/accounts/account-deleted.ts";
import { passwordChangedMail } from "../../mail/accounts/password-changed.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { ACCOUNT_ATTEMPT_LIMITS as limits, normaliseEmail, summaryOf, type AccountContext, type AccountRow } from "./context.ts";
import { mailLink } from "./links.ts";
import type { SignedInSession } from "./sessions.ts";

/**
 * The account page's settings: the profile, a new address, a new password and the account's
 * deletion. Each change but the profile asks for the current password again.
 */
export function createProfile({ db, siteUrl, attemptStore, now, devices }: AccountContext) {
  async function accountWithPassword(accountId: number, password: string, failure: string): Promise<AccountRow> {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!account) throw new HttpError(401, accountMessages.signInRequired);
    // A stolen session cannot be used to guess the password any faster than the sign-in form.
    const attempt = await takeOrRefuse(attemptStore, [[limits.passwordCheck, String(account.id)]], accountMessages.tooManySignIns);
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new HttpError(400, failure, [
        { path: failure === accountMessages.currentPasswordWrong ? "currentPassword" : "password", message: failure },
      ]);
    }
    await attemptStore.release(attempt);
    return account;
  }

  async function profileOf(accountId: number): Promise<AccountProfile | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!row) return null;
    return {
      ...summaryOf(row),
      phone: row.phone,
      country: row.country as AccountProfile["country"],
      cookingLevel: row.cookingLevel as AccountProfile["cookingLevel"],
      gender: row.gender as AccountProfile["gender"],
      dateOfBirth: row.dateOfBirth,
      pendingEmail: row.pendingEmail,
      memberSince: row.createdAt.toISOString(),
    };
  }

  return {
    profile: profileOf,

    async updateProfile(accountId: number, input: ProfileUpdate): Promise<AccountProfile> {
      await db
        .update(accounts)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          country: input.country,
          cookingLevel: input.cookingLevel,
        })
        .where(eq(accounts.id, accountId));
      const profile = await profileOf(accountId);
      if (!profile) throw new HttpError(401, accountMessages.signInRequired);
      return profile;
    },

    /**
     * A new address, confirmed with the password: a verification link goes to it, and the
     * account keeps its current address until the link is followed. An address that another
     * account uses gets no mail; the answer is the same.
     */
    async requestEmailChange(accountId: number, input: EmailChange): Promise<void> {
      const account = await accountWithPassword(accountId, input.password, accountMessages.passwordWrong);
      const newEmail = normaliseEmail(input.newEmail);
      if (newEmail === account.email) return;
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ pendingEmail: newEmail }).where(eq(accounts.id, accountId));
        const [taken] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, newEmail)).limit(1);
        if (taken) return;
        await mailLink(tx, siteUrl, account, "verify", at, newEmail);
      });
    },

    /** A new password with the current one: every other session of the account ends. */
    async changePassword(session: SignedInSession, input: PasswordChange): Promise<void> {
      const account = await accountWithPassword(session.accountId, input.currentPassword, accountMessages.currentPasswordWrong);
      const passwordHash = await hashPassword(input.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ passwordHash, passwordChangedAt: at }).where(eq(accounts.id, account.id));
        await tx.delete(sessions).where(and(eq(sessions.accountId, account.id), ne(sessions.tokenHash, session.tokenHash)));
        await enqueueMail(tx, { to: account.email, ...passwordChangedMail({ via: "account-page" }) });
      });
    },

    /** Deletes the account with its sessions, links and saved lists (the rows cascade). */
    async deleteAccount(accountId: number, password: string): Promise<void> {
      const account = await accountWithPassword(accountId, password, accountMessages.passwordWrong);
      await db.transaction(async (tx) => {
        await tx.delete(accounts).where(eq(accounts.id, account.id));
        await devices.forget(`account:${account.id}`, tx);
        await enqueueMail(tx, { to: account.email, ...accountDeletedMail() });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfile>;
