import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ACCOUNT_API, ACCOUNT_LIMITS } from "../../../shared/rules/account";
import type { SignInResult } from "../../../shared/schemas/account";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { accountKeyText } from "./account-message-keys";
import { SIGN_IN_FIELDS, type SignInField } from "./auth-fields";
import type { AuthFormState } from "./auth-form-state";
import { firstInvalid, type FieldErrors } from "./form-errors";
import {
  fieldIds,
  FormNote,
  loadAuthChecks,
  startsHere,
  SubmitButton,
  typedValues,
  useFirstFieldFocus,
  ViewLink,
  type ViewTarget,
} from "./form-bits";
import { PasswordInput } from "./password-input";

/** The server's refusal at sign-in that names no field: a wrong password, an address to verify. */
const CREDENTIALS = "accountMessage.invalidCredentials";

/**
 * The sign-in form, in the dialog and on the sign-in page: email, password, remember me (a
 * 30-day cookie instead of one that ends with the browser). With a script a wrong email or
 * password gets the spec's toast; an unverified account and a refused burst of attempts are
 * explained in the form, as the server words them. Without one the form posts to the page
 * (`action`), and `server` is the page's answer: the address kept, never the password.
 */
export function SignInForm({
  email,
  setEmail,
  onSignedIn,
  onForgot,
  onRegister,
  action,
  server,
  inDialog = false,
}: {
  email: string;
  setEmail: (email: string) => void;
  onSignedIn: () => void;
  onForgot: ViewTarget;
  onRegister: ViewTarget;
  /** Where the form posts without a script: the sign-in page, with its `next`. */
  action: string;
  server?: AuthFormState;
  inDialog?: boolean;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const firstField = useFirstFieldFocus<HTMLInputElement>(inDialog);
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(server?.values.rememberMe !== undefined);
  const [errors, setErrors] = useState<FieldErrors<SignInField>>(() => {
    const found: FieldErrors<SignInField> = {};
    for (const field of SIGN_IN_FIELDS) if (server?.errors[field]) found[field] = accountKeyText(t, server.errors[field]);
    return found;
  });
  const [notice, setNotice] = useState<{ title?: string; text: string } | null>(() => {
    if (server?.notice === CREDENTIALS) return { title: t("authDialogs.signIn.failedTitle"), text: accountKeyText(t, CREDENTIALS) };
    if (server?.notice) return { text: accountKeyText(t, server.notice) };
    if (server?.failure)
      return {
        title: t("authDialogs.signIn.failedTitle"),
        text: t(server.failure === "limited" ? "authDialogs.error.rateLimited" : "authDialogs.error.unknown"),
      };
    return null;
  });
  const [submitting, setSubmitting] = useState(false);
  // The field the page's answer puts the keyboard in: the first one in error, else the password
  // after a wrong one (the address stays as typed).
  const [startField] = useState<SignInField | undefined>(
    () => firstInvalid(SIGN_IN_FIELDS, errors) ?? (server?.notice === CREDENTIALS ? "password" : undefined),
  );

  const focus = (field: SignInField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const preload = () => void loadAuthChecks().catch(() => undefined);

  // What was typed before the scripts started is in the fields, not yet in the state: take it over.
  useEffect(() => {
    const typed = typedValues(formRef.current);
    const typedEmail = typed.text("email");
    if (typedEmail !== null && typedEmail !== email) setEmail(typedEmail);
    const typedPassword = typed.text("password");
    if (typedPassword) setPassword(typedPassword);
    const ticked = typed.checked("rememberMe");
    if (ticked !== null) setRememberMe(ticked);
    if (startField) focus(startField);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  async function submit() {
    let checks: Awaited<ReturnType<typeof loadAuthChecks>>;
    try {
      checks = await loadAuthChecks();
    } catch {
      return toast({ variant: "destructive", title: t("authDialogs.signIn.failedTitle"), description: t("authDialogs.error.unknown") });
    }
    const checked = checks.checkSignIn({ email, password, rememberMe });
    if (!checked.ok) {
      const shown: FieldErrors<SignInField> = {};
      for (const field of SIGN_IN_FIELDS) if (checked.errors[field]) shown[field] = checks.fieldErrorText(t, checked.errors[field]);
      setErrors(shown);
      const first = firstInvalid(SIGN_IN_FIELDS, shown);
      if (first) focus(first);
      return;
    }
    setErrors({});
    setNotice(null);
    setSubmitting(true);
    try {
      const result = await apiRequest<SignInResult>("POST", ACCOUNT_API.signIn, checked.data);
      toast({
        title: t("authDialogs.signIn.successTitle"),
        description: t("authDialogs.signIn.successBody", { name: result.account.firstName }),
      });
      setPassword("");
      onSignedIn();
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      const body = failure instanceof ApiRequestError ? failure.body : null;
      if (status === 403 || status === 429) {
        setNotice({ text: checks.accountErrorText(t, status, body, "authDialogs.error.unknown") });
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
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      aria-busy={submitting}
      className={inDialog ? "px-5 py-6 sm:px-7" : undefined}
    >
      {notice && !inDialog ? (
        <FormNote tone="alert" title={notice.title} className="mb-5">
          {notice.text}
        </FormNote>
      ) : null}
      <fieldset disabled={submitting} className="space-y-4">
        <FormField label={t("authDialogs.signIn.email")} htmlFor={`${id}-email`} error={errors.email} errorId={`${id}-email-error`}>
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
            {...startsHere(startField === "email")}
            {...fieldIds(id, "email", errors.email)}
            className={cn(inputClassName(!!errors.email), "h-12")}
          />
        </FormField>
        <div>
          <FormField
            label={t("authDialogs.signIn.password")}
            htmlFor={`${id}-password`}
            error={errors.password}
            errorId={`${id}-password-error`}
          >
            <PasswordInput
              autoComplete="current-password"
              required
              maxLength={ACCOUNT_LIMITS.password}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                clear("password");
              }}
              {...startsHere(startField === "password")}
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
          <ViewLink to={onForgot} className="text-sm">
            {t("authDialogs.signIn.forgot")}
          </ViewLink>
        </div>
        <p id={`${id}-remember-hint`} className="-mt-3 text-xs text-ink-soft">
          {t("authDialogs.signIn.rememberMeHint")}
        </p>
      </fieldset>
      {notice && inDialog ? (
        <FormNote tone="alert" className="mt-4">
          {notice.text}
        </FormNote>
      ) : null}
      <SubmitButton
        busy={submitting}
        label={t("authDialogs.signIn.submit")}
        busyLabel={t("authDialogs.signIn.submitting")}
        className="mt-6"
      />
      <p className="mt-3 flex flex-wrap items-center justify-center gap-x-1.5 text-sm text-ink-soft">
        {t("authDialogs.signIn.noAccount")}
        <ViewLink to={onRegister}>{t("authDialogs.signIn.toRegister")}</ViewLink>
      </p>
    </form>
  );
}
