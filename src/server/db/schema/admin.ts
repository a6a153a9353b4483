import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The team's accounts for /admin: a username and an argon2id hash. */
export const admins = pgTable(
  "admins",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Stored lower-cased so one name is one admin. */
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    status: text("status").notNull().default("active"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("admins_status_check", sql.raw(`"status" IN ('active', 'suspended')`))],
);

/**
 * A live admin sign-in. The token's `jti` must be a row here that has not ended, so logout, a
 * password change or a suspension ends the token at once, whatever its `exp` says.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_sessions_admin_idx").on(table.adminId)],
);

/**
 * Every admin action, one row each: who, what, which item, before and after, when and from where.
 * Append-only: a trigger (migration 0016) refuses UPDATE and DELETE. No foreign key, so the record
 * outlives whatever it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminId: integer("admin_id"),
    /** The username as it was at the time (an attempt with an unknown name is recorded too). */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    itemType: text("item_type"),
    itemId: text("item_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The request that made the change (its id is in that request's log lines). */
    requestId: text("request_id"),
  },
  (table) => [index("audit_log_at_idx").on(table.at), index("audit_log_item_idx").on(table.itemType, table.itemId)],
);

/** Values the application generates once and keeps, such as the admin token's signing secret. */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
