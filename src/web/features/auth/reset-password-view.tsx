import { CircleCheck, KeyRound, LinkIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { useAuthDialogs } from "./auth-dialogs";
import { firstInvalid, NEW_PASSWORD_FIELDS, serverErrorsByField, type FieldErrors, type NewPasswordField } from "./auth-forms";
import { fieldErrorText } from "./account-message";
import { fieldIds, SubmitButton } from "./form-bits";
import { LinkPagePanel } from "./link-page-panel";
import { resetOutcome, type ResetPasswordState } from "./link-pages";
import { accountErrorText } from "./account-message";
import { checkNewPassword } from "./auth-forms";
import { resetPasswordRequest } from "./link-requests";
import { PasswordInput } from "./password-input";
import { PasswordRuleList } from "./password-rule-list";

/** /reset-password/:token: a new password under the registration rule, then the way to sign in. */
export function ResetPasswordView({ token }: { token: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const dialogs = useAuthDialogs();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<ResetPasswordState>("ask");
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [submitting, setSubmitting] = useState(false);

  function showErrors(found: FieldErrors<NewPasswordField>) {
    setErrors(found);
    const first = firstInvalid(NEW_PASSWORD_FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit() {
    const checked = checkNewPassword(token, values);
    if (!checked.ok) {
      // Only the token can fail without a field: a link cut short in the mail.
      if (!firstInvalid(NEW_PASSWORD_FIELDS, checked.errors)) return setState("invalid");
      return showErrors(checked.errors);
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
    if (outcome === "fields") return showErrors(serverErrorsByField(NEW_PASSWORD_FIELDS, body?.issues));
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
          <Button size="lg" onClick={() => dialogs.open("signIn")} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
            {t("authPages.signIn")}
          </Button>
          {home}
        </div>
      </LinkPagePanel>
    );
  }
  if (state === "invalid") {
    return (
      <LinkPagePanel icon={LinkIcon} tone="saffron" title={t("authPages.reset.invalidTitle")} body={t("authPages.reset.invalidBody")} stateKey={state}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => dialogs.open("forgot")} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
            {t("authPages.reset.newLink")}
          </Button>
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
    invalid: !!errors[field],
  });
  const shown = (field: NewPasswordField) => (errors[field] ? fieldErrorText(t, errors[field]) : undefined);

  return (
    <LinkPagePanel icon={KeyRound} title={t("authPages.reset.title")} body={t("authPages.reset.intro")} stateKey={state}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={submitting} className="mt-6">
        <fieldset disabled={submitting} className="space-y-4">
          <div>
            <FormField label={t("authPages.reset.password")} htmlFor={`${id}-password`} error={shown("password")} errorId={`${id}-password-error`}>
              <PasswordInput autoComplete="new-password" required {...input("password", `${id}-password-rule`)} />
            </FormField>
            <PasswordRuleList id={`${id}-password-rule`} password={values.password} />
          </div>
          <FormField label={t("authPages.reset.confirmPassword")} htmlFor={`${id}-confirmPassword`} error={shown("confirmPassword")} errorId={`${id}-confirmPassword-error`}>
            <PasswordInput autoComplete="new-password" required {...input("confirmPassword")} />
          </FormField>
        </fieldset>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <SubmitButton busy={submitting} label={t("authPages.reset.submit")} busyLabel={t("authPages.reset.submitting")} className="sm:w-auto" />
          {home}
        </div>
      </form>
    </LinkPagePanel>
  );
}
