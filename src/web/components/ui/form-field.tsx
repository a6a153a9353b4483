import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The classes of a dialog or page form's text input, select or textarea; red border when invalid. */
export function inputClassName(invalid: boolean): string {
  return cn(
    "w-full rounded-xl border bg-paper px-4 text-base text-ink outline-none transition placeholder:text-ink-soft/70 focus:border-herb focus:ring-2 focus:ring-herb/20 disabled:bg-sand/60",
    invalid ? "border-chili" : "border-line",
  );
}

/** A labelled field with its hint or, once the field is wrong, its error (linked by id for screen readers). */
export function FormField({
  label,
  htmlFor,
  error,
  errorId,
  hint,
  hintId,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-chili">
          {error}
        </p>
      ) : null}
    </div>
  );
}
