import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import { useAuthDialogs, type AuthView } from "~/features/auth/auth-dialogs";
import { useSignOut } from "~/features/auth/use-sign-out";
import { useRootData } from "~/lib/root-data";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { NavLinkList } from "./nav-link-list";
import { RecipeSearchBox } from "./recipe-search-box";

/** The mobile side-sheet menu: search, every link, and the admin panel; loaded on first open. */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} side="start" title={t("nav.menu")} description={t("nav.mainNavigation")}>
      <RecipeSearchBox className="mb-4" onNavigate={close} />
      <AccountLinks close={close} />
      <nav aria-label={t("nav.mainNavigation")}>
        <NavLinkList
          currentPath={pathname}
          onNavigate={close}
          className="space-y-1"
          itemClassName="flex min-h-11 items-center rounded-xl px-3 font-medium text-ink hover:bg-sand"
          activeClassName="bg-herb-light text-herb-dark"
        />
      </nav>
      <Link
        to={paths.adminImages}
        onClick={close}
        className="mt-4 flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 font-medium text-ink-soft hover:bg-sand"
      >
        <LayoutDashboard className="size-4" aria-hidden />
        {t("nav.adminPanel")}
      </Link>
    </Sheet>
  );
}

/** Sign in and register for a visitor; the account page and sign-out once signed in. */
function AccountLinks({ close }: { close: () => void }) {
  const { t } = useI18n();
  const account = useRootData()?.account ?? null;
  const dialogs = useAuthDialogs();
  const { signOut, pending, preload } = useSignOut();
  const openDialog = (view: AuthView) => {
    // The menu closes first: one modal at a time.
    close();
    dialogs.open(view);
  };

  if (!account) {
    return (
      <div className="mb-4 grid grid-cols-2 gap-2" onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
        <Button onClick={() => openDialog("signIn")}>{t("auth.signIn")}</Button>
        <Button variant="outline" onClick={() => openDialog("register")}>
          {t("auth.register")}
        </Button>
      </div>
    );
  }
  return (
    <div className="mb-4 rounded-2xl border border-line p-2" onPointerEnter={preload} onFocus={preload}>
      <p className="truncate px-3 pt-1 pb-2 text-sm text-ink-soft">{t("auth.signedInAs", { name: account.firstName })}</p>
      <Link to={paths.account} onClick={close} className="flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium text-ink hover:bg-sand">
        <UserRound className="size-4 text-herb" aria-hidden />
        {t("auth.myAccount")}
      </Link>
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          close();
          void signOut();
        }}
        className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-start font-medium text-ink hover:bg-sand"
      >
        <LogOut className="size-4 text-herb rtl:rotate-180" aria-hidden />
        {t("auth.signOut")}
      </button>
    </div>
  );
}
