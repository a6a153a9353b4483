import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { blogPageWindow } from "../../../shared/rules/pagination";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

const ITEM = "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors";
const IDLE = "border border-line bg-paper text-ink hover:border-herb hover:text-herb";
const CURRENT = "bg-herb text-white shadow-card";

/** Previous, page numbers and Next as plain links (they work without JavaScript); nothing for one page. */
export function CommunityPagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useI18n();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("communityList.pagination")} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(ITEM, IDLE, "gap-1 px-4")}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t("communityList.previous")}
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-1.5">
        {blogPageWindow(page, totalPages).map((item, index) =>
          item === "ellipsis" ? (
            <li key={`gap-${index}`} aria-hidden className="grid w-6 place-items-center text-ink-soft">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={cn(ITEM, item === page ? CURRENT : IDLE)}
                aria-label={t("communityList.pageLink", { page: item })}
                aria-current={item === page ? "page" : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next" className={cn(ITEM, IDLE, "gap-1 px-4")}>
          {t("communityList.next")}
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
