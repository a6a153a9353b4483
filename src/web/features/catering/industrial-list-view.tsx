import { Pager } from "~/components/ui/pager";
import { buffetPageWindow } from "../../../shared/rules/pagination";
import { Building2, Globe2, PartyPopper, UtensilsCrossed, X } from "lucide-react";
import { useId } from "react";
import { useNavigation } from "react-router";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useI18n } from "~/lib/i18n";
import { useCateringLabels } from "./catering-labels";
import {
  CATERING_COUNTRIES,
  CATERING_CUISINES,
  CATERING_INDUSTRIES,
  CATERING_MEAL_TYPES,
  CATERING_SKELETON_CARDS,
} from "./catering-options";
import { CateringListHero } from "./catering-list-hero";
import { FilterForm, FilterSearchBox, FilterSelect, useFilterChoices, useSearchText } from "./filter-form";
import { IndustrialCard, IndustrialCardSkeleton } from "./industrial-card";
import { hasIndustrialFilters, industrialListHref, readIndustrialListParams } from "./industrial-list-query";
import type { IndustrialListData } from "./load-industrial-list";
import { usePagePath } from "~/lib/page-path";

/** Any filter change starts again at page 1. */
const hrefOfFilters = (params: URLSearchParams) => industrialListHref({ ...readIndustrialListParams(params), page: 1 });

export function IndustrialListView({ query, menus, total, totalPages }: IndustrialListData) {
  const pagePath = usePagePath();
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
      <CateringListHero
        titleId="industrial-title"
        className="bg-gradient-to-br from-herb-light/80 via-cream to-saffron-light"
        eyebrow={t("industrialList.eyebrow")}
        title={t("industrialList.title")}
        intro={t("industrialList.intro")}
        promises={[
          { icon: Globe2, text: t("industrialList.statCountries") },
          { icon: Building2, text: t("industrialList.statIndustries") },
          { icon: UtensilsCrossed, text: t("industrialList.statDiets") },
        ]}
      >
        <FilterForm
          action={pagePath(paths.industrialCatering)}
          label={t("industrialList.filters")}
          apply={apply}
          className="mt-8 rounded-[var(--radius-card)] border border-line/70 bg-paper/95 p-4 shadow-card sm:p-6"
        >
          <FilterSearchBox
            id={`${id}-search`}
            label={t("industrialList.search")}
            placeholder={t("industrialList.searchPlaceholder")}
            buttonLabel={t("industrialList.searchButton")}
            value={search}
            onChange={setSearch}
          />
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
            <label
              htmlFor={`${id}-featured`}
              className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink"
            >
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
      </CateringListHero>

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
          {total > 0 && !loading ? (
            <p className="text-sm text-ink-soft">{t("catering.pageOf", { page: query.page, total: totalPages })}</p>
          ) : null}
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
          <EmptyState
            icon={<PartyPopper className="size-8" aria-hidden />}
            title={t("industrialList.empty")}
            body={t("industrialList.emptyHint")}
          >
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
          labels={{
            nav: t("industrialList.pagination"),
            previous: t("catering.previous"),
            next: t("catering.next"),
            page: (page) => t("catering.pageLink", { page }),
          }}
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
