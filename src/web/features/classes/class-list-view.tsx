import { ChefHat, Users } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { CLASS_CATEGORIES, CLASS_DIFFICULTIES, type ClassCategory, type ClassDifficulty } from "../../../shared/rules/classes";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import { ClassCard } from "./class-card";
import { classListHref, hasClassFilters, type ClassListState } from "./class-list-query";
import type { ClassListData } from "./load-class-list";
import { zoneName } from "./session-time";

const PILL = "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors";

/** One row of filter links; each link keeps the other filter, so the two combine without a form. */
function FilterRow<T extends string>({
  label,
  allLabel,
  values,
  active,
  labelOf,
  hrefOf,
}: {
  label: string;
  allLabel: string;
  values: readonly T[];
  active: T | undefined;
  labelOf: (value: T) => string;
  hrefOf: (value: T | undefined) => string;
}) {
  const pill = (value: T | undefined, text: string) => {
    const current = active === value;
    return (
      <Link
        to={hrefOf(value)}
        preventScrollReset
        aria-current={current ? "page" : undefined}
        className={cn(PILL, current ? "border-herb bg-herb text-white" : "border-line bg-paper text-ink hover:border-herb hover:text-herb")}
      >
        {text}
      </Link>
    );
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <h2 className="w-28 shrink-0 font-sans text-sm font-semibold uppercase tracking-wider text-ink-soft">{label}</h2>
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
        <li className="shrink-0">{pill(undefined, allLabel)}</li>
        {values.map((value) => (
          <li key={value} className="shrink-0">
            {pill(value, labelOf(value))}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ClassListView({ query, classes }: ClassListData) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === paths.classes;
  const filtered = hasClassFilters(query);
  const hrefWith = (change: Partial<ClassListState>) => classListHref({ ...query, ...change });

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="classes-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("classesPage.eyebrow")}</p>
          <h1 id="classes-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("classesPage.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("classesPage.intro")}</p>
          <nav aria-label={t("classesPage.filters")} className="mt-8 space-y-4">
            <FilterRow<ClassDifficulty>
              label={t("classesPage.difficulty")}
              allLabel={t("classesPage.allLevels")}
              values={CLASS_DIFFICULTIES}
              active={query.difficulty}
              labelOf={(value) => t(`class.difficulty.${value}` as MessageKey)}
              hrefOf={(difficulty) => hrefWith({ difficulty })}
            />
            <FilterRow<ClassCategory>
              label={t("classesPage.category")}
              allLabel={t("classesPage.allCategories")}
              values={CLASS_CATEGORIES}
              active={query.category}
              labelOf={(value) => t(`class.category.${value}` as MessageKey)}
              hrefOf={(category) => hrefWith({ category })}
            />
          </nav>
        </div>
      </section>

      <section className="container-page mt-10" aria-labelledby="classes-summary" aria-busy={loading}>
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <div role="status" className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <h2 id="classes-summary" className="font-sans text-base font-semibold text-ink">
              {classes.length === 1 ? t("classesPage.countOne") : t("classesPage.count", { count: classes.length })}
            </h2>
            <p className="text-sm text-ink-soft">{t("classesPage.timesNote", { zone: zoneName(timeZone, locale) })}</p>
          </div>
          {filtered ? (
            <Link to={paths.classes} preventScrollReset className="text-sm font-semibold text-herb underline-offset-4 hover:underline">
              {t("classesPage.clearFilters")}
            </Link>
          ) : null}
        </div>

        {classes.length === 0 ? (
          <EmptyState icon={<ChefHat className="size-8" aria-hidden />} title={t("classesPage.empty")} body={t("classesPage.emptyHint")}>
            <div className="mt-6">
              <ButtonLink to={paths.classes}>{t("classesPage.showAll")}</ButtonLink>
            </div>
          </EmptyState>
        ) : (
          <ul
            className={cn(
              "grid gap-6 transition-opacity duration-200 sm:grid-cols-2 lg:grid-cols-3",
              loading && "pointer-events-none opacity-50",
            )}
          >
            {classes.map((cookingClass) => (
              <li key={cookingClass.id}>
                <ClassCard cookingClass={cookingClass} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="container-page mt-16" aria-labelledby="private-classes">
        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-herb-light/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-paper text-herb shadow-card">
              <Users className="size-6" aria-hidden />
            </span>
            <div>
              <h2 id="private-classes" className="text-2xl font-semibold">
                {t("classesPage.privateTitle")}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">{t("classesPage.privateBody")}</p>
            </div>
          </div>
          <ButtonLink to={`${paths.contact}?subject=class-booking`} variant="outline" className="shrink-0">
            {t("classesPage.privateLink")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
