import { CircleCheck, KeyRound, LinkIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { firstInvalid, NEW_PASSWORD_FIELDS, serverErrorsByField, type FieldErrors, type NewPasswordField } from "./form-errors";
import { fieldIds, SubmitButton } from "./form-bits";
import { LinkPagePanel } from "./link-page-panel";
import { resetOutcome, type ResetPasswordState } from "./link-pages";
import { PasswordInput } from "./password-input";
import { PasswordRuleList } from "./password-rule-list";
import { FORGOT_PASSWORD_SEARCH, SIGN_IN_SEARCH } from "./sign-in-request";
import type * as LinkRequestsModule from "./link-requests";

type LinkRequests = typeof LinkRequestsModule;
// The contract's checks and the request load on first focus or submit, not with the page.
const loadRequests = () => import("./link-requests");

/** /reset-password/:token: a new password under the registration rule, then the way to sign in; a dead link says so at once. */
export function ResetPasswordView({ token, usable }: { token: string; usable: boolean }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<ResetPasswordState>(usable ? "ask" : "invalid");
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [requests, setRequests] = useState<LinkRequests | null>(null);
  const preload = () => void loadRequests().then(setRequests, () => undefined);

  function showErrors(found: FieldErrors<NewPasswordField>) {
    setErrors(found);
    const first = firstInvalid(NEW_PASSWORD_FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit() {
    let loaded: LinkRequests;
    try {
      loaded = await loadRequests();
    } catch {
      return toast({ variant: "destructive", title: t("authPages.failedTitle"), description: t("authPages.failedBody") });
    }
    setRequests(loaded);
    const { checkNewPassword, resetPasswordRequest, accountErrorText } = loaded;
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
          <ButtonLink to={{ search: SIGN_IN_SEARCH }} preventScrollReset size="lg">
            {t("authPages.signIn")}
          </ButtonLink>
          {home}
        </div>
      </LinkPagePanel>
    );
  }
  if (state === "invalid") {
    return (
      <LinkPagePanel icon={LinkIcon} tone="saffron" title={t("authPages.reset.invalidTitle")} body={t("authPages.reset.invalidBody")} stateKey={state}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={{ search: FORGOT_PASSWORD_SEARCH }} preventScrollReset size="lg">
            {t("authPages.reset.newLink")}
          </ButtonLink>
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
  // Errors exist only once the checks have loaded; they are kept in English and shown translated.
  const shown = (field: NewPasswordField) => (errors[field] ? (requests?.fieldErrorText(t, errors[field]) ?? errors[field]) : undefined);

  return (
    <LinkPagePanel icon={KeyRound} title={t("authPages.reset.title")} body={t("authPages.reset.intro")} stateKey={state}>
      <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={requests ? undefined : preload} aria-busy={submitting} className="mt-6">
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
