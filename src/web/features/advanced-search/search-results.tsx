import { AlertTriangle, ChefHat, SearchX } from "lucide-react";
import { lazy, Suspense, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { SEARCH_SORTS } from "../../../shared/rules/recipe-filters";
import { paths } from "../../../shared/paths";
import { FIELD_LABEL } from "./controls";
import { ADVANCED_SEARCH_FORM_ID, ADVANCED_SEARCH_RESULTS_ID, advancedSearchHref } from "./filters";
import { ResultSkeletons } from "./result-grid";
import type { ResultList as ResultListView } from "./result-list";
import type { SearchState } from "./use-advanced-search";

type ResultListModule = { default: typeof ResultListView };
/**
 * The cards and pagination load with the first search rather than with the page (the page opens
 * with no results); the route starts loading them as a search starts, and their skeletons hold
 * the space meanwhile.
 */
let loadedResultList: typeof ResultListView | null = null;
export const preloadResultList = () =>
  import("./result-list").then((module) => {
    loadedResultList = module.ResultList;
    return module;
  });
/**
 * Once the module is in (the server loads it before answering a search in the address), the
 * cards render in the same pass: a lazy component whose module is not yet known would be streamed
 * behind its skeletons and swapped in by a script, which a visitor without JavaScript never runs.
 */
const ResultList = lazy(() => {
  const loaded = loadedResultList;
  if (!loaded) return preloadResultList().then((module) => ({ default: module.ResultList }));
  // A thenable that answers at once: React takes the component without suspending.
  const ready: { then: (done: (module: ResultListModule) => unknown) => unknown } = {
    then: (done) => done({ default: loaded }),
  };
  return ready as unknown as Promise<ResultListModule>;
});

export function SearchResults({
  state,
  cuisineNames,
  sort,
  onSort,
  onPage,
  onRetry,
  headingRef,
}: {
  state: SearchState;
  cuisineNames: Record<string, string>;
  sort: string;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, locale } = useI18n();
  const data = state.status === "success" ? state.data : null;

  return (
    <section aria-labelledby={ADVANCED_SEARCH_RESULTS_ID} aria-busy={state.status === "loading"} className="min-w-0">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={ADVANCED_SEARCH_RESULTS_ID} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-3xl font-semibold outline-none">
            {t("advancedSearch.results.title")}
          </h2>
          <div role="status" className="mt-1 text-ink-soft">
            {state.status === "loading" ? <span className="sr-only">{t("advancedSearch.results.loading")}</span> : null}
            {data ? (
              <p>
                <span className="font-semibold text-ink">
                  {data.total === 1
                    ? t("advancedSearch.results.foundOne")
                    : t("advancedSearch.results.found", { count: data.total.toLocaleString(locale) })}
                </span>
                {data.totalPages > 1 ? (
                  <span>
                    {" "}
                    · {t("advancedSearch.results.pageOf", { page: state.status === "success" ? state.page : 1, total: data.totalPages })}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="advanced-search-sort" className={FIELD_LABEL}>
            {t("advancedSearch.sort")}
          </label>
          {/* Part of the filter form: without JavaScript the chosen order goes with the next search. */}
          <select
            id="advanced-search-sort"
            name="sort"
            form={ADVANCED_SEARCH_FORM_ID}
            value={sort}
            onChange={(event) => onSort(event.target.value)}
            className="h-11 cursor-pointer rounded-full border border-line bg-paper px-4 text-sm outline-none focus:border-herb"
          >
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`advancedSearch.sort.${value}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {state.status === "idle" ? (
        <EmptyState
          icon={<ChefHat className="size-8" aria-hidden />}
          title={t("advancedSearch.results.idle")}
          body={t("advancedSearch.results.idleHint")}
        />
      ) : state.status === "loading" ? (
        <ResultSkeletons />
      ) : state.status === "error" ? (
        <div
          role="alert"
          className="flex flex-col items-center rounded-[var(--radius-card)] border border-chili/30 bg-paper px-6 py-12 text-center"
        >
          <span className="grid size-16 place-items-center rounded-full bg-chili/10 text-chili">
            <AlertTriangle className="size-8" aria-hidden />
          </span>
          <p className="mt-5 font-display text-2xl font-semibold">{t("advancedSearch.results.error")}</p>
          {state.issues.length > 0 ? (
            <ul className="mt-2 text-ink-soft">
              {state.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink-soft">{t("advancedSearch.results.errorHint")}</p>
          )}
          <Button className="mt-6" onClick={onRetry}>
            {t("advancedSearch.results.retry")}
          </Button>
        </div>
      ) : data && data.recipes.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-8" aria-hidden />}
          title={t("advancedSearch.results.empty")}
          body={t("advancedSearch.results.emptyHint")}
        />
      ) : data ? (
        <Suspense fallback={<ResultSkeletons />}>
          <ResultList
            data={data}
            page={state.status === "success" ? state.page : 1}
            cuisineNames={cuisineNames}
            // The page's own answer pages by address (it works without JavaScript); a search the script ran pages in place.
            target={
              state.status === "success" && state.linked
                ? { href: (page) => advancedSearchHref(paths.advancedSearch, state.filters, page) }
                : { onPage }
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
