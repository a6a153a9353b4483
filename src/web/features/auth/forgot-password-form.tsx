import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNT_API } from "../../../shared/rules/account";
import type { AccountMessageResult } from "../../../shared/schemas/account";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { accountKeyText } from "./account-message-keys";
import type { AuthFormState } from "./auth-form-state";
import {
  fieldIds,
  FormNote,
  loadAuthChecks,
  startsHere,
  SubmitButton,
  typedValues,
  useFirstFieldFocus,
  type ViewTarget,
} from "./form-bits";

/**
 * The 'Forgot password?' form, in the sign-in dialog and on its own page: one email field. The
 * answer is the same whether or not an account uses the address; after it the dialog returns to
 * the sign-in view. Without a script the form posts to the page (`action`); `server` is the
 * page's answer when the address was refused.
 */
export function ForgotPasswordForm({
  email,
  setEmail,
  onSent,
  onBack,
  action,
  server,
  inDialog = false,
}: {
  email: string;
  setEmail: (email: string) => void;
  onSent: () => void;
  onBack: ViewTarget;
  action: string;
  server?: AuthFormState;
  inDialog?: boolean;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const firstField = useFirstFieldFocus<HTMLInputElement>(inDialog);
  const [error, setError] = useState<string | null>(server?.errors.email ? accountKeyText(t, server.errors.email) : null);
  const [submitting, setSubmitting] = useState(false);
  const [startInEmail] = useState(error !== null);

  const emailRequired = () =>
    toast({
      variant: "destructive",
      title: t("authDialogs.forgot.emailRequiredTitle"),
      description: t("accountMessage.resetEmailRequired"),
    });
  const focusEmail = () => document.getElementById(`${id}-email`)?.focus();

  // An address typed before the scripts started is in the field, not yet in the state.
  useEffect(() => {
    const typed = typedValues(formRef.current).text("email");
    if (typed !== null && typed !== email) setEmail(typed);
    if (startInEmail) focusEmail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  async function submit() {
    let checks: Awaited<ReturnType<typeof loadAuthChecks>>;
    try {
      checks = await loadAuthChecks();
    } catch {
      return toast({ variant: "destructive", title: t("authDialogs.forgot.failedTitle"), description: t("authDialogs.forgot.failedBody") });
    }
    const checked = checks.checkResetRequest(email);
    if (!checked.ok) {
      if (checked.empty) emailRequired();
      else setError(checks.fieldErrorText(t, checked.error ?? checks.accountMessages.email));
      focusEmail();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await apiRequest<AccountMessageResult>("POST", ACCOUNT_API.forgotPassword, checked.data);
      toast({ title: t("authDialogs.forgot.sentTitle"), description: t("accountMessage.resetLinkSent"), durationMs: 8000 });
      onSent();
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      const body = failure instanceof ApiRequestError ? failure.body : null;
      if (status === 400 && body?.message === checks.accountMessages.resetEmailRequired) return emailRequired();
      toast({
        variant: "destructive",
        title: t("authDialogs.forgot.failedTitle"),
        description:
          status === 429 ? checks.accountErrorText(t, status, body, "authDialogs.error.rateLimited") : t("authDialogs.forgot.failedBody"),
      });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  const back = (
    <>
      <ArrowLeft className="rtl:rotate-180" aria-hidden />
      {t("authDialogs.forgot.back")}
    </>
  );
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadAuthChecks().catch(() => undefined)}
      aria-busy={submitting}
      className={inDialog ? "px-5 py-6 sm:px-7" : undefined}
    >
      {server?.failure ? (
        <FormNote tone="alert" title={t("authDialogs.forgot.failedTitle")} className="mb-5">
          {server.failure === "limited" ? t("authDialogs.error.rateLimited") : t("authDialogs.forgot.failedBody")}
        </FormNote>
      ) : null}
      <fieldset disabled={submitting}>
        <FormField label={t("authDialogs.forgot.email")} htmlFor={`${id}-email`} error={error ?? undefined} errorId={`${id}-email-error`}>
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            ref={firstField}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            {...startsHere(startInEmail)}
            {...fieldIds(id, "email", error ?? undefined)}
            className={cn(inputClassName(!!error), "h-12")}
          />
        </FormField>
      </fieldset>
      <SubmitButton
        busy={submitting}
        label={t("authDialogs.forgot.submit")}
        busyLabel={t("authDialogs.forgot.submitting")}
        className="mt-6"
      />
      {typeof onBack === "string" ? (
        <ButtonLink to={onBack} variant="ghost" className="mt-2 w-full">
          {back}
        </ButtonLink>
      ) : (
        <Button variant="ghost" onClick={onBack} disabled={submitting} className="mt-2 w-full">
          {back}
        </Button>
      )}
    </form>
  );
}
