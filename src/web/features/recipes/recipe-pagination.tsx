import "~/lib/i18n/areas/recipe-list/register";
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

type Target = { href: (page: number) => string } | { onPage: (page: number) => void };

/**
 * Previous, numbered pages with gaps and Next. With `href` the pages are links (they
 * work without JavaScript); with `onPage` they are buttons for client-side results.
 */
export function RecipePagination({
  page,
  totalPages,
  className,
  ...target
}: { page: number; totalPages: number; className?: string } & Target) {
  const { t } = useI18n();
  if (totalPages <= 1) return null;
  const items = recipePageWindow(page, totalPages);

  const control = (to: number, content: ReactNode, props: { className: string; label?: string; current?: boolean; rel?: string }) =>
    "href" in target ? (
      <Link
        to={target.href(to)}
        className={props.className}
        aria-label={props.label}
        aria-current={props.current ? "page" : undefined}
        rel={props.rel}
      >
        {content}
      </Link>
    ) : (
      <button
        type="button"
        onClick={() => target.onPage(to)}
        className={props.className}
        aria-label={props.label}
        aria-current={props.current ? "page" : undefined}
      >
        {content}
      </button>
    );

  const step = (to: number, enabled: boolean, label: string, icon: ReactNode, iconFirst: boolean, rel: string) => {
    const content = (
      <>
        {iconFirst ? icon : null}
        <span>{label}</span>
        {iconFirst ? null : icon}
      </>
    );
    const className = cn(ITEM, "gap-1 px-4", enabled ? IDLE : DISABLED);
    return enabled ? (
      control(to, content, { className, rel })
    ) : (
      <span className={className} aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav
      aria-label={t("recipeList.pagination")}
      className={cn("grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-center", className)}
    >
      <ol className="col-span-2 flex flex-wrap items-center justify-center gap-1.5 sm:order-2">
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`gap-${index}`} aria-hidden className="grid w-6 place-items-center text-ink-soft">
              …
            </li>
          ) : (
            <li key={item}>
              {control(item, item, {
                className: cn(ITEM, item === page ? CURRENT : IDLE),
                label: t("recipeList.pageLink", { page: item }),
                current: item === page,
              })}
            </li>
          ),
        )}
      </ol>
      <div className="flex sm:order-1">
        {step(page - 1, page > 1, t("recipeList.previous"), <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />, true, "prev")}
      </div>
      <div className="flex justify-end sm:order-3">
        {step(
          page + 1,
          page < totalPages,
          t("recipeList.next"),
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />,
          false,
          "next",
        )}
      </div>
    </nav>
  );
}
