import { z } from "zod";
import { adminPageFields, listSearchSchema, optionalChoiceSchema, pageQuerySchema, textSchema } from "./common.ts";

/** The kinds of message the admin inbox gathers (the public message forms), each kept in its own table. */
export const INBOX_KINDS = ["contact", "content_removal", "sponsorship", "bulk_enquiry", "consultation"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Where the team is with a message. */
export const INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_PER_PAGE = 20;
export const INBOX_MAX_LIMIT = 100;
export const INBOX_LIMITS = {
  search: 100,
  internalNotes: 5000,
  replySubject: 200,
  replyBody: 10_000,
} as const;

/** The server's answers; the inbox screen shows them in the admin's language. */
export const inboxMessages = {
  kindInvalid: "Choose a kind of message",
  statusInvalid: "Choose new, in progress or done",
  notFound: "Message not found",
  nothingToChange: "Send a status or internal notes to change",
  notesTooLong: `Internal notes must be at most ${INBOX_LIMITS.internalNotes.toLocaleString("en-US")} characters`,
  subjectRequired: "Write a subject for the reply",
  subjectTooLong: `The subject must be at most ${INBOX_LIMITS.replySubject} characters`,
  bodyRequired: "Write the reply",
  bodyTooLong: `The reply must be at most ${INBOX_LIMITS.replyBody.toLocaleString("en-US")} characters`,
  updated: "Message updated",
  replyQueued: "Reply queued for sending",
} as const;

const M = inboxMessages;

/**
 * `GET /api/admin/inbox`: every kind together, newest first, filtered by kind and status (both
 * optional: none means all), a search over name, email, reference and text; 20 a page.
 */
export const inboxListQuerySchema = z.object({
  kind: optionalChoiceSchema(INBOX_KINDS, M.kindInvalid),
  status: optionalChoiceSchema(INBOX_STATUSES, M.statusInvalid),
  search: listSearchSchema(INBOX_LIMITS.search),
  ...pageQuerySchema(INBOX_PER_PAGE, INBOX_MAX_LIMIT),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

/** A message's address: `/api/admin/inbox/{kind}/{id}`. */
export const inboxMessageParamsSchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: M.kindInvalid }),
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "The id must be a positive integer")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "The id must be a positive integer"),
});
export type InboxMessageParams = z.infer<typeof inboxMessageParamsSchema>;

/**
 * `PATCH /api/admin/inbox/{kind}/{id}`: a new status, new internal notes (blank clears them), or
 * both; at least one.
 */
export const inboxUpdateInputSchema = z
  .object({
    status: z.enum(INBOX_STATUSES, { error: M.statusInvalid }).optional(),
    internalNotes: textSchema({
      label: "Internal notes",
      max: INBOX_LIMITS.internalNotes,
      multiline: true,
      messages: { tooLong: M.notesTooLong },
    })
      .nullish()
      .transform((notes) => (notes === undefined ? undefined : notes ? notes : null)),
  })
  .refine((input) => input.status !== undefined || input.internalNotes !== undefined, { message: M.nothingToChange, path: ["status"] });
export type InboxUpdateInput = z.infer<typeof inboxUpdateInputSchema>;
/** What a client sends for an update (before the contract's defaults). */
export type InboxUpdateRequest = z.input<typeof inboxUpdateInputSchema>;

/**
 * `POST /api/admin/inbox/{kind}/{id}/replies`: the subject and the text of a reply. There is no
 * recipient field: a reply goes to the address stored with the message, whatever a browser sends.
 */
export const inboxReplyInputSchema = z.object({
  subject: textSchema({
    label: "Subject",
    min: 1,
    max: INBOX_LIMITS.replySubject,
    messages: {
      required: M.subjectRequired,
      tooShort: M.subjectRequired,
      tooLong: M.subjectTooLong,
    },
  }),
  body: textSchema({
    label: "Reply",
    min: 1,
    max: INBOX_LIMITS.replyBody,
    multiline: true,
    messages: {
      required: M.bodyRequired,
      tooShort: M.bodyRequired,
      tooLong: M.bodyTooLong,
    },
  }),
});
export type InboxReplyInput = z.infer<typeof inboxReplyInputSchema>;

const kindField = z.enum(INBOX_KINDS);
const statusField = z.enum(INBOX_STATUSES).meta({ description: "Where the team is with the message" });
const referenceField = z
  .string()
  .nullable()
  .meta({ description: "The reference quoted in the sender's acknowledgement; an expert question has none" });
const createdAtField = z.string().meta({ description: "When it arrived (ISO instant)" });

/** One line of the inbox list. */
export const inboxListItemSchema = z
  .object({
    kind: kindField,
    id: z.number().int(),
    reference: referenceField,
    name: z.string(),
    email: z.string(),
    summary: z.string().meta({ description: "What it is about: the contact subject, the complaint type, the product..." }),
    preview: z.string().meta({ description: "The start of the message's text" }),
    status: statusField,
    replies: z.number().int().meta({ description: "How many replies the team has sent" }),
    createdAt: createdAtField,
  })
  .meta({ id: "InboxListItem" });
export type InboxListItem = z.infer<typeof inboxListItemSchema>;

export const inboxPageSchema = z
  .object({
    data: z.array(inboxListItemSchema),
    ...adminPageFields,
    counts: z
      .object({ new: z.number().int(), in_progress: z.number().int(), done: z.number().int() })
      .meta({ description: "How many messages of the chosen kind (all kinds when none) are in each status" }),
  })
  .meta({ id: "InboxPage" });
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** A reply the team sent, as the message view lists it. */
export const inboxReplySchema = z
  .object({
    id: z.number().int(),
    toEmail: z.string().meta({ description: "The address stored with the message, where the reply went" }),
    subject: z.string(),
    body: z.string(),
    sentBy: z.string().nullable().meta({ description: "The admin who sent it (null once that admin is removed)" }),
    outboxId: z.number().int().nullable().meta({ description: "The outbox row that carries it" }),
    delivery: z
      .enum(["pending", "sent", "failed"])
      .nullable()
      .meta({ description: "Whether the reply has left yet (its outbox row's status)" }),
    createdAt: z.string().meta({ description: "ISO instant" }),
  })
  .meta({ id: "InboxReply" });
export type InboxReply = z.infer<typeof inboxReplySchema>;

/** A field of a message beside its main text; `key` names it for the screen's label. */
export const inboxFieldSchema = z.object({ key: z.string(), value: z.string() });
export type InboxField = z.infer<typeof inboxFieldSchema>;

/** One message in full. */
export const inboxMessageSchema = z
  .object({
    kind: kindField,
    id: z.number().int(),
    reference: referenceField,
    name: z.string(),
    email: z.string(),
    summary: z.string(),
    text: z.string().meta({ description: "The message's main text (message, description, objectives, question)" }),
    fields: z
      .array(inboxFieldSchema)
      .meta({ description: "Every other field the visitor filled in, in the form's order; empty ones left out" }),
    status: statusField,
    internalNotes: z.string().nullable(),
    createdAt: createdAtField,
    replies: z.array(inboxReplySchema),
  })
  .meta({ id: "InboxMessage" });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxUpdateResultSchema = z.object({ success: z.literal(true), message: z.string(), item: inboxMessageSchema });
export type InboxUpdateResult = z.infer<typeof inboxUpdateResultSchema>;

export const inboxReplyResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reply: inboxReplySchema,
  item: inboxMessageSchema,
});
export type InboxReplyResult = z.infer<typeof inboxReplyResultSchema>;
