import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { useI18n } from "~/lib/i18n";
import { useSignedInAccount } from "./auth-dialogs";
import { AuthLink } from "./auth-link";

// The footer's pill (as the chef portal link): the same classes cost next to nothing compressed.
const PILL = "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10";

/** The footer's account buttons: registration and sign-in, or the account page. */
export function FooterAccount() {
  const { t } = useI18n();
  const account = useSignedInAccount();
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold">{t("auth.footerTitle")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {account ? (
          <Link to={paths.account} className={PILL}>
            {t("auth.myAccount")}
          </Link>
        ) : (
          <>
            {/* Links to the account pages; the shell opens the dialogs instead once its scripts run. */}
            <AuthLink view="register" className={PILL}>
              {t("auth.register")}
            </AuthLink>
            <AuthLink view="signIn" returnHere className={PILL}>
              {t("auth.signIn")}
            </AuthLink>
          </>
        )}
      </div>
    </div>
  );
}
