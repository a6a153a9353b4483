import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { recipePageWindow } from "../../../shared/rules/pagination";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

const ITEM = "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors";
const IDLE = "border border-line bg-paper text-ink hover:border-herb hover:text-herb";
const CURRENT = "bg-herb text-white shadow-card";
const DISABLED = "border border-line/60 bg-paper/60 text-ink-soft/70";

/**
 * Previous, up to five page numbers with ellipses (spec 2 §9: the same window as the recipe
 * pager) and Next, as links: they work without JavaScript, and following one lands at the top of
 * the products (spec 2 §4: a page change scrolls to the top).
 */
export function ShopPagination({ page, totalPages, href, className }: { page: number; totalPages: number; href: (page: number) => string; className?: string }) {
  const { t } = useI18n();
  if (totalPages <= 1) return null;

  const step = (to: number, enabled: boolean, label: string, icon: ReactNode, iconFirst: boolean, rel: string) => {
    const classes = cn(ITEM, "gap-1 px-4", enabled ? IDLE : DISABLED);
    const content = (
      <>
        {iconFirst ? icon : null}
        <span>{label}</span>
        {iconFirst ? null : icon}
      </>
    );
    return enabled ? (
      <Link to={href(to)} className={classes} rel={rel}>
        {content}
      </Link>
    ) : (
      <span className={classes} aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav aria-label={t("shop.pagination")} className={cn("grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-center", className)}>
      <ol className="col-span-2 flex flex-wrap items-center justify-center gap-1.5 sm:order-2">
        {recipePageWindow(page, totalPages).map((item, index) =>
          item === "ellipsis" ? (
            <li key={`gap-${index}`} aria-hidden className="grid w-6 place-items-center text-ink-soft">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={cn(ITEM, item === page ? CURRENT : IDLE)}
                aria-label={t("shop.pageLink", { page: item })}
                aria-current={item === page ? "page" : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <div className="flex sm:order-1">
        {step(page - 1, page > 1, t("shop.previous"), <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />, true, "prev")}
      </div>
      <div className="flex justify-end sm:order-3">
        {step(page + 1, page < totalPages, t("shop.next"), <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />, false, "next")}
      </div>
    </nav>
  );
}
