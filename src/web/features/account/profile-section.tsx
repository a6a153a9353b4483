import { BadgeCheck, KeyRound, Mail, MailWarning, Save, Send, UserRound } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import {
  ACCOUNT_API,
  ACCOUNT_LIMITS,
  COOKING_LEVELS,
  PASSWORD_SPECIAL_CHARACTERS,
  REGISTRATION_COUNTRIES,
} from "../../../shared/rules/account";
import type { AccountMessageResult, AccountProfile } from "../../../shared/schemas/account";
import { useToast } from "~/components/ui/toast";
import { apiRequest } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { stateFor, type AuthFormState } from "~/features/auth/auth-form-state";
import { EMAIL_FIELDS, PASSWORD_FIELDS, PROFILE_FIELDS, type AccountSent } from "./account-forms";
import { AccountField, AccountNote, AccountPanel, fieldClass, IntentField, PasswordInput, SubmitButton } from "./account-parts";
import { useAccountForm } from "./use-account-form";
import { usePagePath } from "~/lib/page-path";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

type FormProps = {
  /** The page's answer to a form sent without a script (each form takes its own). */
  server?: AuthFormState;
  /** Which form the page just confirmed (`?sent=`). */
  sent: AccountSent | null;
};

/**
 * The profile tab: personal details, the email address (changed through a link), the password.
 * Each form posts to the page without a script, its `intent` saying which one it is.
 */
export function ProfileSection({ profile, server, sent }: { profile: AccountProfile } & FormProps) {
  return (
    <div className="grid gap-6">
      <DetailsForm profile={profile} server={stateFor(server, "profile")} sent={sent} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EmailForm profile={profile} server={stateFor(server, "email")} sent={sent} />
        <PasswordForm server={stateFor(server, "password")} sent={sent} />
      </div>
    </div>
  );
}

type ProfileFormProps = Pick<ReturnType<typeof useAccountForm>, "formRef" | "onSubmit" | "submitting"> & {
  /** Which of the tab's forms this is: the page's action reads it. */
  intent: AccountSent;
  className: string;
  footerClassName?: string;
  submit: { label: string; busyLabel: string; icon: React.ReactNode };
  children: React.ReactNode;
};

/** One form of the tab: posted to the account page itself, so it works without a script, and named by its intent. */
function ProfileForm({
  intent,
  formRef,
  onSubmit,
  submitting,
  className,
  footerClassName = "flex justify-end",
  submit,
  children,
}: ProfileFormProps) {
  const pagePath = usePagePath();
  return (
    <form
      ref={formRef}
      method="post"
      action={pagePath(paths.account)}
      onSubmit={onSubmit}
      noValidate
      className={className}
      aria-busy={submitting}
    >
      <IntentField intent={intent} />
      {children}
      <div className={footerClassName}>
        <SubmitButton submitting={submitting} {...submit} />
      </div>
    </form>
  );
}

function DetailsForm({ profile, server, sent }: { profile: AccountProfile } & FormProps) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const { formRef, onSubmit, submitting, errors, fieldProps, id, failureText } = useAccountForm({
    server,
    fields: PROFILE_FIELDS,
    initial: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      country: profile.country,
      cookingLevel: profile.cookingLevel,
    },
    contract: (c) => c.profileUpdateSchema,
    send: (data) => apiRequest<AccountMessageResult & { profile: AccountProfile }>("PATCH", ACCOUNT_API.profile, data),
    onSuccess: async (_answer, message) => {
      toast({ title: t("account.profile.savedTitle"), description: message });
      // The header greets the visitor by name: it follows the change.
      await revalidator.revalidate();
    },
  });
  const form = { id, errors };
  const birthDate = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${profile.dateOfBirth}T00:00:00Z`));

  return (
    <AccountPanel title={t("account.profile.title")} intro={t("account.profile.intro")} icon={<UserRound className="size-5" />}>
      <ProfileForm
        intent="profile"
        formRef={formRef}
        onSubmit={onSubmit}
        submitting={submitting}
        className="mt-6"
        footerClassName="mt-6 flex justify-end border-t border-line/70 pt-5"
        submit={{ label: t("account.profile.save"), busyLabel: t("account.profile.saving"), icon: <Save aria-hidden /> }}
      >
        {failureText ? (
          <AccountNote tone="alert" className="mb-5">
            {failureText}
          </AccountNote>
        ) : sent === "profile" ? (
          <AccountNote tone="done" className="mb-5">
            {t("account.message.profileSaved")}
          </AccountNote>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <AccountField form={form} name="firstName" label={t("account.field.firstName")}>
            <input
              {...fieldProps("firstName")}
              autoComplete="given-name"
              maxLength={ACCOUNT_LIMITS.name}
              className={fieldClass(!!errors.firstName)}
            />
          </AccountField>
          <AccountField form={form} name="lastName" label={t("account.field.lastName")}>
            <input
              {...fieldProps("lastName")}
              autoComplete="family-name"
              maxLength={ACCOUNT_LIMITS.name}
              className={fieldClass(!!errors.lastName)}
            />
          </AccountField>
          <AccountField form={form} name="phone" label={t("account.field.phone")}>
            <input
              {...fieldProps("phone")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={ACCOUNT_LIMITS.phone}
              className={fieldClass(!!errors.phone)}
            />
          </AccountField>
          <AccountField form={form} name="country" label={t("account.field.country")}>
            <select {...fieldProps("country")} autoComplete="country-name" className={fieldClass(!!errors.country)}>
              <option value="">{t("account.field.chooseCountry")}</option>
              {REGISTRATION_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(`accountOptions.country.${country}`)}
                </option>
              ))}
            </select>
          </AccountField>
          <AccountField form={form} name="cookingLevel" label={t("account.field.cookingLevel")}>
            <select {...fieldProps("cookingLevel")} className={fieldClass(!!errors.cookingLevel)}>
              <option value="">{t("account.field.chooseLevel")}</option>
              {COOKING_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`accountOptions.level.${level}`)}
                </option>
              ))}
            </select>
          </AccountField>
          <div>
            <p className="mb-1.5 text-sm font-semibold">{t("account.profile.dateOfBirth")}</p>
            <p className="flex h-12 items-center rounded-xl border border-dashed border-line bg-cream px-4 text-ink-soft">{birthDate}</p>
          </div>
        </div>
      </ProfileForm>
    </AccountPanel>
  );
}

function EmailForm({ profile, server, sent: confirmed }: { profile: AccountProfile } & FormProps) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<string | null>(confirmed === "email" ? t("account.message.emailChangeSent") : null);
  const { formRef, onSubmit, submitting, errors, fieldProps, id, failureText } = useAccountForm({
    server,
    fields: EMAIL_FIELDS,
    initial: { newEmail: "", password: "" },
    contract: (c) => c.emailChangeSchema,
    send: (data) => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.email, data),
    messageFields: { passwordWrong: "password", invalidCredentials: "password" },
    clearOnSuccess: ["newEmail", "password"],
    onSuccess: async (_answer, message) => {
      setSent(message);
      toast({ title: t("account.email.sentTitle"), description: message });
      // The pending address shows below once the page data is read again.
      await revalidator.revalidate();
    },
  });
  const form = { id, errors };

  return (
    <AccountPanel title={t("account.email.title")} intro={t("account.email.intro")} icon={<Mail className="size-5" />}>
      <dl className="mt-5 rounded-2xl bg-cream p-4">
        <dt className="text-xs font-semibold uppercase tracking-wider text-ink-soft">{t("account.email.current")}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold [overflow-wrap:anywhere]" data-testid="account-email">
            {profile.email}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-herb-light px-2.5 py-0.5 text-xs font-semibold text-herb-dark">
            <BadgeCheck className="size-3.5" aria-hidden />
            {t("account.email.verified")}
          </span>
        </dd>
      </dl>
      <div role="status">
        {profile.pendingEmail ? (
          <div className="mt-3 flex items-start gap-3 rounded-2xl border border-saffron/40 bg-saffron-light p-4 text-sm">
            <MailWarning className="mt-0.5 size-5 shrink-0 text-saffron-dark" aria-hidden />
            <div>
              <p className="font-semibold [overflow-wrap:anywhere]">{t("account.email.pending", { email: profile.pendingEmail })}</p>
              <p className="mt-1 text-ink-soft">{sent ?? t("account.email.pendingHint")}</p>
            </div>
          </div>
        ) : null}
      </div>
      <ProfileForm
        intent="email"
        formRef={formRef}
        onSubmit={onSubmit}
        submitting={submitting}
        className="mt-5 grid gap-5"
        submit={{ label: t("account.email.submit"), busyLabel: t("account.email.submitting"), icon: <Send aria-hidden /> }}
      >
        {failureText ? <AccountNote tone="alert">{failureText}</AccountNote> : null}
        <AccountField form={form} name="newEmail" label={t("account.email.newEmail")}>
          <input
            {...fieldProps("newEmail")}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={fieldClass(!!errors.newEmail)}
          />
        </AccountField>
        <AccountField form={form} name="password" label={t("account.email.password")}>
          <PasswordInput {...fieldProps("password")} autoComplete="current-password" invalid={!!errors.password} />
        </AccountField>
      </ProfileForm>
    </AccountPanel>
  );
}

function PasswordForm({ server, sent }: FormProps) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { formRef, onSubmit, submitting, errors, fieldProps, id, failureText } = useAccountForm({
    server,
    fields: PASSWORD_FIELDS,
    initial: { currentPassword: "", newPassword: "", confirmPassword: "" },
    contract: (c) => c.passwordChangeSchema,
    send: (data) => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.password, data),
    messageFields: { currentPasswordWrong: "currentPassword", passwordWrong: "currentPassword", invalidCredentials: "currentPassword" },
    clearOnSuccess: ["currentPassword", "newPassword", "confirmPassword"],
    onSuccess: (_answer, message) => toast({ title: t("account.password.changedTitle"), description: message }),
  });
  const form = { id, errors };

  return (
    <AccountPanel title={t("account.password.title")} intro={t("account.password.intro")} icon={<KeyRound className="size-5" />}>
      <ProfileForm
        intent="password"
        formRef={formRef}
        onSubmit={onSubmit}
        submitting={submitting}
        className="mt-5 grid gap-5"
        submit={{ label: t("account.password.submit"), busyLabel: t("account.password.submitting"), icon: <KeyRound aria-hidden /> }}
      >
        {failureText ? (
          <AccountNote tone="alert">{failureText}</AccountNote>
        ) : sent === "password" ? (
          <AccountNote tone="done">{t("account.message.passwordChanged")}</AccountNote>
        ) : null}
        <AccountField form={form} name="currentPassword" label={t("account.password.current")}>
          <PasswordInput {...fieldProps("currentPassword")} autoComplete="current-password" invalid={!!errors.currentPassword} />
        </AccountField>
        <AccountField
          form={form}
          name="newPassword"
          label={t("account.password.new")}
          // Word joiners keep the special characters together on one line.
          hint={t("account.password.rule", { specials: [...PASSWORD_SPECIAL_CHARACTERS].join("\u2060") })}
        >
          <PasswordInput
            {...fieldProps("newPassword", true)}
            autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password}
            invalid={!!errors.newPassword}
          />
        </AccountField>
        <AccountField form={form} name="confirmPassword" label={t("account.password.confirm")}>
          <PasswordInput
            {...fieldProps("confirmPassword")}
            autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password}
            invalid={!!errors.confirmPassword}
          />
        </AccountField>
      </ProfileForm>
    </AccountPanel>
  );
}
