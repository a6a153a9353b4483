import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased so the same address is one subscriber. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("expert_consultations_created_idx").on(table.createdAt)],
);
