import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The ids a field's input, error and hint share (the error wins aria-describedby while shown). */
export function fieldIds(formId: string, name: string, error: string | undefined, extraDescription?: string) {
  const describedBy = [error ? `${formId}-${name}-error` : null, extraDescription ?? null].filter(Boolean).join(" ");
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/**
 * The page's answer to a form sent without a script puts the keyboard in the first field in
 * error (the scripts, once running, move the focus themselves): `autofocus` on that one field.
 */
export const startsHere = (on: boolean | undefined): { autoFocus?: true } => (on ? { autoFocus: true } : {});

/** A tick box with its label, an optional link or hint beside it, and its error. */
export function CheckField({
  formId,
  name,
  checked,
  onChange,
  label,
  error,
  startHere,
  children,
}: {
  formId: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  error?: string;
  /** The first field in error of the page's answer to the form sent without a script. */
  startHere?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...startsHere(startHere)}
        {...fieldIds(formId, name, error, children ? `${formId}-${name}-more` : undefined)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-herb"
      />
      <div className="min-w-0 text-sm leading-5">
        <label htmlFor={`${formId}-${name}`} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        {children ? (
          <div id={`${formId}-${name}-more`} className="mt-0.5 text-ink-soft">
            {children}
          </div>
        ) : null}
        {error ? (
          <p id={`${formId}-${name}-error`} className="mt-1 font-medium text-chili">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The form's main button: its busy label and a spinner while the request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={cn("w-full", className)}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * Where a form's secondary link leads: another view of the dialog (a function; switching views
 * is not a navigation, so it is a button), or another page (an address; a real link that works
 * before and without the page's scripts).
 */
export type ViewTarget = (() => void) | string;

/** A control that reads as a link: a button inside the dialog, a link on a page. */
export function ViewLink({ to, children, className }: { to: ViewTarget; children: ReactNode; className?: string }) {
  const classes = cn("inline-flex min-h-11 items-center rounded-lg font-semibold text-herb underline-offset-4 hover:underline", className);
  if (typeof to === "string") {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={to} className={classes}>
      {children}
    </button>
  );
}

/**
 * A ref whose element takes focus when the form appears: after the dialog's own opening focus
 * (the dialog still returns focus to what opened it), and when the view switches.
 */
export function useFirstFieldFocus<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [enabled]);
  return ref;
}

/** The checks and the translated answers of the account forms (with zod), loaded on first use. */
export const loadAuthChecks = () => import("./auth-checks");

/**
 * What the visitor typed or ticked before the page's scripts started, read once after mount: a
 * text value by name (null when the field is not in the form), and whether a box is ticked.
 */
export function typedValues(form: HTMLFormElement | null) {
  const control = (name: string) => form?.elements.namedItem(name);
  return {
    text: (name: string): string | null => {
      const element = control(name);
      return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
        ? element.value
        : null;
    },
    checked: (name: string): boolean | null => {
      const element = control(name);
      return element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : null;
    },
  };
}

/**
 * A note above a form: why the server refused it when no field is to blame (an alert), or what
 * just happened (a status). Both are announced; the alert in the warning colours.
 */
export function FormNote({
  tone,
  title,
  children,
  className,
}: {
  tone: "alert" | "done";
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "alert" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "alert" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-3 rounded-2xl p-4 text-sm text-ink",
        tone === "alert" ? "border border-saffron/40 bg-saffron-light" : "bg-herb-light text-herb-dark",
        className,
      )}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", tone === "alert" ? "text-saffron-dark" : "text-herb")} aria-hidden />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  );
}
