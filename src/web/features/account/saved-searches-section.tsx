import { ArrowRight, Bookmark, SlidersHorizontal, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import type { SavedSearchRecord } from "../../../shared/schemas/account";
import { buttonVariants, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useToast } from "~/components/ui/toast";
import { activeCount, sanitizeFilters } from "~/features/advanced-search/filters";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { AccountPanel } from "./account-parts";
import { savedListsSync } from "./saved-lists-sync";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/** The account's saved advanced searches: open one in the advanced search, or delete it. */
export function SavedSearchesSection({ searches }: { searches: readonly SavedSearchRecord[] }) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const shown = searches.filter((search) => !removed.has(search.id));
  const dateOf = (iso: string) => dateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

  async function remove(search: SavedSearchRecord) {
    setBusy(search.id);
    try {
      await (await savedListsSync()).removeSearch(search.id);
      // The tab's count and the rest of the page read the account again.
      void revalidator.revalidate();
      setRemoved((current) => new Set(current).add(search.id));
      toast({ title: t("account.searches.removedTitle"), description: search.name });
    } catch {
      toast({ variant: "destructive", title: t("account.message.failedTitle"), description: t("account.message.failed") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AccountPanel title={t("account.searches.title")} intro={t("account.searches.intro")} icon={<Bookmark className="size-5" />}>
      {shown.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={<Bookmark className="size-8" aria-hidden />}
            title={t("account.searches.emptyTitle")}
            body={t("account.searches.emptyBody")}
          >
            <ButtonLink to={paths.advancedSearch} className="mt-6">
              {t("account.searches.toSearch")}
            </ButtonLink>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-5 divide-y divide-line/70 rounded-2xl border border-line/70">
          {shown.map((search) => {
            const filters = sanitizeFilters(search.filters);
            const count = activeCount(filters);
            return (
              <li key={search.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="saved-search">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{search.name}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                    <span>{t("account.searches.createdAt", { date: dateOf(search.createdAt) })}</span>
                    <span className="inline-flex items-center gap-1">
                      <SlidersHorizontal className="size-3.5" aria-hidden />
                      {count === 0
                        ? t("account.searches.noFilters")
                        : count === 1
                          ? t("account.searches.filterCountOne")
                          : t("account.searches.filterCount", { count })}
                    </span>
                    {filters.query.trim() ? (
                      <span className="truncate">{t("account.searches.query", { query: filters.query.trim() })}</span>
                    ) : null}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <Link
                    to={paths.savedSearch(search.id)}
                    onClick={() => void savedListsSync().then((sync) => sync.holdSearch(search))}
                    aria-label={t("account.searches.openLabel", { name: search.name })}
                    className={cn(buttonVariants({ variant: "outline", size: "md" }), "flex-1 sm:flex-none")}
                  >
                    {t("account.searches.open")}
                    <ArrowRight className="rtl:rotate-180" aria-hidden />
                  </Link>
                  <button
                    type="button"
                    onClick={() => void remove(search)}
                    disabled={busy === search.id}
                    aria-label={t("account.searches.removeLabel", { name: search.name })}
                    className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-chili/10 hover:text-chili disabled:opacity-50"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountPanel>
  );
}
