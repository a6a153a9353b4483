import { CircleCheck, Loader2, Send } from "lucide-react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { BRAND } from "../../../shared/brand";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
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

/** One field of a message form, as the form declares it; `InboxForm` draws it the one way. */
export type InboxFieldSpec<F extends string> = {
  name: F;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** Across both columns on wide screens. */
  wide?: boolean;
  maxLength?: number;
} & (
  | { kind: "text" | "email" | "tel" | "url"; autoComplete?: string }
  | { kind: "textarea"; rows: number }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
);

const INPUT_MODES = { email: "email", tel: "tel", url: "url", text: undefined } as const;

/** What `InboxForm` reads of `useInboxForm`'s state. */
type InboxFormState<F extends string> = {
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  doneRef: RefObject<HTMLParagraphElement | null>;
  errors: Partial<Record<F, string>>;
  submitting: boolean;
  done: { reference: string } | null;
  failure?: "limited" | "failed";
  onSubmit: (event: FormEvent) => void;
  fieldProps: (field: F, hasHint?: boolean) => Record<string, unknown>;
};

/**
 * A message form of the inbox (contact, content removal, sponsorship): a real POST to its page,
 * its title, the required-fields note, the refusal and thank-you notes, the declared fields, the
 * honeypot and the send row. The words come from the page's catalogue prefix.
 */
export function InboxForm<F extends string>({
  form,
  action,
  prefix,
  doneTestId,
  fields,
}: {
  form: InboxFormState<F>;
  action: string;
  prefix: "contactPage" | "removalPage" | "sponsorPage";
  doneTestId: string;
  fields: readonly InboxFieldSpec<F>[];
}) {
  const { t } = useI18n();
  const { id, formRef, doneRef, errors, submitting, done, failure, onSubmit, fieldProps } = form;
  const say = (key: string, values?: Record<string, string>) => t(`${prefix}.${key}` as MessageKey, values);
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {say("formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("forms.required")}</p>
      <FormFailureNote
        failure={failure}
        title={say("failureTitle")}
        limited={say("rateLimited", { email: BRAND.email })}
        failed={say("failure", { email: BRAND.email })}
      />
      <DoneNote done={done} doneRef={doneRef} testId={doneTestId} />
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const error = errors[field.name];
          const common = {
            required: field.required,
            maxLength: field.maxLength,
            placeholder: field.placeholder,
            ...fieldProps(field.name, !!field.hint),
          };
          return (
            <InboxField
              key={field.name}
              formId={id}
              name={field.name}
              label={field.label}
              required={field.required}
              error={error}
              hint={field.hint}
              className={field.wide ? "sm:col-span-2" : undefined}
            >
              {field.kind === "textarea" ? (
                <textarea rows={field.rows} {...common} className={cn(inputClassName(!!error), "py-3")} />
              ) : field.kind === "select" ? (
                <select {...common} className={cn(inputClassName(!!error), "h-12")}>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  type={field.kind}
                  inputMode={INPUT_MODES[field.kind]}
                  autoComplete={field.autoComplete}
                  {...common}
                  className={cn(inputClassName(!!error), "h-12")}
                />
              )}
            </InboxField>
          );
        })}
        <Honeypot formId={id} />
      </fieldset>
      <SubmitRow submitting={submitting} label={say("submit")} busyLabel={say("submitting")} note={say("reply")} />
    </form>
  );
}
