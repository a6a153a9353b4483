import { CircleAlert, CircleCheck, Eye, EyeOff, Loader2 } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";

/** A card of the account page: a heading, a line saying what it is for, and its content. */
export function AccountPanel({
  title,
  intro,
  icon,
  tone = "paper",
  headingLevel = 2,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  tone?: "paper" | "danger";
  headingLevel?: 2 | 3;
  children?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      className={cn(
        "rounded-[var(--radius-card)] border bg-paper p-5 shadow-card sm:p-7",
        tone === "danger" ? "border-chili/30" : "border-line/70",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        {icon ? (
          <span
            className={cn(
              "grid size-10 shrink-0 place-items-center rounded-full",
              tone === "danger" ? "bg-chili/10 text-chili" : "bg-herb-light text-herb",
            )}
            aria-hidden
          >
            {icon}
          </span>
        ) : null}
        <div className="min-w-0">
          <Heading className="text-xl font-semibold sm:text-2xl">{title}</Heading>
          {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

type FormState = { id: string; errors: Partial<Record<string, string>> };

/** A labelled field of one of the account forms, its error linked for screen readers. */
export function AccountField({
  form,
  name,
  label,
  hint,
  className,
  children,
}: {
  form: FormState;
  name: string;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <FormField
        label={label}
        htmlFor={`${form.id}-${name}`}
        error={form.errors[name]}
        errorId={`${form.id}-${name}-error`}
        hint={hint}
        hintId={`${form.id}-${name}-hint`}
      >
        {children}
      </FormField>
    </div>
  );
}

/** The class list of the account forms' text inputs and selects. */
export const fieldClass = (invalid: boolean) => cn(inputClassName(invalid), "h-12");

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid: boolean }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={shown ? "text" : "password"}
        className={cn(fieldClass(invalid), "pe-14")}
        spellCheck={false}
        autoCapitalize="off"
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? t("account.password.hide") : t("account.password.show")}
        aria-controls={props.id}
        className="absolute inset-y-0 end-0.5 my-auto grid size-11 place-items-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
      >
        {shown ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
}

/** A form's send button with its busy label; `destructive` is the red last step of something that cannot be undone. */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  icon,
  variant = "primary",
  className,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  icon?: ReactNode;
  variant?: "primary" | "destructive";
  className?: string;
}) {
  const content = (
    <>
      {submitting ? <Loader2 className="animate-spin" aria-hidden /> : icon}
      {submitting ? busyLabel : label}
    </>
  );
  if (variant === "destructive") {
    // Written out rather than a button variant: every page ships the variants, only this page uses it.
    return (
      <button
        type="submit"
        disabled={submitting}
        className={cn(
          "inline-flex h-12 w-full items-center justify-center gap-2 whitespace-nowrap rounded-full bg-chili px-7 text-base font-semibold text-white shadow-card transition-colors hover:bg-chili/90 disabled:pointer-events-none disabled:opacity-60 sm:w-auto [&_svg]:size-4 [&_svg]:shrink-0",
          className,
        )}
      >
        {content}
      </button>
    );
  }
  return (
    <Button type="submit" size="lg" disabled={submitting} className={cn("w-full sm:w-auto", className)}>
      {content}
    </Button>
  );
}

/**
 * A line above one of the account forms: what the form just did (a status, after the page's
 * answer to it without a script), or why it was refused when no field is to blame (an alert).
 */
export function AccountNote({ tone, children, className }: { tone: "done" | "alert"; children: ReactNode; className?: string }) {
  const Icon = tone === "done" ? CircleCheck : CircleAlert;
  return (
    <p
      role={tone === "done" ? "status" : "alert"}
      className={cn(
        "flex items-start gap-3 rounded-2xl p-4 text-sm",
        tone === "done" ? "bg-herb-light text-herb-dark" : "border border-chili/30 bg-chili/5 text-ink",
        className,
      )}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", tone === "done" ? "text-herb" : "text-chili")} aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** The hidden field that tells the page which of its forms was sent (they all post to the page). */
export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
