import { Pager } from "~/components/ui/pager";
import { buffetPageWindow } from "../../../shared/rules/pagination";
import { Building2, Globe2, PartyPopper, Search, UtensilsCrossed, X } from "lucide-react";
import { useId } from "react";
import { useNavigation } from "react-router";
import { paths } from "../../../shared/paths";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inputClassName } from "~/components/ui/form-field";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useCateringLabels } from "./catering-labels";
import { CATERING_COUNTRIES, CATERING_CUISINES, CATERING_INDUSTRIES, CATERING_MEAL_TYPES, CATERING_SKELETON_CARDS } from "./catering-options";
import { FilterForm, FilterSelect, useFilterChoices, useSearchText } from "./filter-form";
import { IndustrialCard, IndustrialCardSkeleton } from "./industrial-card";
import { hasIndustrialFilters, industrialListHref, readIndustrialListParams } from "./industrial-list-query";
import type { IndustrialListData } from "./load-industrial-list";

/** Any filter change starts again at page 1 (spec 2 §4). */
const hrefOfFilters = (params: URLSearchParams) => industrialListHref({ ...readIndustrialListParams(params), page: 1 });

export function IndustrialListView({ query, menus, total, totalPages }: IndustrialListData) {
  const { t, locale } = useI18n();
  const label = useCateringLabels();
  const id = useId();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === paths.industrialCatering;
  const filtered = hasIndustrialFilters(query);
  const { shown, apply, applyChoice } = useFilterChoices(readIndustrialListParams, query, hrefOfFilters);
  const [search, setSearch] = useSearchText(query.search);
  const sorted = (values: readonly string[], labelOf: (value: string) => string) =>
    values.map((value) => ({ value, label: labelOf(value) })).sort((a, b) => a.label.localeCompare(b.label, locale));

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-herb-light/80 via-cream to-saffron-light" aria-labelledby="industrial-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("industrialList.eyebrow")}</p>
          <h1 id="industrial-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("industrialList.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("industrialList.intro")}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink">
            <li className="inline-flex items-center gap-2">
              <Globe2 className="size-4 text-herb" aria-hidden />
              {t("industrialList.statCountries")}
            </li>
            <li className="inline-flex items-center gap-2">
              <Building2 className="size-4 text-herb" aria-hidden />
              {t("industrialList.statIndustries")}
            </li>
            <li className="inline-flex items-center gap-2">
              <UtensilsCrossed className="size-4 text-herb" aria-hidden />
              {t("industrialList.statDiets")}
            </li>
          </ul>

          <FilterForm
            action={paths.industrialCatering}
            label={t("industrialList.filters")}
            apply={apply}
            className="mt-8 rounded-[var(--radius-card)] border border-line/70 bg-paper/95 p-4 shadow-card sm:p-6"
          >
            <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-semibold text-ink">
              {t("industrialList.search")}
            </label>
            <div className="flex gap-2">
              <div className="relative min-w-0 flex-1">
                <Search className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
                <input
                  id={`${id}-search`}
                  type="search"
                  name="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  maxLength={200}
                  placeholder={t("industrialList.searchPlaceholder")}
                  className={cn(inputClassName(false), "h-12 ps-11")}
                />
              </div>
              <Button type="submit" size="lg" className="shrink-0 px-5 sm:px-7">
                <Search aria-hidden className="sm:hidden" />
                <span className="sr-only sm:not-sr-only">{t("industrialList.searchButton")}</span>
              </Button>
            </div>
            <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <FilterSelect
                id={`${id}-country`}
                name="country"
                label={t("industrialList.country")}
                allLabel={t("industrialList.allCountries")}
                value={shown.country}
                onChange={applyChoice}
                options={sorted(CATERING_COUNTRIES, label.country)}
              />
              <FilterSelect
                id={`${id}-cuisine`}
                name="cuisine"
                label={t("industrialList.cuisine")}
                allLabel={t("industrialList.allCuisines")}
                value={shown.cuisine}
                onChange={applyChoice}
                options={sorted(CATERING_CUISINES, label.cuisine)}
              />
              <FilterSelect
                id={`${id}-mealType`}
                name="mealType"
                label={t("industrialList.mealType")}
                allLabel={t("industrialList.allMealTypes")}
                value={shown.mealType}
                onChange={applyChoice}
                options={CATERING_MEAL_TYPES.map((value) => ({ value, label: label.mealType(value) }))}
              />
              <FilterSelect
                id={`${id}-industry`}
                name="industry"
                label={t("industrialList.industry")}
                allLabel={t("industrialList.allIndustries")}
                value={shown.industry}
                onChange={applyChoice}
                options={sorted(CATERING_INDUSTRIES, label.industry)}
              />
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <label htmlFor={`${id}-featured`} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
                <input
                  id={`${id}-featured`}
                  type="checkbox"
                  name="featured"
                  value="true"
                  checked={shown.featured === true}
                  onChange={applyChoice}
                  className="size-5 rounded border-line accent-herb"
                />
                {t("industrialList.featuredOnly")}
              </label>
              {filtered ? (
                <ButtonLink to={paths.industrialCatering} preventScrollReset variant="outline" size="sm">
                  <X aria-hidden />
                  {t("industrialList.clearAll")}
                </ButtonLink>
              ) : null}
            </div>
          </FilterForm>
        </div>
      </section>

      <section className="container-page mt-10" aria-labelledby="industrial-summary" aria-busy={loading}>
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <div role="status">
            <h2 id="industrial-summary" className="font-sans text-base font-semibold text-ink">
              {loading ? (
                t("industrialList.loading")
              ) : (
                <>
                  {total === 1 ? t("industrialList.countOne") : t("industrialList.count", { count: total.toLocaleString(locale) })}
                  {filtered ? <span className="font-normal text-ink-soft"> {t("catering.filtered")}</span> : null}
                </>
              )}
            </h2>
          </div>
          {total > 0 && !loading ? <p className="text-sm text-ink-soft">{t("catering.pageOf", { page: query.page, total: totalPages })}</p> : null}
        </div>

        {loading ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="industrial-skeletons">
            {Array.from({ length: CATERING_SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <IndustrialCardSkeleton />
              </li>
            ))}
          </ul>
        ) : menus.length === 0 ? (
          <EmptyState icon={<PartyPopper className="size-8" aria-hidden />} title={t("industrialList.empty")} body={t("industrialList.emptyHint")}>
            <div className="mt-6">
              <ButtonLink to={paths.industrialCatering}>{t("industrialList.clearAll")}</ButtonLink>
            </div>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {menus.map((menu) => (
              <li key={menu.id}>
                <IndustrialCard menu={menu} />
              </li>
            ))}
          </ul>
        )}

        <Pager
          page={query.page}
          totalPages={totalPages}
          pageWindow={buffetPageWindow}
          href={(page) => industrialListHref({ ...query, page })}
          labels={{ nav: t("industrialList.pagination"), previous: t("catering.previous"), next: t("catering.next"), page: (page) => t("catering.pageLink", { page }) }}
          smoothScroll
          className="mt-12"
        />
      </section>

      <section className="container-page mt-16" aria-labelledby="industrial-buffets">
        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-saffron-light/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-paper text-saffron-dark shadow-card">
              <PartyPopper className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="industrial-buffets" className="text-2xl font-semibold">
                {t("industrialList.buffetTitle")}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{t("industrialList.buffetBody")}</p>
            </div>
          </div>
          <ButtonLink to={paths.buffetMenus} variant="outline" className="shrink-0">
            {t("industrialList.buffetLink")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
