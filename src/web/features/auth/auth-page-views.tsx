import { KeyRound, LogIn, MailCheck, UserPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { withNextPath } from "../../../shared/next-path";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { sentLocation } from "~/lib/page-form";
import { keptText, type AuthFormState } from "./auth-form-state";
import { ForgotPasswordForm } from "./forgot-password-form";
import { FormNote } from "./form-bits";
import { LinkPagePanel } from "./link-page-panel";
import { keptRegistration, RegisterForm } from "./register-form";
import { SignInForm } from "./sign-in-form";

/**
 * What the sign-in page says above its form after another form led there (`?sent=`): a verified
 * address, a new password, a deleted account, a sign-out. Flags only, never a typed value.
 */
export const SIGN_IN_NOTICES = {
  verified: { title: "authPages.verify.doneTitle", body: "authPages.verify.doneBody" },
  reset: { title: "authPages.reset.doneTitle", body: "accountMessage.passwordReset" },
  deleted: { title: "authPages.notice.deletedTitle", body: "accountMessage.accountDeleted" },
  "signed-out": { title: "authPages.notice.signedOutTitle", body: "accountMessage.signedOut" },
} as const satisfies Record<string, { title: MessageKey; body: MessageKey }>;
export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

export const signInNoticeFrom = (flag: string | null): SignInNotice | null => (flag && flag in SIGN_IN_NOTICES ? (flag as SignInNotice) : null);

const home = (label: string) => (
  <ButtonLink to={paths.home} variant="outline" size="lg">
    {label}
  </ButtonLink>
);

/**
 * /sign-in: the sign-in dialog's form as a page, for visitors without a script (the header's
 * link leads here) and for private pages sending visitors to sign in. A success goes on to
 * `next`, or to the account page.
 */
export function SignInPageView({ next, notice, server }: { next: string | null; notice: SignInNotice | null; server?: AuthFormState }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState(() => keptText(server, "email"));

  async function onSignedIn() {
    // The header reads who is signed in from the root data: it follows before the next page shows.
    await revalidator.revalidate();
    await navigate(next ?? paths.account, { replace: true });
  }

  return (
    <LinkPagePanel icon={LogIn} title={t("authDialogs.signIn.title")} body={t("authDialogs.signIn.description")} stateKey="signIn">
      {notice ? (
        <FormNote tone="done" title={t(SIGN_IN_NOTICES[notice].title)} className="mt-5">
          {t(SIGN_IN_NOTICES[notice].body)}
        </FormNote>
      ) : null}
      <div className="mt-6">
        <SignInForm
          email={email}
          setEmail={setEmail}
          onSignedIn={() => void onSignedIn()}
          onForgot={paths.forgotPassword}
          onRegister={paths.register}
          action={withNextPath(paths.signIn, next)}
          server={server}
        />
      </div>
    </LinkPagePanel>
  );
}

/** /register: the registration dialog's form as a page; once sent, the page asks the visitor to open the mail. */
export function RegisterPageView({ sent, server }: { sent: boolean; server?: AuthFormState }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => keptRegistration(server));

  if (sent) {
    return (
      <LinkPagePanel icon={MailCheck} title={t("authDialogs.register.successTitle")} body={t("authDialogs.register.successBody")} stateKey="sent">
        <p className="mt-3 text-sm text-ink-soft">{t("authPages.registerPage.sentHint")}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.signIn} size="lg">
            {t("authPages.signIn")}
          </ButtonLink>
          {home(t("authPages.home"))}
        </div>
      </LinkPagePanel>
    );
  }
  return (
    <LinkPagePanel icon={UserPlus} title={t("authDialogs.register.title")} body={t("authDialogs.register.description")} stateKey="form" wide>
      <div className="mt-6">
        <RegisterForm
          values={values}
          setValues={setValues}
          onRegistered={() => void navigate(sentLocation(paths.register), { replace: true })}
          onSignIn={paths.signIn}
          action={paths.register}
          server={server}
        />
      </div>
    </LinkPagePanel>
  );
}

/** /forgot-password: the sign-in dialog's forgot-password view as a page; once sent, the page says the link is on its way. */
export function ForgotPasswordPageView({ sent, server }: { sent: boolean; server?: AuthFormState }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => keptText(server, "email"));

  if (sent) {
    return (
      <LinkPagePanel icon={MailCheck} title={t("authDialogs.forgot.sentTitle")} body={t("accountMessage.resetLinkSent")} stateKey="sent">
        <p className="mt-3 text-sm text-ink-soft">{t("authPages.forgotPage.sentHint")}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.signIn} size="lg">
            {t("authDialogs.forgot.back")}
          </ButtonLink>
          {home(t("authPages.home"))}
        </div>
      </LinkPagePanel>
    );
  }
  return (
    <LinkPagePanel icon={KeyRound} title={t("authDialogs.forgot.title")} body={t("authDialogs.forgot.description")} stateKey="form">
      <div className="mt-6">
        <ForgotPasswordForm
          email={email}
          setEmail={setEmail}
          onSent={() => void navigate(sentLocation(paths.forgotPassword), { replace: true })}
          onBack={paths.signIn}
          action={paths.forgotPassword}
          server={server}
        />
      </div>
    </LinkPagePanel>
  );
}
