import "~/lib/i18n/areas/recipe-list/register";
import { Heart } from "lucide-react";
import type { MetaFunction } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useSavedRecipes } from "~/features/recipes/favourites";
import { RecipeCard } from "~/features/recipes/recipe-card";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, useI18n } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { paths } from "../../../shared/paths";
import { rootDataFromMatches } from "~/lib/root-data";

// The page is the same for everyone: the saved list itself is read from this browser's storage.
export const headers = sharedPageHeaders(300);

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "recipeList.saved.title"),
    description: translate(locale, "recipeList.saved.metaDescription"),
    path: paths.savedRecipes,
    siteUrl,
    locale,
    // A personal list has nothing for search engines.
    noIndex: true,
  });
};

export default function SavedRecipesRoute() {
  const { t, locale } = useI18n();
  const saved = useSavedRecipes();

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-saffron-light via-cream to-herb-light/70" aria-labelledby="saved-title">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-chili">
            <Heart className="size-4 fill-chili" aria-hidden />
            {t("recipeList.eyebrow")}
          </p>
          <h1 id="saved-title" className="mt-2 text-4xl font-semibold sm:text-5xl">
            {t("recipeList.saved.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("recipeList.saved.intro")}</p>
        </div>
      </section>

      <div className="container-page mt-10">
        <noscript>
          <p className="rounded-2xl border border-line bg-paper p-6 text-ink-soft">{t("recipeList.saved.noScript")}</p>
        </noscript>
        {saved === null ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-80 animate-pulse rounded-[var(--radius-card)] bg-sand/70" />
            ))}
          </ul>
        ) : saved.length === 0 ? (
          <EmptyState
            icon={<Heart className="size-8" aria-hidden />}
            title={t("recipeList.saved.empty")}
            body={t("recipeList.saved.emptyHint")}
            tone="chili"
          >
            <ButtonLink to={paths.recipes} className="mt-6">
              {t("recipeList.saved.browse")}
            </ButtonLink>
          </EmptyState>
        ) : (
          <>
            <h2 className="mb-6 font-sans text-base font-semibold text-ink" role="status">
              {saved.length === 1
                ? t("recipeList.saved.countOne")
                : t("recipeList.saved.count", { count: saved.length.toLocaleString(locale) })}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {saved.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeCard recipe={recipe} cuisineLabel={recipe.cuisineLabel} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
