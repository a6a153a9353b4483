import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Messages visitors send the team from the site's forms. Each keeps its reference (quoted in both
 * mails) and a status the team's inbox moves along: new, in progress, done.
 */
const INBOX_STATUSES = "('new', 'in_progress', 'done')";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** One of the contact form's subject keys. */
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** What the browser sent as recipientEmail, kept for the record; never used as a recipient. */
    recipientEmail: text("recipient_email"),
    status: text("status").notNull().default("new"),
    /** The team's notes on the message (admin inbox); never shown to the sender. */
    internalNotes: text("internal_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("contact_messages_reference_idx").on(table.reference),
    index("contact_messages_status_idx").on(table.status, table.createdAt),
    check("contact_messages_status_check", sql.raw(`"status" IN ${INBOX_STATUSES}`)),
  ],
);

export const contentRemovalRequests = pgTable(
  "content_removal_requests",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    complaintType: text("complaint_type").notNull(),
    contentUrl: text("content_url").notNull(),
    description: text("description").notNull(),
    requestedAction: text("requested_action").notNull(),
    status: text("status").notNull().default("new"),
    /** The team's notes on the message (admin inbox); never shown to the sender. */
    internalNotes: text("internal_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_removal_requests_reference_idx").on(table.reference),
    index("content_removal_requests_status_idx").on(table.status, table.createdAt),
    check("content_removal_requests_status_check", sql.raw(`"status" IN ${INBOX_STATUSES}`)),
  ],
);

export const sponsorshipInquiries = pgTable(
  "sponsorship_inquiries",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull(),
    companyName: text("company_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    sponsorshipType: text("sponsorship_type").notNull(),
    budget: text("budget").notNull(),
    duration: text("duration"),
    objectives: text("objectives").notNull(),
    description: text("description"),
    status: text("status").notNull().default("new"),
    /** The team's notes on the message (admin inbox); never shown to the sender. */
    internalNotes: text("internal_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sponsorship_inquiries_reference_idx").on(table.reference),
    index("sponsorship_inquiries_status_idx").on(table.status, table.createdAt),
    check("sponsorship_inquiries_status_check", sql.raw(`"status" IN ${INBOX_STATUSES}`)),
  ],
);

/** The kinds of message the admin inbox gathers, each from its own table. */
export const INBOX_KINDS = ["contact", "content_removal", "sponsorship", "bulk_enquiry", "consultation"] as const;

/** A reply the team sent from the admin inbox, kept with the message it answers (mailed through the outbox). */
export const inboxReplies = pgTable(
  "inbox_replies",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    messageId: integer("message_id").notNull(),
    adminId: integer("admin_id").notNull(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    outboxId: integer("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("inbox_replies_message_idx").on(table.kind, table.messageId, table.createdAt),
    check("inbox_replies_kind_check", sql.raw(`"kind" IN ('contact', 'content_removal', 'sponsorship', 'bulk_enquiry', 'consultation')`)),
  ],
);
