import { useId, useRef, useState } from "react";

/** A contract's or the server's complaint about one field (zod's shape: the field's name first). */
export type FieldIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The field state each of the site's forms keeps: the values, one error per field, the props
 * that tie an input to its label, error and hint, and the focus moved to the first field in error.
 */
export function useFormFields<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

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
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : hasHint ? `${id}-${field}-hint` : undefined,
  });

  return { id, formRef, values, setValues, errors, setErrors, showErrors, errorsOf, fieldProps };
}
