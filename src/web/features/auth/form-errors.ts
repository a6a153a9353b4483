import type { ApiIssue } from "../../../shared/schemas/common";

/**
 * Field errors of the account forms: the first message for each field, as the shared contract
 * or the server's 400 issues give it (English; shown translated). No zod here, so pages can
 * use it before the contract loads.
 */
type Issue = { path: readonly PropertyKey[]; message: string };
export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type Checked<F extends string, T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** The first message for each field, in the order the issues came. */
export function errorsByField<F extends string>(fields: readonly F[], issues: readonly Issue[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    if (fields.includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The server's 400 issues (`{path, message}`) in the same shape. */
export const serverErrorsByField = <F extends string>(fields: readonly F[], issues: readonly ApiIssue[] | undefined) =>
  errorsByField(
    fields,
    (issues ?? []).map((issue) => ({ path: [issue.path], message: issue.message })),
  );

/** The first field, in the form's order, that has an error. */
export const firstInvalid = <F extends string>(fields: readonly F[], errors: FieldErrors<F>) =>
  fields.find((field) => errors[field] !== undefined);

export const NEW_PASSWORD_FIELDS = ["password", "confirmPassword"] as const;
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];
