import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { Link } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API, ACCOUNT_LIMITS, COOKING_LEVELS, GENDERS, REGISTRATION_COUNTRIES } from "../../../shared/rules/account";
import type { AccountMessageResult } from "../../../shared/schemas/account";
import { FormField, inputClassName } from "~/components/ui/form-field";
import { HoneypotField, honeypotValue } from "~/components/ui/honeypot-field";
import { useToast } from "~/components/ui/toast";
import { apiRequest, ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { accountKeyText } from "./account-message-keys";
import { EMPTY_REGISTRATION, REGISTRATION_FIELDS, type RegistrationField, type RegistrationValues } from "./auth-fields";
import type { AuthFormState } from "./auth-form-state";
import { firstInvalid, serverErrorsByField, type FieldErrors } from "./form-errors";
import {
  CheckField,
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
import { PasswordRuleList } from "./password-rule-list";

const today = () => new Date().toISOString().slice(0, 10);

/** The form's text fields (the rest are tick boxes). */
type TextField = Exclude<RegistrationField, "newsletter" | "terms" | "privacy">;

/**
 * A registration the page's answer kept (sent without a script): the typed values, and the
 * boxes as they were ticked (an unticked box is not sent at all). No answer: a fresh form.
 */
export function keptRegistration(server: AuthFormState | undefined): RegistrationValues {
  if (!server) return EMPTY_REGISTRATION;
  const kept = { ...EMPTY_REGISTRATION };
  for (const field of REGISTRATION_FIELDS) {
    const value = server.values[field];
    if (field === "newsletter" || field === "terms" || field === "privacy") kept[field] = value !== undefined;
    else if (typeof value === "string") kept[field] = value;
  }
  return kept;
}

/**
 * The registration form, in the dialog and on the registration page: every field
 * of the payload, checked with the shared contract, sent to `POST /api/register`. Its values
 * live with the caller, so a stray close of the dialog keeps the draft; a success clears it.
 * Without a script the form posts to the page (`action`); `server` is the page's answer, with
 * each field's message and the typed values kept (never the passwords).
 */
export function RegisterForm({
  values,
  setValues,
  onRegistered,
  onSignIn,
  action,
  server,
  inDialog = false,
}: {
  values: RegistrationValues;
  setValues: Dispatch<SetStateAction<RegistrationValues>>;
  onRegistered: () => void;
  onSignIn: ViewTarget;
  action: string;
  server?: AuthFormState;
  inDialog?: boolean;
}) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const firstField = useFirstFieldFocus<HTMLInputElement>(inDialog);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>(() => {
    const found: FieldErrors<RegistrationField> = {};
    for (const field of REGISTRATION_FIELDS) if (server?.errors[field]) found[field] = accountKeyText(t, server.errors[field]);
    return found;
  });
  const [startField] = useState(() => firstInvalid(REGISTRATION_FIELDS, errors));
  const [submitting, setSubmitting] = useState(false);

  const shown = (field: RegistrationField) => errors[field];
  const preload = () => void loadAuthChecks().catch(() => undefined);

  function showErrors(found: FieldErrors<RegistrationField>) {
    setErrors(found);
    const first = firstInvalid(REGISTRATION_FIELDS, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // What was typed or ticked before the scripts started is in the fields, not yet in the state.
  useEffect(() => {
    const typed = typedValues(formRef.current);
    const found: Partial<RegistrationValues> = {};
    for (const field of REGISTRATION_FIELDS) {
      if (field === "newsletter" || field === "terms" || field === "privacy") {
        const ticked = typed.checked(field);
        if (ticked !== null && ticked !== values[field]) found[field] = ticked;
      } else {
        const text = typed.text(field);
        if (text !== null && text !== values[field]) found[field] = text;
      }
    }
    if (Object.keys(found).length > 0) setValues((current) => ({ ...current, ...found }));
    if (startField) formRef.current?.querySelector<HTMLElement>(`[name="${startField}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  async function submit() {
    let checks: Awaited<ReturnType<typeof loadAuthChecks>>;
    try {
      checks = await loadAuthChecks();
    } catch {
      return toast({
        variant: "destructive",
        title: t("authDialogs.register.failedTitle"),
        description: t("authDialogs.register.failedBody", { email: BRAND.email }),
      });
    }
    const inWords = (found: FieldErrors<RegistrationField>) => {
      const words: FieldErrors<RegistrationField> = {};
      for (const field of REGISTRATION_FIELDS) if (found[field]) words[field] = checks.fieldErrorText(t, found[field]);
      return words;
    };
    const checked = checks.checkRegistration(values);
    if (!checked.ok) return showErrors(inWords(checked.errors));
    setErrors({});
    setSubmitting(true);
    try {
      await apiRequest<AccountMessageResult>(
        "POST",
        ACCOUNT_API.register,
        checks.registrationBody(checked.data, BRAND.email, honeypotValue(formRef.current)),
      );
      toast({ title: t("authDialogs.register.successTitle"), description: t("authDialogs.register.successBody"), durationMs: 8000 });
      setValues(EMPTY_REGISTRATION);
      onRegistered();
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      const body = failure instanceof ApiRequestError ? failure.body : null;
      if (status === 400) showErrors(inWords(serverErrorsByField(REGISTRATION_FIELDS, body?.issues)));
      toast({
        variant: "destructive",
        title: t("authDialogs.register.failedTitle"),
        description:
          status === 429
            ? checks.accountErrorText(t, status, body, "authDialogs.error.rateLimited")
            : t("authDialogs.register.failedBody", { email: BRAND.email }),
      });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  function set<F extends RegistrationField>(field: F, value: RegistrationValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const text = (field: TextField) => ({
    ...fieldIds(id, field, errors[field]),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    ...startsHere(field === startField),
  });

  const field = (name: RegistrationField, label: MessageKey, children: React.ReactNode, className?: string) => (
    <div className={className}>
      <FormField label={t(label)} htmlFor={`${id}-${name}`} error={shown(name)} errorId={`${id}-${name}-error`}>
        {children}
      </FormField>
    </div>
  );

  const select = (name: "gender" | "country" | "cookingLevel", placeholder: MessageKey, options: readonly string[], prefix: string) => (
    <select {...text(name)} required className={cn(inputClassName(!!errors[name]), "h-12 appearance-auto")}>
      <option value="">{t(placeholder)}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`${prefix}.${option}` as MessageKey)}
        </option>
      ))}
    </select>
  );

  const input = "h-12";
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
      {server?.failure ? (
        <FormNote tone="alert" title={t("authDialogs.register.failedTitle")} className="mb-5">
          {server.failure === "limited" ? t("authDialogs.error.rateLimited") : t("authDialogs.register.failedBody", { email: BRAND.email })}
        </FormNote>
      ) : null}
      <p className="text-sm text-ink-soft">{t("authDialogs.register.allRequired")}</p>
      <fieldset disabled={submitting} className="mt-4 grid gap-4 sm:grid-cols-2">
        {field(
          "firstName",
          "authDialogs.register.firstName",
          <input
            type="text"
            autoComplete="given-name"
            required
            maxLength={ACCOUNT_LIMITS.name}
            ref={firstField}
            {...text("firstName")}
            className={cn(inputClassName(!!errors.firstName), input)}
          />,
        )}
        {field(
          "lastName",
          "authDialogs.register.lastName",
          <input
            type="text"
            autoComplete="family-name"
            required
            maxLength={ACCOUNT_LIMITS.name}
            {...text("lastName")}
            className={cn(inputClassName(!!errors.lastName), input)}
          />,
        )}
        {field(
          "email",
          "authDialogs.register.email",
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            {...text("email")}
            className={cn(inputClassName(!!errors.email), input)}
          />,
        )}
        {field(
          "phone",
          "authDialogs.register.phone",
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={ACCOUNT_LIMITS.phone}
            placeholder={t("authDialogs.register.phonePlaceholder")}
            dir="ltr"
            {...text("phone")}
            className={cn(inputClassName(!!errors.phone), input)}
          />,
        )}
        {field(
          "password",
          "authDialogs.register.password",
          <PasswordInput
            autoComplete="new-password"
            required
            maxLength={ACCOUNT_LIMITS.password}
            {...text("password")}
            {...fieldIds(id, "password", errors.password, `${id}-password-rule`)}
            invalid={!!errors.password}
          />,
        )}
        {/* The rule follows the password on a phone; from `sm` the confirmation sits beside the password and the rule spans both. */}
        <div className="-mt-1 sm:col-span-2">
          <PasswordRuleList id={`${id}-password-rule`} password={values.password} />
        </div>
        {field(
          "confirmPassword",
          "authDialogs.register.confirmPassword",
          <PasswordInput
            autoComplete="new-password"
            required
            maxLength={ACCOUNT_LIMITS.password}
            {...text("confirmPassword")}
            invalid={!!errors.confirmPassword}
          />,
          "sm:col-start-2 sm:row-start-3",
        )}
        {field(
          "dateOfBirth",
          "authDialogs.register.dateOfBirth",
          <input
            type="date"
            autoComplete="bday"
            required
            min="1900-01-01"
            max={today()}
            {...text("dateOfBirth")}
            className={cn(inputClassName(!!errors.dateOfBirth), input)}
          />,
        )}
        {field(
          "gender",
          "authDialogs.register.gender",
          select("gender", "authDialogs.register.genderPlaceholder", GENDERS, "authDialogs.gender"),
        )}
        {field(
          "country",
          "authDialogs.register.country",
          select("country", "authDialogs.register.countryPlaceholder", REGISTRATION_COUNTRIES, "accountOptions.country"),
        )}
        {field(
          "cookingLevel",
          "authDialogs.register.cookingLevel",
          select("cookingLevel", "authDialogs.register.cookingLevelPlaceholder", COOKING_LEVELS, "accountOptions.level"),
        )}
        <div className="space-y-4 border-t border-line pt-4 sm:col-span-2">
          <CheckField
            formId={id}
            name="newsletter"
            checked={values.newsletter}
            onChange={(on) => set("newsletter", on)}
            label={t("authDialogs.register.newsletter")}
          >
            {t("authDialogs.register.newsletterHint")}
          </CheckField>
          <CheckField
            formId={id}
            name="terms"
            checked={values.terms}
            onChange={(on) => set("terms", on)}
            label={t("authDialogs.register.terms")}
            error={shown("terms")}
            startHere={startField === "terms"}
          >
            <NewTabLink to={paths.terms} label={t("authDialogs.register.termsLink")} />
          </CheckField>
          <CheckField
            formId={id}
            name="privacy"
            checked={values.privacy}
            onChange={(on) => set("privacy", on)}
            label={t("authDialogs.register.privacy")}
            error={shown("privacy")}
            startHere={startField === "privacy"}
          >
            <NewTabLink to={paths.privacy} label={t("authDialogs.register.privacyLink")} />
          </CheckField>
        </div>
        <HoneypotField id={`${id}-honeypot`} label={t("authDialogs.register.honeypot")} />
      </fieldset>
      <SubmitButton
        busy={submitting}
        label={t("authDialogs.register.submit")}
        busyLabel={t("authDialogs.register.submitting")}
        className="mt-6"
      />
      <p className="mt-3 flex flex-wrap items-center justify-center gap-x-1.5 text-sm text-ink-soft">
        {t("authDialogs.register.haveAccount")}
        <ViewLink to={onSignIn}>{t("authDialogs.register.toSignIn")}</ViewLink>
      </p>
    </form>
  );
}

/** The terms and the privacy policy open beside the form, so the draft stays as it is. */
function NewTabLink({ to, label }: { to: string; label: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-6 items-center font-semibold text-herb underline underline-offset-2 hover:text-herb-dark"
    >
      {label}
      <span className="sr-only"> {t("authDialogs.register.opensInNewTab")}</span>
    </Link>
  );
}
