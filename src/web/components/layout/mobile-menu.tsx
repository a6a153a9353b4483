import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { LayoutDashboard } from "lucide-react";
import { Sheet } from "~/components/ui/sheet";
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
