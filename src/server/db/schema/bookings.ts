import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { classSessions, cookingClasses } from "./classes.ts";

/** A seat booking for one class session; its seats are counted in `class_sessions.booked`. */
export const classBookings = pgTable(
  "class_bookings",
  {
    id: serial("id").primaryKey(),
    /** What the customer quotes, e.g. CB-7K2M9Q; random so references reveal no volume. */
    reference: text("reference").notNull(),
    classId: integer("class_id")
      .notNull()
      .references(() => cookingClasses.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    participants: integer("participants").notNull(),
    /** Price × participants as the server computed it. */
    total: numeric("total", { precision: 10, scale: 2, mode: "string" }).notNull(),
    status: text("status", { enum: ["confirmed", "cancelled"] })
      .notNull()
      .default("confirmed"),
    /** A retry with the same Idempotency-Key finds this row instead of booking again. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the single-use cancel token mailed to the customer; the token itself is never stored. */
    cancelTokenHash: text("cancel_token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("class_bookings_reference_idx").on(table.reference),
    uniqueIndex("class_bookings_idempotency_idx").on(table.idempotencyKey),
    uniqueIndex("class_bookings_cancel_token_idx").on(table.cancelTokenHash),
    index("class_bookings_session_idx").on(table.sessionId),
    /** A member's /account lists the bookings made with their verified address. */
    index("class_bookings_email_idx").on(sql`lower(${table.customerEmail})`),
  ],
);

/** People waiting for a seat in a full session, mailed in order when one is freed. */
export const classWaitlist = pgTable(
  "class_waitlist",
  {
    id: serial("id").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("class_waitlist_session_email_idx").on(table.sessionId, table.email)],
);
