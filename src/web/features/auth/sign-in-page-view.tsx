import { LogIn } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { withNextPath } from "../../../shared/next-path";
import { paths } from "../../../shared/paths";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { keptText, type AuthFormState } from "./auth-form-state";
import { FormNote } from "./form-bits";
import { LinkPagePanel } from "./link-page-panel";
import { SignInForm } from "./sign-in-form";
import { usePagePath } from "~/lib/page-path";

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

export const signInNoticeFrom = (flag: string | null): SignInNotice | null =>
  flag && Object.hasOwn(SIGN_IN_NOTICES, flag) ? (flag as SignInNotice) : null;

/**
 * /sign-in: the sign-in dialog's form as a page, for visitors without a script (the header's
 * link leads here) and for private pages sending visitors to sign in. A success goes on to
 * `next`, or to the account page.
 */
export function SignInPageView({ next, notice, server }: { next: string | null; notice: SignInNotice | null; server?: AuthFormState }) {
  const pagePath = usePagePath();
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
          action={pagePath(withNextPath(paths.signIn, next))}
          server={server}
        />
      </div>
    </LinkPagePanel>
  );
}
