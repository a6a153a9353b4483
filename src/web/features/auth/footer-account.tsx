import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { useAuthDialogs } from "./auth-dialogs";

const ON_DARK = "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/30 px-6 font-semibold text-white hover:bg-white/10";

/** The footer's account band (spec 1 §2 "Footer"): buttons that open registration and sign-in. */
export function FooterAccount() {
  const { t } = useI18n();
  const account = useRootData()?.account ?? null;
  const dialogs = useAuthDialogs();
  return (
    <div className="border-t border-white/10">
      <div className="container-page grid items-center gap-5 py-8 lg:grid-cols-2">
        <div>
          <h2 className="font-display text-2xl font-semibold text-white">{t("auth.footerTitle")}</h2>
          <p className="mt-1 text-white/80">
            {account ? t("auth.signedInAs", { name: `${account.firstName} ${account.lastName}` }) : t("auth.footerBody")}
          </p>
        </div>
        {account ? (
          <div className="flex lg:justify-end">
            <Link to={paths.account} className={ON_DARK}>
              <UserRound className="size-4" aria-hidden />
              {t("auth.myAccount")}
            </Link>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:flex lg:justify-end" onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
            <Button variant="accent" size="lg" onClick={() => dialogs.open("register")}>
              {t("auth.register")}
            </Button>
            <button type="button" className={ON_DARK} onClick={() => dialogs.open("signIn")}>
              {t("auth.signIn")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
