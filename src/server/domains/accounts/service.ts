import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  accounts,
  accountTokens,
  classBookings,
  cookingClasses,
  classSessions,
  newsletterSubscribers,
  orders,
  recipes,
  savedRecipes,
  savedSearches,
  sessions,
} from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { SECRET_LINK_TOKEN_PATTERN, secretLinkTokens } from "../../http/secret-links.ts";
import type { AttemptLimit, AttemptLimits } from "../../security/attempt-limits.ts";
import { siteCookies } from "../../security/cookies.ts";
import { createKnownDevices } from "../../security/known-devices.ts";
import { createSignInLimits, signInRules, type SignInClient } from "../../security/sign-in-limits.ts";
import { hashPassword, verifyPassword } from "../../security/passwords.ts";
import { paths } from "../../../shared/paths.ts";
import {
  accountMessages,
  ACCOUNT_LIMITS,
  type AccountProfile,
  type AccountSummary,
  type EmailChange,
  type PasswordChange,
  type PasswordResetInput,
  type ProfileUpdate,
  type RegistrationInput,
  type SavedLists,
  type SavedListsMerge,
  type SavedSearchInput,
  type SavedSearchRecord,
  type SignInInput,
} from "../../../shared/schemas/account.ts";
import type { RecipeSummary } from "../../../shared/schemas/recipe.ts";
import { accountDeletedMail } from "../../mail/accounts/account-deleted.ts";
import { emailChangedMail } from "../../mail/accounts/email-changed.ts";
import { passwordChangedMail } from "../../mail/accounts/password-changed.ts";
import { passwordResetMail } from "../../mail/accounts/password-reset.ts";
import { registrationNoticeMail } from "../../mail/accounts/registration-notice.ts";
import { verificationMail } from "../../mail/accounts/verification.ts";
import { enqueueMail } from "../messages/outbox.ts";
import type { NewsletterService } from "../messages/newsletter-service.ts";
import { recipeSummaryColumns } from "../recipes/service.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long each kind of secret works. */
export const ACCOUNT_LINK_TTL_MS = { verify: DAY, reset: HOUR } as const;
/** A remembered sign-in lasts 30 days; one without "remember me" ends after a day without use. */
export const SESSION_TTL_MS = { remembered: 30 * DAY, browser: DAY } as const;
/** A link of the same kind is mailed to one account at most this often (no mail bombing). */
const LINK_RESEND_GAP_MS = 2 * MINUTE;
/** A session's last use is written at most this often (one write per visit, not per page). */
const TOUCH_GAP_MS = 10 * MINUTE;

/**
 * Failed sign-ins, counted per account and client in the database: a browser that signed in
 * before keeps its own budget, and the rest are slowed down, so nobody's guesses can lock an
 * owner out (sign-in-limits.ts).
 */
export const ACCOUNT_SIGN_IN_RULES = signInRules("sign-in");

/** The other brute-force limits (registration, reset), counted in the database. */
export const ACCOUNT_ATTEMPT_LIMITS = {
  /** Wrong passwords given with a live session (changing the address or password, deleting the account). */
  passwordCheck: { scope: "password-check:account", max: 10, windowMs: 15 * MINUTE },
  registrationPerIp: { scope: "register:ip", max: 10, windowMs: HOUR },
  resetPerIp: { scope: "reset:ip", max: 10, windowMs: 15 * MINUTE },
  /** Not a limit on the visitor: how often an owner hears that someone tried to register their address. */
  registrationNotice: { scope: "register-notice:account", max: 1, windowMs: 10 * MINUTE },
} as const satisfies Record<string, AttemptLimit>;

const sessionTokens = secretLinkTokens("account-session");
const verifyLinks = secretLinkTokens("account-verify");
const resetLinks = secretLinkTokens("account-reset");

type Writer = Pick<Database, "insert" | "update" | "select" | "delete">;
type AccountRow = typeof accounts.$inferSelect;

export type StartedSession = { token: string; maxAgeSeconds: number | undefined; account: AccountSummary };
/** A sign-in's session, and the browser's new device token. */
export type SignedIn = StartedSession & { deviceToken: string };
export type SignedInSession = { accountId: number; tokenHash: string };

type AccountServiceOptions = {
  siteUrl: string;
  attemptLimits: AttemptLimits;
  newsletter: NewsletterService;
  now?: () => Date;
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const summaryOf = (row: Pick<AccountRow, "firstName" | "lastName" | "email">): AccountSummary => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** Hashes compared in constant time, after the indexed lookup found the row. */
function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(computed, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Visitor accounts: registration with a verified address, sign-in sessions, password reset, the
 * profile, saved lists and what the account can see of its bookings and orders. No answer tells
 * whether an address has an account; every mail goes to the account's own address, and no text a
 * visitor typed goes into a subject.
 */
export function createAccountService(db: Database, options: AccountServiceOptions) {
  const { siteUrl, attemptLimits, newsletter, now = () => new Date() } = options;
  const limits = ACCOUNT_ATTEMPT_LIMITS;
  const cookies = siteCookies(siteUrl);
  const devices = createKnownDevices(db, now);
  const signInLimits = createSignInLimits(attemptLimits, devices);

  async function mailLink(
    tx: Writer,
    account: { id: number; email: string },
    purpose: "verify" | "reset",
    at: Date,
    email = account.email,
  ) {
    const links = purpose === "verify" ? verifyLinks : resetLinks;
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
  async function linkSentRecently(tx: Writer, accountId: number, purpose: "verify" | "reset", at: Date): Promise<boolean> {
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
  async function findUsableLink(tx: Writer, purpose: "verify" | "reset", token: string, at: Date, { forUpdate = true } = {}) {
    if (!SECRET_LINK_TOKEN_PATTERN.test(token)) return null;
    const hash = (purpose === "verify" ? verifyLinks : resetLinks).hash(token);
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

  async function startSession(tx: Writer, account: AccountRow, remember: boolean, at: Date): Promise<StartedSession> {
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

  async function accountWithPassword(accountId: number, password: string, failure: string): Promise<AccountRow> {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!account) throw new HttpError(401, accountMessages.signInRequired);
    // A stolen session cannot be used to guess the password any faster than the sign-in form.
    const attempt = await attemptLimits.take([[limits.passwordCheck, String(account.id)]], accountMessages.tooManySignIns);
    if (!(await verifyPassword(account.passwordHash, password))) {
      throw new HttpError(400, failure, [
        { path: failure === accountMessages.currentPasswordWrong ? "currentPassword" : "password", message: failure },
      ]);
    }
    await attemptLimits.release(attempt);
    return account;
  }

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

  async function savedListsOf(accountId: number): Promise<SavedLists> {
    const [recipeRows, searchRows] = await Promise.all([
      db
        .select({ recipeId: savedRecipes.recipeId })
        .from(savedRecipes)
        .where(eq(savedRecipes.accountId, accountId))
        .orderBy(desc(savedRecipes.savedAt)),
      db.select().from(savedSearches).where(eq(savedSearches.accountId, accountId)).orderBy(desc(savedSearches.createdAt)),
    ]);
    return {
      recipeIds: recipeRows.map((r) => r.recipeId),
      searches: searchRows.map((s): SavedSearchRecord => ({
        id: s.id,
        name: s.name,
        filters: s.filters,
        createdAt: s.createdAt.toISOString(),
      })),
    };
  }

  async function verifiedEmailOf(accountId: number): Promise<string | null> {
    const [row] = await db
      .select({ email: accounts.email, verified: accounts.emailVerifiedAt })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.verified ? row.email : null;
  }

  async function bookingsAndOrdersOf(accountId: number) {
    const email = await verifiedEmailOf(accountId);
    if (!email) return { bookings: [], orders: [] };
    const [bookingRows, orderRows] = await Promise.all([
      db
        .select({
          reference: classBookings.reference,
          classId: classBookings.classId,
          classTitle: cookingClasses.title,
          startsAt: classSessions.startsAt,
          participants: classBookings.participants,
          total: classBookings.total,
          status: classBookings.status,
          bookedAt: classBookings.createdAt,
        })
        .from(classBookings)
        .innerJoin(cookingClasses, eq(cookingClasses.id, classBookings.classId))
        .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
        .where(sql`lower(${classBookings.customerEmail}) = ${email}`)
        .orderBy(desc(classSessions.startsAt))
        .limit(100),
      db
        .select({
          reference: orders.reference,
          status: orders.status,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          placedAt: orders.createdAt,
        })
        .from(orders)
        .where(sql`lower(${orders.email}) = ${email}`)
        .orderBy(desc(orders.createdAt))
        .limit(100),
    ]);
    return {
      bookings: bookingRows.map((b) => ({ ...b, startsAt: b.startsAt.toISOString(), bookedAt: b.bookedAt.toISOString() })),
      orders: orderRows.map((o) => ({ ...o, placedAt: o.placedAt.toISOString() })),
    };
  }

  return {
    sessionFromCookie,

    /**
     * A registration. A new address becomes a pending account with a verification link (and,
     * with the newsletter ticked, a newsletter confirmation); a known address changes nothing and
     * its owner is told someone tried. The caller answers the same either way.
     */
    async register(input: RegistrationInput, ip: string): Promise<void> {
      await attemptLimits.enforce([[limits.registrationPerIp, ip]], accountMessages.tooManyRequests);
      await attemptLimits.record([[limits.registrationPerIp, ip]]);
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
        await mailLink(tx, row, "verify", at);
        if (input.newsletter) await newsletter.subscribeWithin(tx, email, at);
        return true;
      });
      if (created) return;
      // Repeated tries mail the owner at most once per 10 minutes.
      if (!(await attemptLimits.check(limits.registrationNotice, email)).allowed) return;
      await attemptLimits.record([[limits.registrationNotice, email]]);
      await enqueueMail(db, { to: email, ...registrationNoticeMail({ siteUrl }) });
    },

    /**
     * Whether a mailed link would still work, without using it: its page says at once that a
     * used or expired link is dead, rather than after the visitor has filled it in.
     */
    async linkIsUsable(purpose: "verify" | "reset", token: string): Promise<boolean> {
      return (await findUsableLink(db, purpose, token, now(), { forUpdate: false })) !== null;
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

    /**
     * Signs in: a new session and the browser's new device token, or 401/403/429. Failures count
     * per account and client (ACCOUNT_SIGN_IN_RULES); a refusal is not counted.
     */
    async signIn(input: SignInInput, client: SignInClient): Promise<SignedIn> {
      const email = normaliseEmail(input.email);
      // Read once, when first asked: before counting only for a browser with a device cookie.
      let lookup: Promise<AccountRow | undefined> | undefined;
      const findAccount = () =>
        (lookup ??= db
          .select()
          .from(accounts)
          .where(eq(accounts.email, email))
          .limit(1)
          .then(([found]) => found));
      const principalOf = async () => {
        const found = await findAccount();
        return found ? (`account:${found.id}` as const) : null;
      };
      const attempt = await signInLimits.begin(ACCOUNT_SIGN_IN_RULES, email, client, principalOf, accountMessages.tooManySignIns);
      const account = await findAccount();
      const passwordMatches = await verifyPassword(account?.passwordHash, input.password);
      if (!account || !passwordMatches || account.status === "suspended") throw new HttpError(401, accountMessages.invalidCredentials);
      // The right password: whatever follows, this was no guess.
      await attempt.succeeded();
      const at = now();
      if (account.status === "pending") {
        await db.transaction(async (tx) => {
          if (!(await linkSentRecently(tx, account.id, "verify", at))) await mailLink(tx, account, "verify", at);
        });
        throw new HttpError(403, accountMessages.unverified);
      }
      const session = await db.transaction((tx) => startSession(tx, account, input.rememberMe, at));
      return { ...session, deviceToken: await devices.remember(client.deviceToken, `account:${account.id}`) };
    },

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

    /** The forgot-password view: a reset link when the address has an account; the same answer always. */
    async requestPasswordReset(emailInput: string, ip: string): Promise<void> {
      await attemptLimits.enforce([[limits.resetPerIp, ip]], accountMessages.tooManyRequests);
      await attemptLimits.record([[limits.resetPerIp, ip]]);
      const email = normaliseEmail(emailInput);
      const at = now();
      await db.transaction(async (tx) => {
        const [account] = await tx.select().from(accounts).where(eq(accounts.email, email)).limit(1).for("update");
        if (!account || account.status === "suspended") return;
        if (await linkSentRecently(tx, account.id, "reset", at)) return;
        await mailLink(tx, account, "reset", at);
      });
    },

    /** Whether a reset link still works (the page shows its form only then). */
    async resetLinkWorks(token: string): Promise<boolean> {
      return db.transaction(async (tx) => (await findUsableLink(tx, "reset", token, now())) !== null);
    },

    /** Whether a verification link still works. */
    async verificationLinkWorks(token: string): Promise<boolean> {
      return db.transaction(async (tx) => (await findUsableLink(tx, "verify", token, now())) !== null);
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
        await mailLink(tx, account, "verify", at, newEmail);
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

    savedLists: savedListsOf,

    /** The saved recipes as cards, newest first (recipes removed from the library drop out). */
    async savedRecipeCards(accountId: number): Promise<RecipeSummary[]> {
      return db
        .select(recipeSummaryColumns)
        .from(savedRecipes)
        .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
        .where(eq(savedRecipes.accountId, accountId))
        .orderBy(desc(savedRecipes.savedAt)) as Promise<RecipeSummary[]>;
    },

    /** Merges what a browser saved while signed out into the account; answers the merged lists. */
    async mergeSavedLists(accountId: number, input: SavedListsMerge): Promise<SavedLists> {
      const at = now();
      await db.transaction(async (tx) => {
        const ids = [...new Set(input.recipeIds)];
        if (ids.length > 0) {
          const existing = await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, ids));
          if (existing.length > 0) {
            await tx
              .insert(savedRecipes)
              .values(existing.map((r) => ({ accountId, recipeId: r.id, savedAt: at })))
              .onConflictDoNothing();
          }
        }
        if (input.searches.length > 0) {
          await tx
            .insert(savedSearches)
            .values(
              input.searches.map((s) => ({
                accountId,
                id: s.id,
                name: s.name,
                filters: s.filters,
                createdAt: s.createdAt ? new Date(s.createdAt) : at,
              })),
            )
            .onConflictDoNothing();
        }
      });
      await trimSavedLists(accountId);
      return savedListsOf(accountId);
    },

    async saveRecipe(accountId: number, recipeId: number): Promise<boolean> {
      const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
      if (!recipe) return false;
      await db.insert(savedRecipes).values({ accountId, recipeId, savedAt: now() }).onConflictDoNothing();
      await trimSavedLists(accountId);
      return true;
    },

    async removeRecipe(accountId: number, recipeId: number): Promise<void> {
      await db.delete(savedRecipes).where(and(eq(savedRecipes.accountId, accountId), eq(savedRecipes.recipeId, recipeId)));
    },

    async saveSearch(accountId: number, input: SavedSearchInput): Promise<void> {
      await db
        .insert(savedSearches)
        .values({
          accountId,
          id: input.id,
          name: input.name,
          filters: input.filters,
          createdAt: input.createdAt ? new Date(input.createdAt) : now(),
        })
        .onConflictDoUpdate({ target: [savedSearches.accountId, savedSearches.id], set: { name: input.name, filters: input.filters } });
      await trimSavedLists(accountId);
    },

    async removeSearch(accountId: number, id: string): Promise<void> {
      await db.delete(savedSearches).where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.id, id)));
    },

    bookingsAndOrders: bookingsAndOrdersOf,

    /** Everything the site keeps about the account, as one JSON document (GDPR art. 15 and 20). */
    async exportData(accountId: number) {
      const profile = await profileOf(accountId);
      if (!profile) throw new HttpError(401, accountMessages.signInRequired);
      const [saved, history, newsletterRows] = await Promise.all([
        savedListsOf(accountId),
        bookingsAndOrdersOf(accountId),
        db
          .select({ status: newsletterSubscribers.status, since: newsletterSubscribers.createdAt })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, profile.email)),
      ]);
      const recipeTitles = saved.recipeIds.length
        ? await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(inArray(recipes.id, saved.recipeIds))
        : [];
      const titleOf = new Map(recipeTitles.map((r) => [r.id, r.title]));
      return {
        exportedAt: now().toISOString(),
        site: siteUrl,
        profile,
        savedRecipes: saved.recipeIds.map((id) => ({ id, title: titleOf.get(id) ?? null, url: `${siteUrl}${paths.recipe(id)}` })),
        savedSearches: saved.searches,
        classBookings: history.bookings,
        orders: history.orders,
        newsletter: newsletterRows[0] ? { status: newsletterRows[0].status, since: newsletterRows[0].since.toISOString() } : null,
      };
    },

    /** Drops expired sessions and spent links (called now and then by the outbox's clock). */
    async pruneExpired(): Promise<void> {
      const at = now();
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${at}`);
      await db.delete(accountTokens).where(sql`${accountTokens.expiresAt} <= ${new Date(at.getTime() - DAY)}`);
      await attemptLimits.prune();
      await devices.prune();
    },
  };

  /** Keeps each saved list within its limit, dropping the oldest. */
  async function trimSavedLists(accountId: number) {
    await db.execute(sql`
      DELETE FROM ${savedRecipes} WHERE ${savedRecipes.accountId} = ${accountId} AND ${savedRecipes.recipeId} NOT IN (
        SELECT ${savedRecipes.recipeId} FROM ${savedRecipes} WHERE ${savedRecipes.accountId} = ${accountId}
        ORDER BY ${savedRecipes.savedAt} DESC LIMIT ${ACCOUNT_LIMITS.savedRecipes})`);
    await db.execute(sql`
      DELETE FROM ${savedSearches} WHERE ${savedSearches.accountId} = ${accountId} AND ${savedSearches.id} NOT IN (
        SELECT ${savedSearches.id} FROM ${savedSearches} WHERE ${savedSearches.accountId} = ${accountId}
        ORDER BY ${savedSearches.createdAt} DESC LIMIT ${ACCOUNT_LIMITS.savedSearches})`);
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
