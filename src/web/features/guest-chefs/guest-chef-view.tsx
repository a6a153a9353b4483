import { ArrowRight, ChefHat } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { useI18n } from "~/lib/i18n";
import { GuestChefForm, NextSteps } from "./guest-chef-form";
import type { CountryOption } from "./load-guest-chef-form";

/** /guest-chef: why and how to apply, and the application form. */
export function GuestChefView({
  locale,
  countries,
  sentReference,
}: {
  locale: string;
  countries: CountryOption[];
  sentReference: string | null;
}) {
  const { t } = useI18n();
  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="guest-chef-title">
        <div className="container-page pt-10 pb-10 sm:pt-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-herb">{t("chefForm.eyebrow")}</p>
          <h1 id="guest-chef-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("chefForm.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("chefForm.intro")}</p>
        </div>
      </section>

      <div className="container-page mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0">
          <GuestChefForm countries={countries} countriesLocale={locale} sentReference={sentReference} />
        </div>
        <aside className="rounded-[var(--radius-card)] bg-herb-dark p-6 text-white lg:sticky lg:top-24" aria-labelledby="guest-chef-steps">
          <span className="grid size-12 place-items-center rounded-full bg-white/15">
            <ChefHat className="size-6" aria-hidden />
          </span>
          <h2 id="guest-chef-steps" className="mt-4 text-2xl font-semibold text-white">
            {t("chefForm.stepsTitle")}
          </h2>
          <div className="text-white [&_li_span:last-child]:text-white/85 [&_li_span:first-child]:bg-saffron">
            <NextSteps />
          </div>
          <Link
            to={paths.featuredChefs}
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-saffron-soft underline underline-offset-4 hover:text-white"
          >
            {t("chefForm.seeChefs")}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </aside>
      </div>
    </div>
  );
}
