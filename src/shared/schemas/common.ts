import { z } from "zod";
import { hasForbiddenCharacters } from "../rules/text.ts";
import { FILTER_VALUE_MAX_LENGTH, MAX_PAGE } from "../rules/recipe-filters.ts";

/** A path id: a positive integer written in decimal, nothing else. */
export const positiveIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "The id must be a positive integer")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "The id must be a positive integer");

export const idParamsSchema = z.object({ id: positiveIdSchema });

/** Query booleans arrive as text; only "true" and "false" are accepted. */
export const queryBooleanSchema = z.enum(["true", "false"], { error: "Must be true or false" }).transform((v) => v === "true");

export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return {
    page: z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be at least 1")
      .max(MAX_PAGE, "page is too large")
      .default(1),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  };
}

type TextSchemaOptions = {
  /** The field's name in the default messages, e.g. "Name" gives "Name is required". */
  label: string;
  /** Longest accepted text, in UTF-16 code units, counted after trimming. */
  max: number;
  /** Shortest accepted text after trimming (default: none, so "" passes). */
  min?: number;
  /** Accept tab, line feed and carriage return (text areas, page text). */
  multiline?: boolean;
  /** Trim white space at both ends (default). Off where spacing is part of the text. */
  trim?: boolean;
  /** Replace any default message; a field's spec message goes here. */
  messages?: {
    /** The value is missing. */
    required?: string;
    /** The value is not a string (a number, an object, or an array from a repeated query parameter). */
    type?: string;
    tooShort?: string;
    tooLong?: string;
    /** The value holds a NUL, another control character or half of a surrogate pair. */
    characters?: string;
  };
};

/**
 * The one text primitive of every contract: a string without control characters (see
 * rules/text.ts), trimmed, between `min` and `max` long, each failure with a clear message.
 * Characters are checked first, so hostile input reads as such rather than as "too long".
 * Returns a plain z.string(), so `.optional()`, `.pipe()` and `.transform()` work as usual.
 */
export function textSchema({ label, max, min, multiline = false, trim = true, messages = {} }: TextSchemaOptions) {
  const required = messages.required ?? `${label} is required`;
  const type = messages.type ?? `${label} must be a single piece of text`;
  let schema = z.string({ error: (issue) => (issue.input === undefined ? required : type) });
  if (trim) schema = schema.trim();
  schema = schema.refine((text) => !hasForbiddenCharacters(text, multiline), {
    message: messages.characters ?? `${label} contains characters that are not allowed`,
  });
  if (min !== undefined) schema = schema.min(min, messages.tooShort ?? `${label} must be at least ${min} characters`);
  return schema.max(max, messages.tooLong ?? `${label} must be at most ${max} characters`);
}

/** An optional filter text: blank or 'all' means no filter. */
export const optionalFilterSchema = textSchema({
  label: "Filter value",
  max: FILTER_VALUE_MAX_LENGTH,
  messages: { tooLong: "Filter value is too long" },
})
  .optional()
  .transform((v) => (v === undefined || v === "" || v === "all" ? undefined : v));

/** A list's optional choice (a status, a kind): left out, empty or 'all' means any; else one of `values`. */
export function optionalChoiceSchema<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" || value === "all" ? undefined : value))
    .pipe(z.enum(values, { error: message }).optional());
}

/** A list's search box: checked like any typed text, at most `max` characters; empty means no search. */
export function listSearchSchema(max: number) {
  return textSchema({ label: "Search text", max, messages: { tooLong: "Search text is too long" } })
    .optional()
    .transform((value) => value || undefined);
}

/** A public list's paging: the page shown, how many pages and items there are, items per page. */
export const paginationSchema = z
  .object({
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int().meta({ description: "Items matching the filters, on every page" }),
    limit: z.number().int().meta({ description: "Items per page" }),
  })
  .meta({ id: "Pagination" });
export type Pagination = z.infer<typeof paginationSchema>;

/** A public list's paging for `total` items at `limit` a page, page `page` shown. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/**
 * The paging of an admin list, beside its `data`: total, totalPages, hasPrev and hasNext, with the
 * page and limit asked for. Spread into the list's object schema.
 */
export const adminPageFields = {
  total: z.number().int().meta({ description: "Items matching the filters, on every page" }),
  totalPages: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
  page: z.number().int(),
  limit: z.number().int().meta({ description: "Items per page" }),
};

/** An admin list's page: its rows and where they stand among the `total` that match. */
export function adminPage<T>(data: T[], total: number, page: number, limit: number) {
  const totalPages = Math.ceil(total / limit);
  return { data, total, totalPages, hasPrev: page > 1, hasNext: page < totalPages, page, limit };
}

export const apiIssueSchema = z.object({
  path: z.string().meta({ description: "The field the message is about (`body` for the whole body)" }),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** An API error; a 400 lists each field's message, a 429 says in how many seconds to try again. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    issues: z.array(apiIssueSchema).optional(),
    retryAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof apiErrorSchema>;
