import { Link, useLocation } from "react-router";
import { LayoutDashboard } from "lucide-react";
import { lazy, Suspense, type RefObject } from "react";
import type { AccountSummary } from "../../../shared/schemas/account";
import { Button } from "~/components/ui/button";
import { Sheet } from "~/components/ui/sheet";
import type { AuthView } from "~/features/auth/auth-dialogs";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { NavLinkList } from "./nav-link-list";
import { RecipeSearchBox } from "./recipe-search-box";

/** The mobile side-sheet menu: search, every link, and the admin panel; loaded on first open. */
// The signed-in links (and signing out) load for signed-in visitors only.
const MobileAccountLinks = lazy(() => import("~/features/auth/lazy-entry").then((entry) => entry.loadMobileAccountLinks()));

export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
  account,
  onAuth,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Who is signed in (the root data), or null. */
  account: AccountSummary | null;
  /** Opens the account dialog on a view (the header's, from useAuthDialogs). */
  onAuth: (view: AuthView) => void;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      side="start"
      title={t("nav.menu")}
      description={t("nav.mainNavigation")}
    >
      <RecipeSearchBox className="mb-4" onNavigate={close} />
      {account ? (
        <Suspense fallback={<div className="mb-4 h-[8.5rem]" />}>
          <MobileAccountLinks account={account} close={close} />
        </Suspense>
      ) : (
        <AuthButtons
          open={(view) => {
            // The menu closes first: one modal at a time.
            close();
            onAuth(view);
          }}
        />
      )}
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

/** Sign in and register, for a visitor. */
function AuthButtons({ open }: { open: (view: AuthView) => void }) {
  const { t } = useI18n();
  return (
    <div className="mb-4 grid grid-cols-2 gap-2">
      <Button onClick={() => open("signIn")}>{t("auth.signIn")}</Button>
      <Button variant="outline" onClick={() => open("register")}>
        {t("auth.register")}
      </Button>
    </div>
  );
}
