import { ArrowLeft } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ACCOUNT_API, accountMessages, type AccountMessageResult } from "../../../shared/schemas/account";
import { Button } from "~/components/ui/button";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { accountErrorText, fieldErrorText } from "./account-message";
import { checkResetRequest } from "./auth-forms";
import { fieldIds, SubmitButton, useFirstFieldFocus } from "./form-bits";

/**
 * The sign-in dialog's 'Forgot password?' view: one email field. The answer is the same whether
 * or not an account uses the address; after it the dialog returns to the sign-in view.
 */
export function ForgotPasswordForm({ email, setEmail, onSent, onBack }: { email: string; setEmail: (email: string) => void; onSent: () => void; onBack: () => void }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const firstField = useFirstFieldFocus<HTMLInputElement>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const emailRequired = () =>
    toast({ variant: "destructive", title: t("authDialogs.forgot.emailRequiredTitle"), description: t("accountMessage.resetEmailRequired") });

  async function submit() {
    const checked = checkResetRequest(email);
    if (!checked.ok) {
      if (checked.empty) emailRequired();
      else setError(checked.error ?? accountMessages.email);
      document.getElementById(`${id}-email`)?.focus();
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
      if (status === 400 && body?.message === accountMessages.resetEmailRequired) return emailRequired();
      toast({
        variant: "destructive",
        title: t("authDialogs.forgot.failedTitle"),
        description: status === 429 ? accountErrorText(t, status, body, "authDialogs.error.rateLimited") : t("authDialogs.forgot.failedBody"),
      });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="px-5 py-6 sm:px-7">
      <fieldset disabled={submitting}>
        <FormField label={t("authDialogs.forgot.email")} htmlFor={`${id}-email`} error={error ? fieldErrorText(t, error) : undefined} errorId={`${id}-email-error`}>
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
            {...fieldIds(id, "email", error ?? undefined)}
            className={cn(inputClassName(!!error), "h-12")}
          />
        </FormField>
      </fieldset>
      <SubmitButton busy={submitting} label={t("authDialogs.forgot.submit")} busyLabel={t("authDialogs.forgot.submitting")} className="mt-6" />
      <Button variant="ghost" onClick={onBack} disabled={submitting} className="mt-2 w-full">
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t("authDialogs.forgot.back")}
      </Button>
    </form>
  );
}
