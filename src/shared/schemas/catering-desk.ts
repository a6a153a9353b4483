import { z } from "zod";
import { priceToCents } from "../rules/catering.ts";
import { CATERING_REQUEST_KINDS, CATERING_REQUEST_STATUSES, cateringQuoteSchema, type CateringRequestStatus } from "./catering.ts";
import { adminPageFields, listSearchSchema, optionalChoiceSchema, pageQuerySchema, textSchema } from "./common.ts";

/*
 * The catering desk (/admin/catering): the team's list of buffet and industrial requests, a quote
 * (final price per person, notes, valid until), confirm and decline.
 */

export const CATERING_DESK_PER_PAGE = 20;
export const CATERING_DESK_MAX_LIMIT = 100;
export const CATERING_DESK_LIMITS = { search: 100, notes: 2000, reason: 2000, maxPricePerPerson: 100_000 } as const;

export const cateringDeskMessages = {
  requestNotFound: "Catering request not found",
  kindInvalid: "Kind must be buffet or industrial",
  statusInvalid: "Status must be received, quoted, confirmed or declined",
  priceRequired: "Please enter the final price per person",
  priceInvalid: "The price per person must be an amount above zero, such as 42.50",
  validUntilRequired: "Please choose until when the quote holds",
  validUntilInvalid: "The valid-until date must be a date (YYYY-MM-DD)",
  validUntilPast: "The quote must hold until today or later",
  notesTooLong: `Notes must be at most ${CATERING_DESK_LIMITS.notes} characters`,
  reasonRequired: "Please say why the request is declined",
  reasonTooLong: `The reason must be at most ${CATERING_DESK_LIMITS.reason} characters`,
  cannotQuote: "Only a request that is received or quoted can be quoted",
  cannotConfirm: "Only a quoted request can be confirmed",
  cannotDecline: "This request is already confirmed or declined",
  quoted: "Quote sent",
  confirmed: "Request confirmed",
  declined: "Request declined",
} as const;
const M = cateringDeskMessages;

const blankToUndefined = (value: string | null | undefined) => (value ? value : undefined);

/** GET /api/admin/catering-requests: kind and status ('all' or empty = any), search, page and limit. */
export const cateringDeskListQuerySchema = z.object({
  kind: optionalChoiceSchema(CATERING_REQUEST_KINDS, M.kindInvalid),
  status: optionalChoiceSchema(CATERING_REQUEST_STATUSES, M.statusInvalid),
  search: listSearchSchema(CATERING_DESK_LIMITS.search),
  ...pageQuerySchema(CATERING_DESK_PER_PAGE, CATERING_DESK_MAX_LIMIT),
});
export type CateringDeskListQuery = z.infer<typeof cateringDeskListQuerySchema>;

const notesSchema = textSchema({ label: "Notes", max: CATERING_DESK_LIMITS.notes, multiline: true, messages: { tooLong: M.notesTooLong } })
  .nullish()
  .transform(blankToUndefined);

/** "42.50", "$42.50" or 42.5 as cents above zero; the browser sends text from the input. */
const pricePerPersonSchema = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? M.priceRequired : M.priceInvalid) })
  .transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: M.priceRequired });
      return z.NEVER;
    }
    const cents = priceToCents(value);
    if (cents === null || cents <= 0 || cents > CATERING_DESK_LIMITS.maxPricePerPerson * 100) {
      ctx.addIssue({ code: "custom", message: M.priceInvalid });
      return z.NEVER;
    }
    return cents;
  });

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const daySchema = z
  .string({ error: (issue) => (issue.input === undefined ? M.validUntilRequired : M.validUntilInvalid) })
  .trim()
  .min(1, M.validUntilRequired)
  .regex(dayPattern, M.validUntilInvalid)
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, M.validUntilInvalid);

/** POST /api/admin/catering-requests/{id}/quote. A past valid-until day is refused by the service (422). */
export const cateringQuoteInputSchema = z.object({
  pricePerPerson: pricePerPersonSchema,
  notes: notesSchema,
  validUntil: daySchema,
});
export type CateringQuoteInput = z.infer<typeof cateringQuoteInputSchema>;

/** POST /api/admin/catering-requests/{id}/confirm: an optional note for the customer. */
export const cateringConfirmInputSchema = z.object({ note: notesSchema });
export type CateringConfirmInput = z.infer<typeof cateringConfirmInputSchema>;

/** POST /api/admin/catering-requests/{id}/decline: the reason, mailed to the customer. */
export const cateringDeclineInputSchema = z.object({
  reason: textSchema({
    label: "Reason",
    max: CATERING_DESK_LIMITS.reason,
    multiline: true,
    messages: { required: M.reasonRequired, tooLong: M.reasonTooLong },
  }).min(1, M.reasonRequired),
});
export type CateringDeclineInput = z.infer<typeof cateringDeclineInputSchema>;

/** One request as the desk shows it. Amounts are dollars with two decimals, e.g. "42.50". */
export const cateringDeskRequestSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    kind: z.enum(CATERING_REQUEST_KINDS),
    status: z.enum(CATERING_REQUEST_STATUSES),
    menuId: z.number().int().nullable(),
    menuName: z.string(),
    companyName: z.string().nullable(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    eventDate: z.string(),
    eventTime: z.string().nullable(),
    eventLocation: z.string().nullable(),
    participants: z.number().int(),
    specialRequests: z.string().nullable(),
    recipientEmail: z.string().nullable().meta({ description: "The address a copy of the acknowledgement was asked for" }),
    pricePerPerson: z.string().meta({ description: "The menu's price when the request was made" }),
    estimate: z.string(),
    minimumOrder: z.number().int(),
    belowMinimum: z.boolean(),
    quote: cateringQuoteSchema.nullable(),
    declineReason: z.string().nullable().meta({ description: "Set once the request is declined: the reason the customer was given" }),
    createdAt: z.string().meta({ description: "ISO 8601 instant" }),
    statusChangedAt: z.string().meta({ description: "ISO 8601 instant" }),
  })
  .meta({ id: "CateringDeskRequest" });
export type CateringDeskRequest = z.infer<typeof cateringDeskRequestSchema>;

export { cateringQuoteSchema, type CateringQuote } from "./catering.ts";

/** GET /api/admin/catering-requests: one page of requests, newest first. */
export const cateringDeskPageSchema = z
  .object({
    data: z.array(cateringDeskRequestSchema),
    ...adminPageFields,
    counts: z
      .object(
        Object.fromEntries(CATERING_REQUEST_STATUSES.map((status) => [status, z.number().int()])) as Record<
          CateringRequestStatus,
          z.ZodNumber
        >,
      )
      .meta({ description: "Requests in each status (of the kind asked for, whatever the status filter and search)" }),
  })
  .meta({ id: "CateringDeskPage" });
export type CateringDeskPage = z.infer<typeof cateringDeskPageSchema>;

export const cateringDeskResultSchema = z.object({ success: z.literal(true), message: z.string(), item: cateringDeskRequestSchema });
export type CateringDeskResult = z.infer<typeof cateringDeskResultSchema>;
