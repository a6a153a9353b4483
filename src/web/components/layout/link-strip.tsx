import { Search } from "lucide-react";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { NavLinkList } from "./nav-link-list";
import { usePagePath } from "~/lib/page-path";

/**
 * The second strip of links, laid out in three rows that scroll sideways on small screens.
 * Its quick-search field is a plain GET form to the recipe list, so it works without scripts.
 */
export function LinkStrip({ currentPath }: { currentPath: string }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  return (
    <nav aria-label={t("nav.sectionLinks")} className="border-t border-line/70 bg-cream/80">
      <div className="container-page flex items-center gap-4 overflow-x-auto py-2 [scrollbar-width:thin]">
        <NavLinkList
          currentPath={currentPath}
          className="grid shrink-0 grid-flow-col grid-rows-3 gap-x-5 gap-y-0.5 lg:flex-1 lg:auto-cols-fr"
          itemClassName="block whitespace-nowrap rounded-md py-0.5 text-[13px] font-medium text-ink-soft hover:text-herb"
          activeClassName="text-herb-dark underline decoration-saffron decoration-2 underline-offset-4"
        />
        <form action={pagePath(paths.recipes)} method="get" role="search" className="relative hidden shrink-0 xl:block">
          <label className="sr-only" htmlFor="strip-search">
            {t("nav.stripSearch")}
          </label>
          <Search className="pointer-events-none absolute start-2.5 top-1/2 size-3.5 -translate-y-1/2 text-ink-soft" aria-hidden />
          <input
            id="strip-search"
            name="search"
            type="search"
            placeholder={t("search.placeholder")}
            className="h-9 w-48 rounded-full border border-line bg-paper ps-8 pe-3 text-sm outline-none focus:border-herb"
          />
        </form>
      </div>
    </nav>
  );
}
