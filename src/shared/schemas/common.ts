import { z } from "zod";

/** A path id: a positive integer written in decimal, nothing else. */
export const positiveIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "The id must be a positive integer")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "The id must be a positive integer");

export const idParamsSchema = z.object({ id: positiveIdSchema });

/** Query booleans arrive as text; only "true" and "false" are accepted. */
export const queryBooleanSchema = z
  .enum(["true", "false"], { error: "Must be true or false" })
  .transform((v) => v === "true");

export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return {
    page: z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be at least 1")
      .max(100_000, "page is too large")
      .default(1),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  };
}

/** An optional filter text: blank or 'all' means no filter. */
export const optionalFilterSchema = z
  .string()
  .trim()
  .max(100, "Filter value is too long")
  .optional()
  .transform((v) => (v === undefined || v === "" || v === "all" ? undefined : v));

export type Pagination = { page: number; totalPages: number; total: number; limit: number };

export type ApiIssue = { path: string; message: string };
export type ApiError = { message: string; issues?: ApiIssue[] };
