import { CircleCheck, Loader2, Send } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useI18n } from "~/lib/i18n";
import { HoneypotField } from "~/components/ui/honeypot-field";

/** A labelled field of a message form: '*' after required labels, '(optional)' after the others. */
export function InboxField({
  formId,
  name,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <FormField
        label={required ? `${label} *` : `${label} (${t("forms.optional")})`}
        htmlFor={`${formId}-${name}`}
        error={error}
        errorId={`${formId}-${name}-error`}
        hint={hint}
        hintId={`${formId}-${name}-hint`}
      >
        {children}
      </FormField>
    </div>
  );
}

/** The forms' honeypot (components/ui/honeypot-field.tsx) with this area's label. */
export function Honeypot({ formId }: { formId: string }) {
  const { t } = useI18n();
  return <HoneypotField id={`${formId}-honeypot`} label={t("forms.honeypot")} />;
}

/** The thank-you line with the reference, focused after a successful send. */
export function DoneNote({
  done,
  doneRef,
  testId,
}: {
  done: { reference: string } | null;
  doneRef: RefObject<HTMLParagraphElement | null>;
  testId: string;
}) {
  const { t } = useI18n();
  if (!done) return null;
  return (
    <p
      ref={doneRef}
      tabIndex={-1}
      className="mt-4 flex items-start gap-3 rounded-2xl bg-herb-light p-4 text-sm text-herb-dark outline-none"
      data-testid={testId}
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>{t("forms.done", { reference: done.reference })}</span>
    </p>
  );
}

/** The send button (with its busy label) beside the promised reply time. */
export function SubmitRow({ submitting, label, busyLabel, note }: { submitting: boolean; label: string; busyLabel: string; note: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
      <Button type="submit" size="lg" disabled={submitting} className="w-full shrink-0 sm:w-auto">
        {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {submitting ? busyLabel : label}
      </Button>
      <p className="text-sm text-ink-soft">{note}</p>
    </div>
  );
}

/**
 * Why the form, sent without JavaScript, was not accepted when no field is to blame: too many
 * messages from this address, or the server failing. The same words as the script's toast.
 */
export function FormFailureNote({
  failure,
  title,
  limited,
  failed,
}: {
  failure?: "limited" | "failed";
  title: string;
  limited: string;
  failed: string;
}) {
  if (!failure) return null;
  return (
    <div role="alert" className="mt-4 rounded-2xl border border-chili/40 bg-chili/5 p-4 text-sm text-ink">
      <p className="font-semibold">{title}</p>
      <p>{failure === "limited" ? limited : failed}</p>
    </div>
  );
}
