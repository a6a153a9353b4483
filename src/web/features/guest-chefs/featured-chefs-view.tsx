import { ChefHat, Globe2, Sparkles, Users } from "lucide-react";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useI18n } from "~/lib/i18n";
import { ChefCard } from "./chef-card";
import type { FeaturedChefsData } from "./load-featured-chefs";

/** /featured-chefs: the figures, the approved chefs' cards and the way to apply. */
export function FeaturedChefsView({ chefs, stats, locale: namesLocale }: FeaturedChefsData) {
  const { t, locale } = useI18n();
  const figures = [
    { icon: Users, value: stats.chefs, label: t("chefs.stat.chefs") },
    { icon: Globe2, value: stats.countries, label: t("chefs.stat.countries") },
    { icon: Sparkles, value: stats.specialties, label: t("chefs.stat.specialties") },
  ];
  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-herb-light/80 via-cream to-saffron-light" aria-labelledby="chefs-title">
        <div className="container-page pt-10 pb-10 sm:pt-14 sm:pb-12">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("chefs.eyebrow")}</p>
          <h1 id="chefs-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("chefs.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("chefs.intro")}</p>
          <div className="mt-6">
            <ButtonLink to={paths.guestChef} variant="accent" size="lg">
              <ChefHat aria-hidden />
              {t("chefs.applyNow")}
            </ButtonLink>
          </div>
          {chefs.length > 0 ? (
            <ul className="mt-8 grid grid-cols-3 gap-3 sm:max-w-2xl sm:gap-4" aria-label={t("chefs.statsLabel")}>
              {figures.map(({ icon: Icon, value, label }) => (
                <li
                  key={label}
                  className="flex flex-col items-start gap-1 rounded-2xl bg-paper/90 p-3 shadow-card sm:flex-row sm:items-center sm:gap-3 sm:p-4"
                >
                  <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-herb text-white sm:grid">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex flex-col">
                    <span className="font-display text-2xl font-semibold text-ink sm:text-3xl" data-testid="chef-stat">
                      {value.toLocaleString(locale)}
                    </span>
                    <span className="text-xs font-medium text-ink-soft sm:text-sm">{label}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className="container-page mt-10" aria-labelledby="chefs-list-title">
        <h2 id="chefs-list-title" className="mb-6 text-3xl font-semibold">
          {t("chefs.listTitle")}
        </h2>
        {chefs.length === 0 ? (
          <EmptyState icon={<ChefHat className="size-8" aria-hidden />} title={t("chefs.emptyTitle")} body={t("chefs.emptyBody")}>
            <div className="mt-6">
              <ButtonLink to={paths.guestChef}>{t("chefs.applyNow")}</ButtonLink>
            </div>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {chefs.map((chef, index) => (
              <li key={chef.id}>
                <ChefCard chef={chef} namesLocale={namesLocale} eager={index < 1} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {chefs.length > 0 ? (
        <section className="container-page mt-14" aria-labelledby="chefs-cta-title">
          <div className="flex flex-col items-start gap-5 rounded-[var(--radius-card)] bg-herb-dark p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div>
              <h2 id="chefs-cta-title" className="text-3xl font-semibold text-white">
                {t("chefs.ctaTitle")}
              </h2>
              <p className="mt-2 max-w-xl text-white/85">{t("chefs.ctaBody")}</p>
            </div>
            <ButtonLink to={paths.guestChef} variant="accent" size="lg" className="shrink-0">
              <ChefHat aria-hidden />
              {t("chefs.applyNow")}
            </ButtonLink>
          </div>
        </section>
      ) : null}
    </div>
  );
}
