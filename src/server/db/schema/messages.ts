import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Newsletter addresses under double opt-in: an address is `unconfirmed` until its owner follows
 * the confirmation link, and receives nothing else before; `unsubscribed` keeps the row so a
 * later sign-up starts again from a confirmation.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased so the same address is one subscriber. */
    email: text("email").notNull().unique(),
    status: text("status").notNull().default("unconfirmed"),
    /** When the last confirmation link was mailed: at most one per 10 minutes. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("newsletter_subscribers_status_check", sql.raw(`"status" IN ('unconfirmed', 'confirmed', 'unsubscribed')`))],
);

/**
 * The secrets of a subscriber's links, stored only as hashes: a confirmation link (single use,
 * expires) or an unsubscribe link (one per newsletter mail; each keeps working).
 */
export const newsletterTokens = pgTable(
  "newsletter_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["confirm", "unsubscribe"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("newsletter_tokens_subscriber_idx").on(table.subscriberId)],
);

export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every mail the site sends is a row here, written in the same transaction as the record it
 * reports; the outbox worker delivers due rows and retries with backoff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Files sent with the mail, such as a booking's calendar invitation. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** Extra headers, such as a newsletter's List-Unsubscribe (never built from visitor text). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The request that queued the mail (its id is in that request's log lines); none for jobs. */
    requestId: text("request_id"),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Questions sent to the Ayurvedic expert from a recipe page. */
export const expertConsultations = pgTable(
  "expert_consultations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    doshaType: text("dosha_type").notNull(),
    healthConcerns: text("health_concerns"),
    question: text("question").notNull(),
    recipeId: integer("recipe_id"),
    recipeTitle: text("recipe_title"),
    /** Where the visitor asked a copy to be sent, when given. */
    recipientEmail: text("recipient_email"),
    /** The time the visitor's browser reported; createdAt is ours. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The admin inbox's progress on it: new, in progress, done. */
    status: text("status").notNull().default("new"),
    internalNotes: text("internal_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("expert_consultations_created_idx").on(table.createdAt),
    index("expert_consultations_status_idx").on(table.status, table.createdAt),
    check("expert_consultations_status_check", sql`${table.status} IN ('new', 'in_progress', 'done')`),
  ],
);
