import { timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { accounts } from "../../db/schema/index.ts";
import type { AttemptLimit, AttemptStore } from "../../security/attempt-store.ts";
import { siteCookies, type SiteCookies } from "../../security/cookies.ts";
import { createKnownDevices, type KnownDevices } from "../../security/known-devices.ts";
import { createSignInLimits, type SignInLimits } from "../../security/sign-in-limits.ts";
import type { AccountSummary } from "../../../shared/schemas/account.ts";
import type { NewsletterService } from "../messages/newsletter-service.ts";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The brute-force limits besides sign-in's (registration, reset, password checks), counted in the attempt store. */
export const ACCOUNT_ATTEMPT_LIMITS = {
  /** Wrong passwords given with a live session (changing the address or password, deleting the account). */
  passwordCheck: { scope: "password-check:account", max: 10, windowMs: 15 * MINUTE },
  registrationPerIp: { scope: "register:ip", max: 10, windowMs: HOUR },
  resetPerIp: { scope: "reset:ip", max: 10, windowMs: 15 * MINUTE },
  /** Not a limit on the visitor: how often an owner hears that someone tried to register their address. */
  registrationNotice: { scope: "register-notice:account", max: 1, windowMs: 10 * MINUTE },
} as const satisfies Record<string, AttemptLimit>;

export type Writer = Pick<Database, "insert" | "update" | "select" | "delete">;
export type AccountRow = typeof accounts.$inferSelect;

export type AccountServiceOptions = {
  siteUrl: string;
  /** Where every limit of the site counts (Redis or the database): the same store as the rate limits. */
  attemptStore: AttemptStore;
  newsletter: NewsletterService;
  now?: () => Date;
};

/**
 * What every part of the account service works with. Built once per service, so the parts share
 * one clock and one known-devices store rather than each keeping its own.
 */
export type AccountContext = {
  db: Database;
  siteUrl: string;
  attemptStore: AttemptStore;
  newsletter: NewsletterService;
  now: () => Date;
  cookies: SiteCookies;
  devices: KnownDevices;
  signInLimits: SignInLimits;
};

export function createAccountContext(db: Database, options: AccountServiceOptions): AccountContext {
  const { siteUrl, attemptStore, newsletter, now = () => new Date() } = options;
  const devices = createKnownDevices(db, now);
  return {
    db,
    siteUrl,
    attemptStore,
    newsletter,
    now,
    cookies: siteCookies(siteUrl),
    devices,
    signInLimits: createSignInLimits(attemptStore, devices),
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const summaryOf = (row: Pick<AccountRow, "firstName" | "lastName" | "email">): AccountSummary => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** Hashes compared in constant time, after the indexed lookup found the row. */
export function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(computed, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
