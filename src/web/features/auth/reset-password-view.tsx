import { CircleCheck, KeyRound, LinkIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { paths } from "../../../shared/paths";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { accountKeyText } from "./account-message-keys";
import type { AuthFormState } from "./auth-form-state";
import { AuthLink } from "./auth-link";
import { firstInvalid, NEW_PASSWORD_FIELDS, serverErrorsByField, type FieldErrors, type NewPasswordField } from "./form-errors";
import { fieldIds, FormNote, startsHere, SubmitButton, typedValues } from "./form-bits";
import { LinkPagePanel } from "./link-page-panel";
import { resetOutcome, type ResetPasswordState } from "./link-pages";
import { PasswordInput } from "./password-input";
import { PasswordRuleList } from "./password-rule-list";
import { usePagePath } from "~/lib/page-path";

// The contract's checks and the request load on first focus or submit, not with the page.
const loadRequests = () => import("./link-requests");

/**
 * /reset-password/:token: a new password under the registration rule, then the way to sign in;
 * a dead link says so at once. Without a script the form posts to this page, whose answer
 * (`server`) holds each field's message and never the passwords; a success leads to the
 * sign-in page, which says the password is changed.
 */
export function ResetPasswordView({ token, usable, server }: { token: string; usable: boolean; server?: AuthFormState }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<ResetPasswordState>(usable ? "ask" : "invalid");
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  // Each field's message in the visitor's words (the page's answer gives catalogue keys).
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>(() => {
    const found: FieldErrors<NewPasswordField> = {};
    for (const field of NEW_PASSWORD_FIELDS) if (server?.errors[field]) found[field] = accountKeyText(t, server.errors[field]);
    return found;
  });
  const [startField] = useState(() => firstInvalid(NEW_PASSWORD_FIELDS, errors));
  const [submitting, setSubmitting] = useState(false);
  const preload = () => void loadRequests().catch(() => undefined);

  function showErrors(found: FieldErrors<NewPasswordField>) {
    setErrors(found);
    const first = firstInvalid(NEW_PASSWORD_FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // A password typed before the scripts started is in the fields, not yet in the state.
  useEffect(() => {
    const typed = typedValues(formRef.current);
    const password = typed.text("password");
    const confirmPassword = typed.text("confirmPassword");
    if (password || confirmPassword) setValues({ password: password ?? "", confirmPassword: confirmPassword ?? "" });
    if (startField) formRef.current?.querySelector<HTMLElement>(`[name="${startField}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  async function submit() {
    let loaded: Awaited<ReturnType<typeof loadRequests>>;
    try {
      loaded = await loadRequests();
    } catch {
      return toast({ variant: "destructive", title: t("authPages.failedTitle"), description: t("authPages.failedBody") });
    }
    const { checkNewPassword, resetPasswordRequest, accountErrorText, fieldErrorText } = loaded;
    const inWords = (found: FieldErrors<NewPasswordField>) => {
      const words: FieldErrors<NewPasswordField> = {};
      for (const field of NEW_PASSWORD_FIELDS) if (found[field]) words[field] = fieldErrorText(t, found[field]);
      return words;
    };
    const checked = checkNewPassword(token, values);
    if (!checked.ok) {
      // Only the token can fail without a field: a link cut short in the mail.
      if (!firstInvalid(NEW_PASSWORD_FIELDS, checked.errors)) return setState("invalid");
      return showErrors(inWords(checked.errors));
    }
    setErrors({});
    setSubmitting(true);
    let status = 200;
    let body = null;
    try {
      await resetPasswordRequest(checked.data);
    } catch (failure) {
      status = failure instanceof ApiRequestError ? failure.status : 0;
      body = failure instanceof ApiRequestError ? failure.body : null;
    }
    setSubmitting(false);
    const outcome = resetOutcome(status, body);
    if (outcome === "fields") return showErrors(inWords(serverErrorsByField(NEW_PASSWORD_FIELDS, body?.issues)));
    if (outcome === "failed") {
      return toast({
        variant: "destructive",
        title: t("authPages.failedTitle"),
        description: status === 429 ? accountErrorText(t, status, body, "authDialogs.error.rateLimited") : t("authPages.failedBody"),
      });
    }
    setValues({ password: "", confirmPassword: "" });
    setState(outcome);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  const home = (
    <ButtonLink to={paths.home} variant="outline" size="lg">
      {t("authPages.home")}
    </ButtonLink>
  );

  if (state === "done") {
    return (
      <LinkPagePanel icon={CircleCheck} title={t("authPages.reset.doneTitle")} body={t("accountMessage.passwordReset")} stateKey={state}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <AuthLink view="signIn" className={buttonVariants({ size: "lg" })}>
            {t("authPages.signIn")}
          </AuthLink>
          {home}
        </div>
      </LinkPagePanel>
    );
  }
  if (state === "invalid") {
    return (
      <LinkPagePanel
        icon={LinkIcon}
        tone="saffron"
        title={t("authPages.reset.invalidTitle")}
        body={t("authPages.reset.invalidBody")}
        stateKey={state}
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <AuthLink view="forgot" className={buttonVariants({ size: "lg" })}>
            {t("authPages.reset.newLink")}
          </AuthLink>
          {home}
        </div>
      </LinkPagePanel>
    );
  }

  const input = (field: NewPasswordField, extra?: string) => ({
    ...fieldIds(id, field, errors[field], extra),
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    ...startsHere(field === startField),
    invalid: !!errors[field],
  });

  return (
    <LinkPagePanel icon={KeyRound} title={t("authPages.reset.title")} body={t("authPages.reset.intro")} stateKey={state}>
      <form
        ref={formRef}
        method="post"
        action={pagePath(paths.resetPassword(token))}
        noValidate
        onSubmit={onSubmit}
        onFocus={preload}
        aria-busy={submitting}
        className="mt-6"
      >
        {server?.failure ? (
          <FormNote tone="alert" title={t("authPages.failedTitle")} className="mb-5">
            {server.failure === "limited" ? t("authDialogs.error.rateLimited") : t("authDialogs.error.unknown")}
          </FormNote>
        ) : null}
        <fieldset disabled={submitting} className="space-y-4">
          <div>
            <FormField
              label={t("authPages.reset.password")}
              htmlFor={`${id}-password`}
              error={errors.password}
              errorId={`${id}-password-error`}
            >
              <PasswordInput autoComplete="new-password" required {...input("password", `${id}-password-rule`)} />
            </FormField>
            <PasswordRuleList id={`${id}-password-rule`} password={values.password} />
          </div>
          <FormField
            label={t("authPages.reset.confirmPassword")}
            htmlFor={`${id}-confirmPassword`}
            error={errors.confirmPassword}
            errorId={`${id}-confirmPassword-error`}
          >
            <PasswordInput autoComplete="new-password" required {...input("confirmPassword")} />
          </FormField>
        </fieldset>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <SubmitButton
            busy={submitting}
            label={t("authPages.reset.submit")}
            busyLabel={t("authPages.reset.submitting")}
            className="sm:w-auto"
          />
          {home}
        </div>
      </form>
    </LinkPagePanel>
  );
}
