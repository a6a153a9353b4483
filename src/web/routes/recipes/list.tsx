import "~/lib/i18n/areas/recipe-list/register";
import { Heart, SearchX, SlidersHorizontal, Search } from "lucide-react";
import { Fragment, useEffect, useId, useRef, type FormEvent, type RefObject } from "react";
import { redirect, useLoaderData, useNavigate, useNavigation, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { RECIPES_PER_PAGE } from "../../../shared/rules/recipe-filters";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { AdSlot } from "~/features/ads/ad-slot";
import { useSavedRecipes } from "~/features/recipes/favourites";
import {
  isFiltered,
  keepKnownFilters,
  readRecipeListParams,
  recipeListHref,
  shownRange,
  type RecipeListState,
} from "~/features/recipes/list-query";
import { parseRecipeListParams } from "~/features/recipes/list-query.server";
import { RecipeCard } from "~/features/recipes/recipe-card";
import { RecipePagination } from "~/features/recipes/recipe-pagination";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, useI18n } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { paths } from "../../../shared/paths";
import { rootDataFromMatches } from "~/lib/root-data";
import { cn } from "~/lib/cn";
import { contentRegion } from "~/lib/content-region";
import { translateEntities, translateLookups } from "~/lib/content-translation.server";
import { getPageTranslator, getServices } from "~/services.server";
import { usePagePath } from "~/lib/page-path";

export const headers = sharedPageHeaders(30);

/** An ad slot follows every 8th card. */
const AD_EVERY = 8;

type Option = { name: string; displayName: string };
const asOptions = (list: Option[]): Option[] => list.map(({ name, displayName }) => ({ name, displayName }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const parsed = parseRecipeListParams(new URL(request.url).searchParams);
  const list = (query: RecipeListState) =>
    services.recipes.list({
      ...(query.category ? { category: query.category } : {}),
      ...(query.cuisine ? { cuisine: query.cuisine } : {}),
      ...(query.dietType ? { dietType: query.dietType } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.featured !== undefined ? { featured: query.featured } : {}),
      page: query.page,
      limit: RECIPES_PER_PAGE,
    });
  const [categories, cuisines, dietTypes, first] = await Promise.all([
    services.recipes.categories(),
    services.recipes.cuisines(),
    services.recipes.dietTypes(),
    list(parsed),
  ]);
  // A category, cuisine or diet the catalogue does not know shows the list without it.
  const query = keepKnownFilters(parsed, { categories, cuisines, dietTypes });
  const changed = query.category !== parsed.category || query.cuisine !== parsed.cuisine || query.dietType !== parsed.dietType;
  const result = changed ? await list(query) : first;
  // Past the last page (an old link, a hand-edited URL): go to the last page that exists.
  if (result.totalPages > 0 && query.page > result.totalPages) throw redirect(recipeListHref({ ...query, page: result.totalPages }));
  const translator = getPageTranslator(context);
  const [recipes, categoryOptions, cuisineOptions, dietOptions] = await Promise.all([
    translateEntities(translator, result.recipes, ["title", "description"], { name: "recipe" }),
    translateLookups(translator, asOptions(categories), "category"),
    translateLookups(translator, asOptions(cuisines), "cuisine"),
    translateLookups(translator, asOptions(dietTypes), "diet"),
  ]);
  return {
    query,
    recipes,
    total: result.total,
    totalPages: result.totalPages,
    categories: categoryOptions,
    cuisines: cuisineOptions,
    dietTypes: dietOptions,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const tr = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params);
  if (!data)
    return pageMeta({
      title: tr("recipeList.metaTitle"),
      description: tr("recipeList.metaDescription"),
      path: paths.recipes,
      siteUrl,
      locale,
    });
  const { query } = data;
  const nameOf = (list: Option[], value?: string) => list.find((item) => item.name === value)?.displayName;
  const filters = [
    nameOf(data.cuisines, query.cuisine),
    nameOf(data.dietTypes, query.dietType),
    nameOf(data.categories, query.category),
    query.featured ? tr("recipeList.featured") : undefined,
  ].filter((v): v is string => Boolean(v));
  let title = tr("recipeList.metaTitle");
  let description = tr("recipeList.metaDescription");
  if (query.search) {
    title = tr("recipeList.metaTitleSearch", { search: query.search });
    description = tr("recipeList.metaDescriptionSearch", { search: query.search });
    if (filters.length) title = `${title} · ${filters.join(" · ")}`;
  } else if (filters.length) {
    title = tr("recipeList.metaTitleFiltered", { filters: filters.join(" · ") });
    description = tr("recipeList.metaDescriptionFiltered", { filters: filters.join(", ") });
  }
  if (query.page > 1) title = tr("recipeList.metaPage", { title, page: query.page });
  return pageMeta({ title, description, path: recipeListHref(query), siteUrl, locale, image: data.recipes[0]?.image });
};

const FIELD = "flex flex-col gap-1.5";
const LABEL = "text-xs font-semibold uppercase tracking-wider text-ink-soft";
const CONTROL_BOX =
  "h-12 w-full rounded-2xl border border-line bg-paper text-base text-ink outline-none transition-colors hover:border-herb/60 focus:border-herb sm:text-sm";
const CONTROL = `${CONTROL_BOX} px-4`;

export default function RecipeListRoute() {
  const pagePath = usePagePath();
  const { query, recipes, total, totalPages, categories, cuisines, dietTypes } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const saved = useSavedRecipes();
  const ids = { search: useId(), category: useId(), cuisine: useId(), dietType: useId(), summary: useId() };

  // While a new list loads, the controls already show what was asked for (read without the
  // contract library, which stays on the server).
  const pending =
    navigation.location?.pathname === paths.recipes ? readRecipeListParams(new URLSearchParams(navigation.location.search)) : null;
  const shown = pending ?? query;
  const loading = navigation.state === "loading" && pending !== null;

  // The controls are uncontrolled: a choice made before the page's script has started is kept
  // (and its replayed change event reads it), and the values follow the URL through the effects.
  const form = useRef<HTMLFormElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  useSyncedValue(searchInput, shown.search ?? "", { skipWhileFocused: true });

  /** Any filter change starts again at page 1; the filters stay where the visitor is. */
  const go = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const text = (key: string) => {
      const raw = data.get(key);
      const value = typeof raw === "string" ? raw.trim() : "";
      return value && value !== "all" ? value : undefined;
    };
    const next: RecipeListState = {
      search: text("search"),
      category: text("category"),
      cuisine: text("cuisine"),
      dietType: text("dietType"),
      featured: query.featured,
      page: 1,
    };
    navigate(recipeListHref(next), { preventScrollReset: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
  };

  const filtered = isFiltered(query);
  const { from, to } = shownRange(query.page, total);
  const count = (n: number) => n.toLocaleString(locale);
  const cuisineNames = Object.fromEntries(cuisines.map((c) => [c.name, c.displayName]));

  const select = (key: "category" | "cuisine" | "dietType", label: string, all: string, options: Option[], className?: string) => (
    <div className={cn(FIELD, "min-w-0", className)}>
      <label htmlFor={ids[key]} className={LABEL}>
        {label}
      </label>
      <FilterSelect id={ids[key]} name={key} value={shown[key] ?? "all"} onChange={go} all={all} options={options} />
    </div>
  );

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="recipes-title">
        <div className="container-page pt-10 pb-24 sm:pt-14 sm:pb-28">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("recipeList.eyebrow")}</p>
              <h1 id="recipes-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
                {t("recipeList.title")}
              </h1>
              <p className="mt-3 text-lg text-ink-soft">{t("recipeList.intro")}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.advancedSearch} variant="outline" size="sm">
                <SlidersHorizontal aria-hidden />
                {t("recipeList.advancedSearch")}
              </ButtonLink>
              <ButtonLink to={paths.savedRecipes} variant="outline" size="sm">
                <Heart aria-hidden />
                {t("recipeList.savedLink")}
                {saved && saved.length > 0 ? (
                  <span className="rounded-full bg-chili px-2 py-0.5 text-xs text-white">{saved.length}</span>
                ) : null}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <div className="container-page -mt-16">
        <form
          ref={form}
          method="get"
          action={pagePath(paths.recipes)}
          role="search"
          aria-label={t("recipeList.filters")}
          onSubmit={onSubmit}
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-lift sm:p-6"
        >
          <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr]">
            <div className={cn(FIELD, "sm:col-span-2 lg:col-span-1")}>
              <label htmlFor={ids.search} className={LABEL}>
                {t("recipeList.searchLabel")}
              </label>
              <div className="relative">
                <Search className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
                <input
                  id={ids.search}
                  type="search"
                  name="search"
                  ref={searchInput}
                  defaultValue={query.search ?? ""}
                  maxLength={SEARCH_TEXT_MAX_LENGTH}
                  placeholder={t("recipeList.searchPlaceholder")}
                  enterKeyHint="search"
                  autoComplete="off"
                  className={cn(CONTROL, "ps-11")}
                />
              </div>
            </div>
            {select("category", t("recipeList.category"), t("recipeList.allCategories"), categories)}
            {select("cuisine", t("recipeList.cuisine"), t("recipeList.allCuisines"), cuisines)}
            {select("dietType", t("recipeList.dietType"), t("recipeList.allDiets"), dietTypes, "sm:col-span-2 lg:col-span-1")}
          </div>
          {query.featured !== undefined ? <input type="hidden" name="featured" value={String(query.featured)} /> : null}
          <div className="mt-4 flex items-center justify-end gap-2 sm:gap-3">
            <ButtonLink to={paths.recipes} variant="ghost" preventScrollReset>
              {t("recipeList.clearFilters")}
            </ButtonLink>
            <Button type="submit">
              <Search aria-hidden />
              {t("recipeList.apply")}
            </Button>
          </div>
        </form>

        <section aria-labelledby={ids.summary} aria-busy={loading} className="mt-10">
          <div className="mb-6 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between" role="status">
            <h2 id={ids.summary} className="font-sans text-base font-semibold text-ink">
              {filtered
                ? total === 1
                  ? t("recipeList.foundOne")
                  : t("recipeList.found", { count: count(total) })
                : t("recipeList.showing", { from, to, total: count(total) })}
            </h2>
            {totalPages > 0 ? (
              <p className="text-sm text-ink-soft">{t("recipeList.pageOf", { page: query.page, total: totalPages })}</p>
            ) : null}
            {loading ? <span className="sr-only">{t("recipeList.loading")}</span> : null}
          </div>

          {recipes.length === 0 ? (
            <EmptyState icon={<SearchX className="size-8" aria-hidden />} title={t("recipeList.empty")} body={t("recipeList.emptyHint")}>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <ButtonLink to={paths.recipes}>{t("recipeList.clearFilters")}</ButtonLink>
                <ButtonLink to={paths.advancedSearch} variant="outline">
                  {t("recipeList.advancedSearch")}
                </ButtonLink>
              </div>
            </EmptyState>
          ) : (
            <ul
              className={cn(
                "grid gap-6 transition-opacity duration-200 sm:grid-cols-2 lg:grid-cols-4",
                loading && "pointer-events-none opacity-50",
              )}
            >
              {recipes.map((recipe, index) => (
                <Fragment key={recipe.id}>
                  <li>
                    <RecipeCard recipe={recipe} cuisineLabel={cuisineNames[recipe.cuisine]} eager={index < 4} />
                  </li>
                  {(index + 1) % AD_EVERY === 0 ? (
                    <li className="col-span-full">
                      <AdSlot slotId={`recipes-grid-${(index + 1) / AD_EVERY}`} />
                    </li>
                  ) : null}
                </Fragment>
              ))}
            </ul>
          )}

          <RecipePagination
            page={query.page}
            totalPages={totalPages}
            href={(page) => recipeListHref({ ...query, page })}
            className="mt-12"
          />
        </section>
      </div>
    </div>
  );
}

/**
 * Keeps an uncontrolled control showing `value` whenever `value` changes (a navigation). Not on
 * mount: the control already starts at `value`, unless the visitor changed it before hydration.
 */
function useSyncedValue(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  options?: { skipWhileFocused?: boolean },
) {
  const skip = options?.skipWhileFocused ?? false;
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    const element = ref.current;
    if (!element || element.value === value) return;
    if (skip && document.activeElement === element) return;
    element.value = value;
  }, [ref, value, skip]);
}

function FilterSelect({
  id,
  name,
  value,
  onChange,
  all,
  options,
}: {
  id: string;
  name: string;
  value: string;
  onChange: () => void;
  all: string;
  options: Option[];
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useSyncedValue(ref, value);
  return (
    <select
      ref={ref}
      id={id}
      name={name}
      defaultValue={value}
      onChange={onChange}
      className={cn(CONTROL_BOX, "cursor-pointer ps-3 pe-8 sm:ps-4 sm:pe-10")}
    >
      <option value="all">{all}</option>
      {options.map((option) => (
        <option key={option.name} value={option.name} {...contentRegion}>
          {option.displayName}
        </option>
      ))}
    </select>
  );
}
