import { CircleAlert } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNT_API, ACCOUNT_LIMITS, type SignInResult } from "../../../shared/schemas/account";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { accountErrorText, fieldErrorText } from "./account-message";
import { checkSignIn, SIGN_IN_FIELDS, type SignInField } from "./auth-forms";
import { firstInvalid, type FieldErrors } from "./form-errors";
import { fieldIds, LinkButton, SubmitButton, useFirstFieldFocus } from "./form-bits";
import { PasswordInput } from "./password-input";

/**
 * The sign-in dialog's form: email, password, remember me (a 30-day cookie instead of one that
 * ends with the browser). A wrong email or password gets the spec's toast; an unverified
 * account and a refused burst of attempts are explained in the form, as the server words them.
 */
export function SignInForm({
  email,
  setEmail,
  onSignedIn,
  onForgot,
  onRegister,
}: {
  email: string;
  setEmail: (email: string) => void;
  onSignedIn: () => void;
  onForgot: () => void;
  onRegister: () => void;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const firstField = useFirstFieldFocus<HTMLInputElement>();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const focus = (field: SignInField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function submit() {
    const checked = checkSignIn({ email, password, rememberMe });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = firstInvalid(SIGN_IN_FIELDS, checked.errors);
      if (first) focus(first);
      return;
    }
    setErrors({});
    setNotice(null);
    setSubmitting(true);
    try {
      const result = await apiRequest<SignInResult>("POST", ACCOUNT_API.signIn, checked.data);
      toast({ title: t("authDialogs.signIn.successTitle"), description: t("authDialogs.signIn.successBody", { name: result.account.firstName }) });
      setPassword("");
      onSignedIn();
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      const body = failure instanceof ApiRequestError ? failure.body : null;
      if (status === 403 || status === 429) {
        setNotice(accountErrorText(t, status, body, "authDialogs.error.unknown"));
      } else {
        toast({
          variant: "destructive",
          title: t("authDialogs.signIn.failedTitle"),
          description: status === 401 || status === 400 ? t("accountMessage.invalidCredentials") : t("authDialogs.error.unknown"),
        });
      }
      if (status === 401) {
        setPassword("");
        focus("password");
      }
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  const clear = (field: SignInField) => {
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="px-5 py-6 sm:px-7">
      <fieldset disabled={submitting} className="space-y-4">
        <FormField label={t("authDialogs.signIn.email")} htmlFor={`${id}-email`} error={errors.email && fieldErrorText(t, errors.email)} errorId={`${id}-email-error`}>
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
              clear("email");
            }}
            {...fieldIds(id, "email", errors.email)}
            className={cn(inputClassName(!!errors.email), "h-12")}
          />
        </FormField>
        <div>
          <FormField label={t("authDialogs.signIn.password")} htmlFor={`${id}-password`} error={errors.password && fieldErrorText(t, errors.password)} errorId={`${id}-password-error`}>
            <PasswordInput
              autoComplete="current-password"
              required
              maxLength={ACCOUNT_LIMITS.password}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                clear("password");
              }}
              {...fieldIds(id, "password", errors.password)}
              invalid={!!errors.password}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              aria-describedby={`${id}-remember-hint`}
              className="size-5 accent-herb"
            />
            {t("authDialogs.signIn.rememberMe")}
          </label>
          <LinkButton onClick={onForgot} className="text-sm">
            {t("authDialogs.signIn.forgot")}
          </LinkButton>
        </div>
        <p id={`${id}-remember-hint`} className="-mt-3 text-xs text-ink-soft">
          {t("authDialogs.signIn.rememberMeHint")}
        </p>
      </fieldset>
      {notice ? (
        <p role="alert" className="mt-4 flex items-start gap-3 rounded-2xl border border-saffron/40 bg-saffron-light p-4 text-sm text-ink">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-saffron-dark" aria-hidden />
          <span>{notice}</span>
        </p>
      ) : null}
      <SubmitButton busy={submitting} label={t("authDialogs.signIn.submit")} busyLabel={t("authDialogs.signIn.submitting")} className="mt-6" />
      <p className="mt-3 flex flex-wrap items-center justify-center gap-x-1.5 text-sm text-ink-soft">
        {t("authDialogs.signIn.noAccount")}
        <LinkButton onClick={onRegister}>{t("authDialogs.signIn.toRegister")}</LinkButton>
      </p>
    </form>
  );
}
