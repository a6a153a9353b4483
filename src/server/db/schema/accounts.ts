import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { recipes } from "./recipes.ts";

/**
 * Visitor accounts. An account is `pending` until its owner follows the verification link,
 * `active` after, and `suspended` when the team stops it (its sessions end at once).
 */
export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased so one address is one account. */
    email: text("email").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    /** argon2id, in its PHC string form (the parameters travel with the hash). */
    passwordHash: text("password_hash").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    gender: text("gender").notNull(),
    country: text("country").notNull(),
    cookingLevel: text("cooking_level").notNull(),
    role: text("role").notNull().default("user"),
    status: text("status").notNull().default("pending"),
    /** A new address waiting for its verification link; the old one stays in use until then. */
    pendingEmail: text("pending_email"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    privacyAcceptedAt: timestamp("privacy_accepted_at", { withTimezone: true }).notNull(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check("accounts_status_check", sql.raw(`"status" IN ('pending', 'active', 'suspended')`)),
    check("accounts_role_check", sql.raw(`"role" IN ('user', 'contributor', 'admin')`)),
  ],
);

/**
 * The secrets of an account's mailed links, stored only as hashes: verify an address (24 h),
 * reset a password (1 h). Each works once.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    /** The address a verification link confirms (the account's, or the new one it changes to). */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_tokens_account_idx").on(table.accountId)],
);

/** Signed-in browsers: the cookie holds a random token, this table only its hash. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Whether the visitor asked to be remembered (a 30-day cookie rather than a browser-session one). */
    remember: boolean("remember").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_account_idx").on(table.accountId), index("sessions_expires_idx").on(table.expiresAt)],
);

export const savedRecipes = pgTable(
  "saved_recipes",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.recipeId] }),
    index("saved_recipes_account_saved_idx").on(table.accountId, table.savedAt),
  ],
);

export const savedSearches = pgTable(
  "saved_searches",
  {
    /** The id the browser gave it, so a search saved before signing in merges once. */
    id: text("id").notNull(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.id] })],
);

/**
 * Attempts counted against brute force and by every rate limit (sign-ins, registrations, reset
 * requests, the forms' limits), when Redis is not configured: the attempt store keeps them here
 * then, so a limit holds across restarts and instances either way.
 * `subject` is an account's address or an IP, hashed: the table says nothing about anyone.
 */
export const attempts = pgTable(
  "attempts",
  {
    id: serial("id").primaryKey(),
    scope: text("scope").notNull(),
    subject: text("subject").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("attempts_scope_subject_at_idx").on(table.scope, table.subject, table.at)],
);

/**
 * Browsers that signed in before, by the hash of their device cookie, one row per account they
 * signed in to. Such a browser tries that account's password under a budget of its own, so
 * strangers' failures never lock its owner out. `principal` names the account: `account:<id>`
 * for a visitor, `admin:<id>` for the team (two tables' ids, hence no foreign key).
 */
export const signInDevices = pgTable(
  "sign_in_devices",
  {
    tokenHash: text("token_hash").notNull(),
    principal: text("principal").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.principal] }),
    index("sign_in_devices_principal_idx").on(table.principal),
    index("sign_in_devices_last_sign_in_idx").on(table.lastSignInAt),
  ],
);
