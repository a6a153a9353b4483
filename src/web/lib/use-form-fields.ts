import { useEffect, useId, useRef, useState } from "react";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { PageFormState } from "~/lib/page-form";

/** A contract's or the server's complaint about one field (zod's shape: the field's name first). */
export type FieldIssue = { path: readonly PropertyKey[]; message: string };

/** The text a form control holds now (a checkbox list is read by its own form). */
function controlValue(form: HTMLFormElement, name: string): string | null {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLInputElement) return control.type === "checkbox" || control.type === "radio" ? null : control.value;
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
  return null;
}

/**
 * The field state each of the site's forms keeps: the values, one error per field, the props
 * that tie an input to its label, error and hint, and the focus moved to the first field in error.
 * `server` is the page's answer to the same form sent without JavaScript: its typed values and
 * its errors (catalogue keys) are where the form starts. `fixedId` names the form's ids where
 * React's own cannot match the server's (a form hydrated as a root of its own).
 */
export function useFormFields<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  server?: PageFormState,
  fixedId?: string,
) {
  const { t } = useI18n();
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(() => {
    if (!server) return initial;
    const kept = { ...initial };
    for (const field of fields) {
      const value = server.values[field];
      if (typeof value === "string") kept[field] = value;
    }
    return kept;
  });
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(() => {
    const found: Partial<Record<F, string>> = {};
    for (const field of fields) if (server?.errors[field]) found[field] = t(server.errors[field] as MessageKey);
    return found;
  });

  // Text typed before the page's scripts started is in the fields but not yet in the state: take
  // it over, or the next render would put the state's empty value back. The first field in error
  // (a form the server sent back) gets the focus once the page can act on it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = controlValue(form, field);
      if (value !== null && value !== values[field]) typed[field] = value;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM holds what the visitor typed before hydration; the state must follow it once
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    const first = fields.find((field) => errors[field] !== undefined);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  /** Shows these errors (and only these) and puts the focus on the first field, in the form's order, that has one. */
  const showErrors = (found: Partial<Record<F, string>>) => {
    setErrors(found);
    const first = fields.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** The first issue of each of the form's fields, its message put into the visitor's words by `text`. */
  const errorsOf = (issues: readonly FieldIssue[], text: (message: string) => string) => {
    const found: Partial<Record<F, string>> = {};
    for (const issue of issues) {
      const field = String(issue.path[0]) as F;
      if (fields.includes(field) && !found[field]) found[field] = text(issue.message);
    }
    return found;
  };

  const set = (field: F) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The props a field's input, select or textarea needs: name, value, change, error and hint links. */
  const fieldProps = (field: F, hasHint = false) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    // Without JavaScript the first field in error is where the keyboard starts.
    autoFocus: field === fields.find((name) => errors[name] !== undefined) && server !== undefined ? true : undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : hasHint ? `${id}-${field}-hint` : undefined,
  });

  return { id, formRef, values, setValues, errors, setErrors, showErrors, errorsOf, fieldProps };
}
