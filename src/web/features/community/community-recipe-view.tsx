import { ArrowLeft, ChefHat, ChevronRight, Clock, ExternalLink, Flame, Leaf, Timer, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { formatMinutes } from "../../../shared/rules/format";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { CommunityRecipeData } from "./load-community-recipe";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/** Text from the cook, shown as typed: React escapes it, and line breaks are kept by CSS, never as HTML. */
const KEEP_LINES = "whitespace-pre-line break-words";

export function CommunityRecipeView({ recipe, picture, ingredients, steps, jsonLd }: CommunityRecipeData) {
  const { t, locale } = useI18n();
  const sharedOn = dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(recipe.createdAt),
  );
  const facts = [
    { key: "prep", label: t("community.prep"), value: formatMinutes(recipe.prepTime), Icon: Timer },
    { key: "cook", label: t("community.cook"), value: formatMinutes(recipe.cookTime), Icon: Flame },
    { key: "total", label: t("community.total"), value: formatMinutes(recipe.prepTime + recipe.cookTime), Icon: Clock },
    { key: "servings", label: t("community.servings"), value: String(recipe.servingSize), Icon: Users },
  ];
  const nutrition = [
    {
      key: "calories",
      label: t("communityRecipe.calories"),
      value: recipe.calories,
      text: (n: number) => t("communityRecipe.kcal", { count: n }),
    },
    {
      key: "protein",
      label: t("communityRecipe.protein"),
      value: recipe.protein,
      text: (n: number) => t("communityRecipe.grams", { count: n }),
    },
    { key: "carbs", label: t("communityRecipe.carbs"), value: recipe.carbs, text: (n: number) => t("communityRecipe.grams", { count: n }) },
    { key: "fat", label: t("communityRecipe.fat"), value: recipe.fat, text: (n: number) => t("communityRecipe.grams", { count: n }) },
  ].filter((item): item is typeof item & { value: number } => item.value !== null);

  return (
    <article className="pb-16" aria-labelledby="community-recipe-title">
      <div className="bg-gradient-to-b from-saffron-light/70 to-cream">
        <div className="container-page pt-5 pb-10 sm:pt-8">
          <nav aria-label={t("communityRecipe.breadcrumb")} className="text-sm text-ink-soft">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link to={paths.home} className="rounded hover:text-herb">
                  {t("common.home")}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-3.5 rtl:rotate-180" />
              </li>
              <li>
                <Link to={paths.communityRecipes} className="rounded hover:text-herb">
                  {t("communityList.title")}
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-3.5 rtl:rotate-180" />
              </li>
              <li aria-current="page" className="max-w-[14rem] truncate text-ink sm:max-w-md" {...contentRegion}>
                {recipe.title}
              </li>
            </ol>
          </nav>

          <div className="mt-5 grid items-start gap-8 lg:grid-cols-[1.05fr_1fr] lg:gap-12">
            <div>
              <ul className="flex flex-wrap gap-2">
                <li className="rounded-full bg-paper px-3 py-1 text-sm font-semibold text-herb-dark shadow-sm" {...contentRegion}>
                  {recipe.cuisineType}
                </li>
                {recipe.mealTypes.map((meal) => (
                  <li key={meal} className="rounded-full bg-paper px-3 py-1 text-sm font-semibold text-herb-dark shadow-sm">
                    {t(`community.meal.${meal}` as MessageKey)}
                  </li>
                ))}
              </ul>
              <h1
                id="community-recipe-title"
                className="mt-4 text-4xl leading-[1.1] font-semibold break-words sm:text-5xl"
                {...contentRegion}
              >
                {recipe.title}
              </h1>
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
                <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
                  <ChefHat className="size-4 text-herb" aria-hidden />
                  {t("communityRecipe.sharedBy", { name: recipe.authorName })}
                </span>
                {recipe.socialHandle ? <span className="break-all">{recipe.socialHandle}</span> : null}
                {recipe.website ? (
                  <a
                    href={recipe.website}
                    target="_blank"
                    rel="nofollow ugc noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-herb underline-offset-4 hover:underline"
                  >
                    {t("communityRecipe.website")}
                    <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">{t("communityRecipe.newTab")}</span>
                  </a>
                ) : null}
                <span>{t("communityRecipe.sharedOn", { date: sharedOn })}</span>
              </div>

              <dl className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
                {facts.map(({ key, label, value, Icon }) => (
                  <div key={key} className="rounded-2xl border border-line/70 bg-paper/90 px-3 py-3 shadow-sm">
                    <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-ink-soft">
                      <Icon className="size-3.5 text-saffron-dark" aria-hidden />
                      {label}
                    </dt>
                    <dd className="mt-1 font-display text-lg font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <SmartImage
              src={picture}
              alt={recipe.title}
              width={800}
              height={600}
              fetchPriority="high"
              wrapperClassName="aspect-[4/3] rounded-[2rem] shadow-lift"
            />
          </div>
        </div>
      </div>

      <div className="container-page mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12">
        <section
          aria-labelledby="community-ingredients"
          className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card lg:sticky lg:top-24"
        >
          <h2 id="community-ingredients" className="text-2xl font-semibold">
            {t("communityRecipe.ingredients")}
          </h2>
          <ul className="mt-4 space-y-2.5" {...contentRegion}>
            {ingredients.map((line, index) => (
              <li key={index} className="flex gap-3 break-words">
                <span className="mt-2 size-2 shrink-0 rounded-full bg-saffron" aria-hidden />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </section>

        <div className="min-w-0 space-y-10">
          {recipe.story ? (
            <section aria-labelledby="community-story">
              <h2 id="community-story" className="text-2xl font-semibold">
                {t("communityRecipe.story")}
              </h2>
              <blockquote className="mt-4 rounded-[var(--radius-card)] border-s-4 border-saffron bg-saffron-light/40 p-5 text-lg text-ink">
                <p className={KEEP_LINES} {...contentRegion}>
                  {recipe.story}
                </p>
                <footer className="mt-3 text-sm font-semibold text-ink-soft">— {recipe.authorName}</footer>
              </blockquote>
            </section>
          ) : null}

          <section aria-labelledby="community-instructions">
            <h2 id="community-instructions" className="text-2xl font-semibold">
              {t("communityRecipe.instructions")}
            </h2>
            <ol className="mt-5 space-y-4">
              {steps.map((step, index) => (
                <li key={index} id={`step-${index + 1}`} className="flex gap-4 rounded-2xl border border-line/60 bg-paper p-4 shadow-sm">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-herb font-semibold text-white" aria-hidden>
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <p className="sr-only">{t("communityRecipe.step", { number: index + 1 })}</p>
                    <p className="break-words pt-1" {...contentRegion}>
                      {step}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          {nutrition.length > 0 ? (
            <section aria-labelledby="community-nutrition">
              <h2 id="community-nutrition" className="text-2xl font-semibold">
                {t("communityRecipe.nutrition")}
              </h2>
              <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {nutrition.map((item) => (
                  <div key={item.key} className="rounded-2xl border border-line/70 bg-paper px-4 py-3 shadow-sm">
                    <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{item.label}</dt>
                    <dd className="mt-1 font-display text-xl font-semibold">{item.text(item.value)}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-ink-soft">{t("communityRecipe.nutritionNote")}</p>
            </section>
          ) : null}

          {recipe.healthBenefits ? (
            <section aria-labelledby="community-benefits" className="rounded-[var(--radius-card)] bg-herb-light/60 p-6">
              <h2 id="community-benefits" className="flex items-center gap-2 text-2xl font-semibold">
                <Leaf className="size-5 text-herb" aria-hidden />
                {t("communityRecipe.benefits")}
              </h2>
              <p className={`mt-3 ${KEEP_LINES}`} {...contentRegion}>
                {recipe.healthBenefits}
              </p>
            </section>
          ) : null}

          <section
            aria-labelledby="community-share"
            className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line/70 bg-paper p-6 shadow-card sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="community-share" className="text-xl font-semibold">
                {t("communityRecipe.ctaTitle")}
              </h2>
              <p className="mt-1 text-ink-soft">{t("communityRecipe.ctaBody")}</p>
            </div>
            <ButtonLink to={paths.shareRecipe} className="shrink-0">
              {t("community.shareCta")}
            </ButtonLink>
          </section>

          <Link
            to={paths.communityRecipes}
            className="inline-flex items-center gap-2 font-semibold text-herb underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t("communityRecipe.backToList")}
          </Link>
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  );
}

export function CommunityRecipeNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page py-16">
      <h1 className="sr-only">{t("communityRecipe.notFoundTitle")}</h1>
      <EmptyState
        icon={<ChefHat className="size-8" aria-hidden />}
        title={t("communityRecipe.notFoundTitle")}
        body={t("communityRecipe.notFoundBody")}
      >
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.communityRecipes}>{t("communityRecipe.browse")}</ButtonLink>
          <ButtonLink to={paths.shareRecipe} variant="outline">
            {t("community.shareCta")}
          </ButtonLink>
        </div>
      </EmptyState>
    </div>
  );
}
