import { useI18n } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";

/*
 * What the two catering forms share to work with and without JavaScript: where they start when
 * the page is the answer to the form sent without it, and the text typed before hydration.
 */

/** The form's values: the typed ones the page sent back, else the form's own starting values. */
export function serverValues<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  server?: PageFormState,
): Record<F, string> {
  const values = { ...initial };
  for (const field of fields) {
    const value = server?.values[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** Each field's message the page sent back, already in the visitor's language. */
export function serverErrors<F extends string>(fields: readonly F[], server?: PageFormState): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) if (server?.errors[field]) errors[field] = server.errors[field];
  return errors;
}

/** The first field, in the form's order, that has a message. */
export function firstError<F extends string>(fields: readonly F[], errors: Partial<Record<F, string>>): F | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

/**
 * The text the fields hold right after hydration where it differs from the state: typed before
 * the page's scripts started. Without taking it over, the next render would put the state back.
 */
export function typedBeforeHydration<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  values: Record<F, string>,
): Partial<Record<F, string>> | null {
  if (!form) return null;
  const typed: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    const value = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : null;
    if (value !== null && value !== values[field]) typed[field] = value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

/**
 * Why the page refused the form sent without JavaScript when no field is to blame: too many
 * requests from this address, or the server failing. The same words as the script's toast.
 */
export function CateringFailureNote({ failure, failed }: { failure?: PageFormState["failure"]; failed: string }) {
  const { t } = useI18n();
  if (!failure) return null;
  return (
    <div role="alert" className="mb-4 rounded-2xl border border-chili/40 bg-chili/5 p-4 text-sm text-ink">
      <p className="font-semibold">{t("catering.toast.failedTitle")}</p>
      <p>{failure === "limited" ? t("catering.error.rateLimited") : failed}</p>
    </div>
  );
}
