import { Loader2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
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

/** A tick box with its label, an optional link or hint beside it, and its error. */
export function CheckField({
  formId,
  name,
  checked,
  onChange,
  label,
  error,
  children,
}: {
  formId: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  error?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
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
export function SubmitButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={cn("w-full", className)}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A button that reads as a link: switching views inside the dialog is not a navigation. */
export function LinkButton({ onClick, children, className }: { onClick: () => void; children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn("inline-flex min-h-11 items-center rounded-lg font-semibold text-herb underline-offset-4 hover:underline", className)}
    >
      {children}
    </button>
  );
}

/**
 * A ref whose element takes focus when the form appears: after the dialog's own opening focus
 * (the dialog still returns focus to what opened it), and when the view switches.
 */
export function useFirstFieldFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
