import { MailCheck, UserPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n";
import { sentLocation } from "~/lib/page-form";
import type { AuthFormState } from "./auth-form-state";
import { LinkPagePanel } from "./link-page-panel";
import { keptRegistration, RegisterForm } from "./register-form";
import { usePagePath } from "~/lib/page-path";

const home = (label: string) => (
  <ButtonLink to={paths.home} variant="outline" size="lg">
    {label}
  </ButtonLink>
);

/** /register: the registration dialog's form as a page; once sent, the page asks the visitor to open the mail. */
export function RegisterPageView({ sent, server }: { sent: boolean; server?: AuthFormState }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => keptRegistration(server));

  if (sent) {
    return (
      <LinkPagePanel
        icon={MailCheck}
        title={t("authDialogs.register.successTitle")}
        body={t("authDialogs.register.successBody")}
        stateKey="sent"
      >
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
    <LinkPagePanel
      icon={UserPlus}
      title={t("authDialogs.register.title")}
      body={t("authDialogs.register.description")}
      stateKey="form"
      wide
    >
      <div className="mt-6">
        <RegisterForm
          values={values}
          setValues={setValues}
          onRegistered={() => void navigate(sentLocation(paths.register), { replace: true })}
          onSignIn={paths.signIn}
          action={pagePath(paths.register)}
          server={server}
        />
      </div>
    </LinkPagePanel>
  );
}
