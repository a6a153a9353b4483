import { ChefHat, ChevronDown, Globe2, Loader2, NotebookPen, Search, Users, UtensilsCrossed } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { paths } from "../../../shared/paths";
import { COMMUNITY_MEAL_TYPES } from "../../../shared/rules/community-recipes";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClassName } from "~/components/ui/form-field";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { CommunityPagination } from "./community-pagination";
import { CommunityRecipeCard } from "./community-recipe-card";
import { communityListHref, hasCommunityFilters, readCommunityListParams, type CommunityListState } from "./community-list-query";
import type { CommunityListData } from "./load-community-list";
import { usePagePath } from "~/lib/page-path";

/** The form's fields as the URL of the list they ask for (a new search or filter starts at page 1). */
function hrefOfForm(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return communityListHref({ ...readCommunityListParams(params), page: 1 });
}

/** The fields' state: the visitor's choices, and the URL's whenever that changes (Back, Clear filters). */
function useFormState(query: CommunityListState) {
  const fromUrl = communityListHref(query);
  const [seen, setSeen] = useState(fromUrl);
  const [fields, setFields] = useState({ search: query.search ?? "", cuisine: query.cuisine ?? "all", mealType: query.mealType ?? "all" });
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setFields({ search: query.search ?? "", cuisine: query.cuisine ?? "all", mealType: query.mealType ?? "all" });
  }
  return [fields, setFields] as const;
}

export function CommunityListView({ query, recipes, stats, cuisines, cuisineNames, total, totalPages }: CommunityListData) {
  const pagePath = usePagePath();
  const { t, locale } = useI18n();
  const id = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === paths.communityRecipes;
  const filtered = hasCommunityFilters(query);
  const [fields, setFields] = useFormState(query);
  const searchInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchInput, fields.search, (search) => setFields((current) => ({ ...current, search })));

  // Without JavaScript the form is a plain GET to this page; with it the clean URL is followed, keeping the place on the page.
  const apply = (form: HTMLFormElement | null) => {
    if (form) void navigate(hrefOfForm(form), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const choose = (name: "cuisine" | "mealType") => (event: { currentTarget: HTMLSelectElement }) => {
    const { value, form } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
    apply(form);
  };

  const number = (n: number) => n.toLocaleString(locale);
  const countText =
    total === 0
      ? t("communityList.countNone")
      : total === 1
        ? t("communityList.countOne")
        : t("communityList.count", { count: number(total) });
  const figures = [
    { key: "recipes", value: stats.recipes, label: t("communityList.statRecipes"), Icon: NotebookPen },
    { key: "cuisines", value: stats.cuisines, label: t("communityList.statCuisines"), Icon: Globe2 },
    { key: "cooks", value: stats.cooks, label: t("communityList.statCooks"), Icon: Users },
  ];
  const selectClass = cn(inputClassName(false), "h-12 appearance-none ps-3 pe-9 sm:ps-4 sm:pe-10");

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="community-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("communityList.eyebrow")}</p>
              <h1 id="community-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
                {t("communityList.title")}
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("communityList.intro")}</p>
            </div>
            <ButtonLink to={paths.shareRecipe} size="lg" className="self-start lg:self-auto">
              <ChefHat aria-hidden />
              {t("community.shareCta")}
            </ButtonLink>
          </div>

          <dl aria-label={t("communityList.stats")} className="mt-8 grid grid-cols-3 gap-3 sm:max-w-xl sm:gap-4">
            {figures.map(({ key, value, label, Icon }) => (
              <div key={key} className="rounded-2xl border border-line/70 bg-paper/90 px-3 py-3 shadow-sm sm:px-5 sm:py-4">
                <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-ink-soft">
                  <Icon className="hidden size-4 text-saffron-dark sm:block" aria-hidden />
                  {label}
                </dt>
                <dd className="mt-1 font-display text-2xl font-semibold sm:text-3xl">{number(value)}</dd>
              </div>
            ))}
          </dl>

          <form
            role="search"
            aria-label={t("communityList.filters")}
            action={pagePath(paths.communityRecipes)}
            method="get"
            onSubmit={onSubmit}
            className="mt-8 rounded-[var(--radius-card)] border border-line/70 bg-paper/95 p-4 shadow-card sm:p-6"
          >
            <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-semibold text-ink">
              {t("communityList.search")}
            </label>
            <div className="flex gap-2">
              <div className="relative min-w-0 flex-1">
                <Search className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
                <input
                  ref={searchInput}
                  id={`${id}-search`}
                  type="search"
                  name="search"
                  value={fields.search}
                  onChange={(event) => setFields((current) => ({ ...current, search: event.target.value }))}
                  maxLength={200}
                  placeholder={t("communityList.searchPlaceholder")}
                  className={cn(inputClassName(false), "h-12 ps-11")}
                />
              </div>
              <Button type="submit" size="lg" className="shrink-0 px-5 sm:px-7">
                <Search aria-hidden className="sm:hidden" />
                <span className="sr-only sm:not-sr-only">{t("communityList.searchButton")}</span>
              </Button>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-xl">
              <div className="min-w-0">
                <label htmlFor={`${id}-cuisine`} className="mb-1.5 block text-sm font-semibold text-ink">
                  {t("communityList.cuisine")}
                </label>
                <div className="relative">
                  <select id={`${id}-cuisine`} name="cuisine" value={fields.cuisine} onChange={choose("cuisine")} className={selectClass}>
                    <option value="all">{t("communityList.allCuisines")}</option>
                    {cuisines.map((cuisine) => (
                      <option key={cuisine} value={cuisine} {...contentRegion}>
                        {cuisineNames[cuisine] ?? cuisine}
                      </option>
                    ))}
                    {query.cuisine && !cuisines.includes(query.cuisine) ? <option value={query.cuisine}>{query.cuisine}</option> : null}
                  </select>
                  <ChevronDown
                    className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft sm:end-3"
                    aria-hidden
                  />
                </div>
              </div>
              <div className="min-w-0">
                <label htmlFor={`${id}-mealType`} className="mb-1.5 block text-sm font-semibold text-ink">
                  {t("communityList.mealType")}
                </label>
                <div className="relative">
                  <select
                    id={`${id}-mealType`}
                    name="mealType"
                    value={fields.mealType}
                    onChange={choose("mealType")}
                    className={selectClass}
                  >
                    <option value="all">{t("communityList.allMealTypes")}</option>
                    {COMMUNITY_MEAL_TYPES.map((meal) => (
                      <option key={meal} value={meal}>
                        {t(`community.meal.${meal}` as MessageKey)}
                      </option>
                    ))}
                  </select>
                  <ChevronDown
                    className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft sm:end-3"
                    aria-hidden
                  />
                </div>
              </div>
            </div>
          </form>
        </div>
      </section>

      <section className="container-page mt-10" aria-labelledby="community-summary" aria-busy={loading}>
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <div role="status" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {loading ? (
              <p className="inline-flex items-center gap-2 font-semibold text-ink">
                <Loader2 className="size-4 animate-spin text-herb motion-reduce:animate-none" aria-hidden />
                {t("communityList.loading")}
              </p>
            ) : null}
            <h2 id="community-summary" className={cn("font-sans text-base font-semibold text-ink", loading && "sr-only")}>
              {countText}
              {filtered && total > 0 ? <span className="font-normal text-ink-soft"> {t("communityList.filtered")}</span> : null}
            </h2>
            {filtered ? (
              <Link
                to={paths.communityRecipes}
                preventScrollReset
                className="text-sm font-semibold text-herb underline-offset-4 hover:underline"
              >
                {t("communityList.clear")}
              </Link>
            ) : null}
          </div>
          {total > 0 && totalPages > 1 ? (
            <p className="text-sm text-ink-soft">{t("communityList.pageOf", { page: query.page, total: totalPages })}</p>
          ) : null}
        </div>

        {recipes.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<Search className="size-8" aria-hidden />}
              title={t("communityList.emptyTitle")}
              body={t("communityList.emptyBody")}
            >
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <ButtonLink to={paths.communityRecipes}>{t("communityList.showAll")}</ButtonLink>
                <ButtonLink to={paths.shareRecipe} variant="outline">
                  {t("community.shareCta")}
                </ButtonLink>
              </div>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<UtensilsCrossed className="size-8" aria-hidden />}
              title={t("communityList.noneTitle")}
              body={t("communityList.noneBody")}
            >
              <div className="mt-6">
                <ButtonLink to={paths.shareRecipe}>{t("community.shareCta")}</ButtonLink>
              </div>
            </EmptyState>
          )
        ) : (
          <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", loading && "pointer-events-none opacity-50")}>
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <CommunityRecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
        )}

        <CommunityPagination page={query.page} totalPages={totalPages} href={(page) => communityListHref({ ...query, page })} />
      </section>

      <section className="container-page mt-16" aria-labelledby="community-share">
        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-herb-light/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-paper text-herb shadow-card">
              <ChefHat className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="community-share" className="text-2xl font-semibold">
                {t("communityList.ctaTitle")}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{t("communityList.ctaBody")}</p>
              <Link to={paths.earnShare} className="mt-2 inline-block text-sm font-semibold text-herb underline-offset-4 hover:underline">
                {t("communityList.ctaEarn")}
              </Link>
            </div>
          </div>
          <ButtonLink to={paths.shareRecipe} className="shrink-0">
            {t("community.shareCta")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
