import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n";
import { sentLocation } from "~/lib/page-form";
import { keptText, type AuthFormState } from "./auth-form-state";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LinkPagePanel } from "./link-page-panel";
import { usePagePath } from "~/lib/page-path";

const home = (label: string) => (
  <ButtonLink to={paths.home} variant="outline" size="lg">
    {label}
  </ButtonLink>
);

/** /forgot-password: the sign-in dialog's forgot-password view as a page; once sent, the page says the link is on its way. */
export function ForgotPasswordPageView({ sent, server }: { sent: boolean; server?: AuthFormState }) {
  const pagePath = usePagePath();
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
          action={pagePath(paths.forgotPassword)}
          server={server}
        />
      </div>
    </LinkPagePanel>
  );
}
