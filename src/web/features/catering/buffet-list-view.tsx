import { Pager } from "~/components/ui/pager";
import { buffetPageWindow } from "../../../shared/rules/pagination";
import { Factory, Globe2, Loader2, UtensilsCrossed, Users } from "lucide-react";
import { useId } from "react";
import { Link, useNavigation } from "react-router";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { BuffetCard } from "./buffet-card";
import { buffetListHref, hasBuffetFilters, readBuffetListParams } from "./buffet-list-query";
import { BUFFET_COUNTRIES, BUFFET_GUEST_COUNTS, BUFFET_MEAL_TYPES, BUFFET_OCCASIONS } from "./catering-options";
import { useCateringLabels } from "./catering-labels";
import { CateringListHero } from "./catering-list-hero";
import { FilterForm, FilterSearchBox, FilterSelect, useFilterChoices, useSearchText } from "./filter-form";
import type { BuffetListData } from "./load-buffet-list";
import { usePagePath } from "~/lib/page-path";

/** A new filter starts again at page 1. */
const hrefOfFilters = (params: URLSearchParams) => buffetListHref({ ...readBuffetListParams(params), page: 1 });

export function BuffetListView({ query, menus, featured, total, totalPages }: BuffetListData) {
  const pagePath = usePagePath();
  const { t, locale } = useI18n();
  const label = useCateringLabels();
  const id = useId();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === paths.buffetMenus;
  const filtered = hasBuffetFilters(query);
  const { shown, apply, applyChoice } = useFilterChoices(readBuffetListParams, query, hrefOfFilters);
  const [search, setSearch] = useSearchText(query.search);
  const countText =
    total === 0
      ? t("buffetList.countNone")
      : total === 1
        ? t("buffetList.countOne")
        : t("buffetList.count", { count: total.toLocaleString(locale) });

  return (
    <div className="pb-16">
      <CateringListHero
        titleId="buffet-title"
        className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70"
        eyebrow={t("buffetList.eyebrow")}
        title={t("buffetList.title")}
        intro={t("buffetList.intro")}
        promises={[
          { icon: Globe2, text: t("buffetList.statCountries") },
          { icon: Users, text: t("buffetList.statGroups") },
          { icon: UtensilsCrossed, text: t("buffetList.statStaff") },
        ]}
      >
        <FilterForm
          action={pagePath(paths.buffetMenus)}
          label={t("buffetList.filters")}
          apply={apply}
          className="mt-8 rounded-[var(--radius-card)] border border-line/70 bg-paper/95 p-4 shadow-card sm:p-6"
        >
          <FilterSearchBox
            id={`${id}-search`}
            label={t("buffetList.search")}
            placeholder={t("buffetList.searchPlaceholder")}
            buttonLabel={t("buffetList.searchButton")}
            value={search}
            onChange={setSearch}
          />
          <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FilterSelect
              id={`${id}-occasion`}
              name="occasion"
              label={t("buffetList.occasion")}
              allLabel={t("buffetList.allOccasions")}
              value={shown.occasion}
              onChange={applyChoice}
              options={BUFFET_OCCASIONS.map((value) => ({ value, label: label.occasion(value) }))}
            />
            <FilterSelect
              id={`${id}-mealType`}
              name="mealType"
              label={t("buffetList.mealType")}
              allLabel={t("buffetList.allMealTypes")}
              value={shown.mealType}
              onChange={applyChoice}
              options={BUFFET_MEAL_TYPES.map((value) => ({ value, label: label.mealType(value) }))}
            />
            <FilterSelect
              id={`${id}-guestCount`}
              name="guestCount"
              label={t("buffetList.guestCount")}
              allLabel={t("buffetList.anyGuests")}
              value={shown.guestCount ? String(shown.guestCount) : undefined}
              onChange={applyChoice}
              options={BUFFET_GUEST_COUNTS.map((value) => ({ value: String(value), label: t("buffetList.guestOption", { count: value }) }))}
            />
            <FilterSelect
              id={`${id}-country`}
              name="country"
              label={t("buffetList.country")}
              allLabel={t("buffetList.allCountries")}
              value={shown.country}
              onChange={applyChoice}
              options={BUFFET_COUNTRIES.map((value) => ({ value, label: label.country(value) })).sort((a, b) =>
                a.label.localeCompare(b.label, locale),
              )}
            />
          </div>
        </FilterForm>
      </CateringListHero>

      <section className="container-page mt-10" aria-labelledby="buffet-summary" aria-busy={loading}>
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <div role="status" className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {loading ? (
              <p className="inline-flex items-center gap-2 font-semibold text-ink">
                <Loader2 className="size-4 animate-spin text-herb motion-reduce:animate-none" aria-hidden />
                {t("buffetList.loading")}
              </p>
            ) : null}
            <h2 id="buffet-summary" className={cn("font-sans text-base font-semibold text-ink", loading && "sr-only")}>
              {countText}
              {filtered ? <span className="font-normal text-ink-soft"> {t("catering.filtered")}</span> : null}
            </h2>
            {filtered ? (
              <Link
                to={paths.buffetMenus}
                preventScrollReset
                className="text-sm font-semibold text-herb underline-offset-4 hover:underline"
              >
                {t("buffetList.clear")}
              </Link>
            ) : null}
          </div>
          {total > 0 ? <p className="text-sm text-ink-soft">{t("catering.pageOf", { page: query.page, total: totalPages })}</p> : null}
        </div>

        {menus.length === 0 ? (
          <EmptyState
            icon={<UtensilsCrossed className="size-8" aria-hidden />}
            title={t("buffetList.empty")}
            body={t("buffetList.emptyHint")}
          >
            <div className="mt-6">
              <ButtonLink to={paths.buffetMenus}>{t("buffetList.showAll")}</ButtonLink>
            </div>
          </EmptyState>
        ) : (
          <div className={cn("transition-opacity duration-200", loading && "pointer-events-none opacity-50")}>
            {featured.length > 0 ? (
              <section aria-labelledby="buffet-featured" className="mb-12">
                <h2 id="buffet-featured" className="text-2xl font-semibold sm:text-3xl">
                  {t("buffetList.featuredTitle")}
                </h2>
                <p className="mt-1 text-ink-soft">{t("buffetList.featuredIntro")}</p>
                {/* A row to swipe through on a phone, so the featured menus do not push the full grid a screen further down. */}
                <ul
                  className={cn(
                    "-mx-4 mt-5 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0",
                    featured.length > 1 && "sm:grid-cols-2",
                    featured.length === 3 && "lg:grid-cols-3",
                  )}
                >
                  {featured.map((menu) => (
                    <li key={menu.id} className={cn("snap-start", featured.length > 1 ? "w-[85%] shrink-0 sm:w-auto" : "w-full")}>
                      <BuffetCard menu={menu} wide={featured.length === 1} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="buffet-all">
              <h2 id="buffet-all" className={cn("text-2xl font-semibold sm:text-3xl", featured.length === 0 && "sr-only")}>
                {t("buffetList.allTitle")}
              </h2>
              <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", featured.length > 0 && "mt-5")}>
                {menus.map((menu) => (
                  <li key={menu.id}>
                    <BuffetCard menu={menu} />
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}

        <Pager
          page={query.page}
          totalPages={totalPages}
          pageWindow={buffetPageWindow}
          href={(page) => buffetListHref({ ...query, page })}
          labels={{
            nav: t("buffetList.pagination"),
            previous: t("catering.previous"),
            next: t("catering.next"),
            page: (page) => t("catering.pageLink", { page }),
          }}
          smoothScroll
          className="mt-12"
        />
      </section>

      <section className="container-page mt-16" aria-labelledby="buffet-industrial">
        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-herb-light/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-paper text-herb shadow-card">
              <Factory className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="buffet-industrial" className="text-2xl font-semibold">
                {t("buffetList.industrialTitle")}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{t("buffetList.industrialBody")}</p>
            </div>
          </div>
          <ButtonLink to={paths.industrialCatering} variant="outline" className="shrink-0">
            {t("buffetList.industrialLink")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
