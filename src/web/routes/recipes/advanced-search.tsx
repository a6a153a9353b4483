import "~/lib/i18n/areas/advanced-search/register";
import { ArrowLeft, RotateCcw, Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { FilterPanel, type FilterTab } from "~/features/advanced-search/filter-panel";
import {
  ADVANCED_SEARCH_FORM_ID,
  ADVANCED_SEARCH_RESULTS_ID,
  DEFAULT_FILTERS,
  activeCount,
  type AdvancedFilters,
} from "~/features/advanced-search/filters";
import { readAdvancedSearch } from "~/features/advanced-search/search-query.server";
import { useSavedSearches } from "~/features/advanced-search/saved-searches";
import { SavedSearchesPanel } from "~/features/advanced-search/saved-searches-panel";
import { preloadResultList, SearchResults } from "~/features/advanced-search/search-results";
import { useAdvancedSearch, type SearchState } from "~/features/advanced-search/use-advanced-search";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, useI18n } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { paths } from "../../../shared/paths";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translateEntities, translateLookups } from "~/lib/content-translation.server";
import { usePagePath } from "~/lib/page-path";

export const headers = sharedPageHeaders(300);

/**
 * The form and, when the address asks for a search (the form sent without JavaScript, a results
 * page's link), its first answer: the same search the API runs, so the page shows the results
 * as it arrives.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const asked = readAdvancedSearch(new URL(request.url).searchParams);
  const [categories, cuisines, data] = await Promise.all([
    services.recipes.categories(),
    services.recipes.cuisines(),
    asked ? services.recipes.advancedSearch(asked.query) : null,
    // The result cards render with the page, not behind skeletons a script would replace.
    asked ? preloadResultList() : null,
  ]);
  const pick = ({ name, displayName }: { name: string; displayName: string }) => ({ name, displayName });
  const translator = getPageTranslator(context);
  const [categoryOptions, cuisineOptions, recipes] = await Promise.all([
    translateLookups(translator, categories.map(pick), "category"),
    translateLookups(translator, cuisines.map(pick), "cuisine"),
    data ? translateEntities(translator, data.recipes, ["title", "description"], { name: "recipe" }) : null,
  ]);
  const answered = asked && data && recipes ? { filters: asked.filters, page: asked.page, data: { ...data, recipes } } : null;
  return { categories: categoryOptions, cuisines: cuisineOptions, answered };
}

/** What the results show for the page's own answer: a linked search, whose pages are addresses too. */
const answeredState = (answered: ReturnType<typeof useLoaderData<typeof loader>>["answered"]): SearchState =>
  answered ? { status: "success", filters: answered.filters, page: answered.page, data: answered.data, linked: true } : { status: "idle" };

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "advancedSearch.metaTitle"),
    description: translate(locale, "advancedSearch.metaDescription"),
    path: paths.advancedSearch,
    siteUrl,
    locale,
  });
};

export default function AdvancedSearchRoute() {
  const pagePath = usePagePath();
  const { categories, cuisines, answered } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const [filters, setFilters] = useState<AdvancedFilters>(answered?.filters ?? DEFAULT_FILTERS);
  const [tab, setTab] = useState<FilterTab>("basic");
  const { state, run, show } = useAdvancedSearch(answeredState(answered));
  // A new address (a results page's link, Back) brings its own answer and the filters it asked for.
  const [shownAnswer, setShownAnswer] = useState(answered);
  if (shownAnswer !== answered) {
    setShownAnswer(answered);
    setFilters(answered?.filters ?? DEFAULT_FILTERS);
    show(answeredState(answered));
  }
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const cuisineNames = Object.fromEntries(cuisines.map((c) => [c.name, c.displayName]));
  const active = activeCount(filters);

  // Bring the results into view when a search starts, unless they already are (wide screens).
  const searchCount = useRef(0);
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    if (scrollRequest === 0) return;
    const heading = resultsHeading.current;
    if (!heading) return;
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) heading.scrollIntoView({ block: "start" });
  }, [scrollRequest]);

  useEffect(() => {
    if (state.status === "error")
      toast({ title: t("advancedSearch.toast.failed"), description: t("advancedSearch.results.errorHint"), variant: "destructive" });
  }, [state, toast, t]);

  const search = (next: AdvancedFilters, page = 1) => {
    // The result cards' code loads alongside the first search's answer.
    void preloadResultList();
    void run(next, page);
    setScrollRequest(++searchCount.current);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    toast({ title: t("advancedSearch.toast.searching"), durationMs: 2000 });
    search(filters);
  };

  // `?saved=<id>` (the account page's "Open"): that saved search is loaded and run once it is
  // known; a signed-in visitor's list may still be arriving from the account.
  const [searchParams] = useSearchParams();
  const savedId = searchParams.get("saved");
  const savedSearches = useSavedSearches();
  const openedSaved = useRef<string | null>(null);
  useEffect(() => {
    const wanted = savedSearches?.find((s) => s.id === savedId);
    if (!wanted || openedSaved.current === wanted.id) return;
    openedSaved.current = wanted.id;
    setFilters(wanted.filters);
    toast({ title: t("advancedSearch.toast.loaded"), description: t("advancedSearch.toast.loadedBody", { name: wanted.name }) });
    search(wanted.filters);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the wanted search appears, not on every render's new `search`
  }, [savedSearches, savedId]);

  const last = state.status === "idle" ? null : state.filters;

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-herb-light via-cream to-saffron-light" aria-labelledby="advanced-search-title">
        <div className="container-page py-10 sm:py-14">
          <Link to={paths.recipes} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-herb hover:text-herb-dark">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t("nav.recipes")}
          </Link>
          <p className="mt-2 text-sm font-semibold uppercase tracking-wider text-saffron-dark">{t("advancedSearch.eyebrow")}</p>
          <h1 id="advanced-search-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("advancedSearch.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("advancedSearch.intro")}</p>
        </div>
      </section>

      <div className="container-page mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Without JavaScript the form is a GET to this page, which answers the search it reads from the address. */}
        <form
          id={ADVANCED_SEARCH_FORM_ID}
          method="get"
          action={pagePath(`${paths.advancedSearch}#${ADVANCED_SEARCH_RESULTS_ID}`)}
          role="search"
          aria-label={t("advancedSearch.filters")}
          onSubmit={onSubmit}
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-lift"
        >
          <div className="p-5 sm:p-8">
            <FilterPanel
              filters={filters}
              onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
              tab={tab}
              onTabChange={setTab}
              categories={categories}
              cuisines={cuisines}
            />
          </div>
          <div className="sticky bottom-0 z-20 flex gap-3 rounded-b-[var(--radius-card)] border-t border-line/70 bg-paper/95 p-4 backdrop-blur sm:justify-end sm:px-8">
            {hydrated ? (
              <Button
                variant="ghost"
                onClick={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })}
                disabled={active === 0}
                className="shrink-0"
              >
                <RotateCcw aria-hidden />
                {t("advancedSearch.reset")}
              </Button>
            ) : (
              // Before the script runs, Reset is the page without filters.
              <ButtonLink variant="ghost" to={paths.advancedSearch} className="shrink-0">
                <RotateCcw aria-hidden />
                {t("advancedSearch.reset")}
              </ButtonLink>
            )}
            <Button type="submit" size="lg" className="flex-1 sm:flex-none sm:px-12" disabled={state.status === "loading"}>
              <Search aria-hidden />
              {t("advancedSearch.search")}
            </Button>
          </div>
        </form>

        <SavedSearchesPanel
          className="lg:sticky lg:top-24"
          filters={filters}
          onLoad={(saved) => {
            setFilters(saved.filters);
            toast({ title: t("advancedSearch.toast.loaded"), description: t("advancedSearch.toast.loadedBody", { name: saved.name }) });
          }}
        />
      </div>

      <div className="container-page mt-14">
        <SearchResults
          state={state}
          cuisineNames={cuisineNames}
          sort={filters.sort}
          onSort={(sort) => {
            setFilters((current) => ({ ...current, sort }));
            // A new order re-runs the search already shown; before any search it only sets the order.
            if (last) search({ ...last, sort });
          }}
          onPage={(page) => last && search(last, page)}
          onRetry={() => state.status === "error" && search(state.filters, state.page)}
          headingRef={resultsHeading}
        />
      </div>
    </div>
  );
}
