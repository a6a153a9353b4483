import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PageWindowItem } from "../../../shared/rules/pagination";
import { cn } from "~/lib/cn";

const ITEM = "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors";
const IDLE = "border border-line bg-paper text-ink hover:border-herb hover:text-herb";
const CURRENT = "bg-herb text-white shadow-card";
const DISABLED = "border border-line/60 bg-paper/60 text-ink-soft/70";

/**
 * Glides to the top of the page as the next page loads, or jumps there when the
 * visitor asks for less motion. Without JavaScript the links simply load the page at its top.
 */
export function scrollToTopSmoothly() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export type PagerLabels = {
  /** The navigation landmark's name, e.g. "Blog pages". */
  nav: string;
  previous: string;
  next: string;
  /** A number's accessible name, e.g. "Page 3". */
  page: (page: number) => string;
};

/**
 * Previous, the page numbers a list's rule picks (shared/rules/pagination.ts) and Next, as links:
 * they work without JavaScript, and a followed link lands at the top of the new page (with
 * `smoothScroll`, gliding there). Nothing is shown for a single page.
 */
export function Pager({
  page,
  totalPages,
  pageWindow,
  href,
  labels,
  smoothScroll = false,
  className,
}: {
  page: number;
  totalPages: number;
  pageWindow: (page: number, totalPages: number) => PageWindowItem[];
  href: (page: number) => string;
  labels: PagerLabels;
  smoothScroll?: boolean;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const scrolling = smoothScroll ? { preventScrollReset: true, onClick: scrollToTopSmoothly } : {};

  const step = (to: number, enabled: boolean, text: string, icon: ReactNode, iconFirst: boolean, rel: string) => {
    const classes = cn(ITEM, "gap-1 px-4", enabled ? IDLE : DISABLED);
    const content = (
      <>
        {iconFirst ? icon : null}
        <span>{text}</span>
        {iconFirst ? null : icon}
      </>
    );
    return enabled ? (
      <Link to={href(to)} className={classes} rel={rel} {...scrolling}>
        {content}
      </Link>
    ) : (
      <span className={classes} aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav aria-label={labels.nav} className={cn("grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-center", className)}>
      <ol className="col-span-2 flex flex-wrap items-center justify-center gap-1.5 sm:order-2">
        {pageWindow(page, totalPages).map((item, index) =>
          item === "ellipsis" ? (
            <li key={`gap-${index}`} aria-hidden className="grid w-6 place-items-center text-ink-soft">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                {...scrolling}
                className={cn(ITEM, item === page ? CURRENT : IDLE)}
                aria-label={labels.page(item)}
                aria-current={item === page ? "page" : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <div className="flex sm:order-1">
        {step(page - 1, page > 1, labels.previous, <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />, true, "prev")}
      </div>
      <div className="flex justify-end sm:order-3">
        {step(page + 1, page < totalPages, labels.next, <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />, false, "next")}
      </div>
    </nav>
  );
}
