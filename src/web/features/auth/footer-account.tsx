import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { useI18n } from "~/lib/i18n";
import { useAuthDialogs, useSignedInAccount } from "./auth-dialogs";

// The footer's pill (as the chef portal link): the same classes cost next to nothing compressed.
const PILL = "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-semibold hover:bg-white/10";

/** The footer's account buttons (spec 1 §2 "Footer"): registration and sign-in, or the account page. */
export function FooterAccount() {
  const { t } = useI18n();
  const account = useSignedInAccount();
  const dialogs = useAuthDialogs();
  return (
    <div className="mt-5" onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
      <p className="text-sm font-semibold">{t("auth.footerTitle")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {account ? (
          <Link to={paths.account} className={PILL}>
            {t("auth.myAccount")}
          </Link>
        ) : (
          <>
            <button type="button" className={PILL} onClick={() => dialogs.open("register")}>
              {t("auth.register")}
            </button>
            <button type="button" className={PILL} onClick={() => dialogs.open("signIn")}>
              {t("auth.signIn")}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
