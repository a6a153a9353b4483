import { Clock, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { formatMinutes } from "../../../shared/rules/format";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion, contentRegionIf } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { FavouriteButton } from "./favourite-button";

/**
 * A recipe in a grid: image, cuisine and time badges, title, description, rating, servings, and a
 * heart that saves it in this browser.
 */
export function RecipeCard({ recipe, cuisineLabel, eager = false }: { recipe: RecipeSummary; cuisineLabel?: string; eager?: boolean }) {
  const { t } = useI18n();
  const title = recipe.title?.trim() || t("recipe.untitled");
  const description = recipe.description?.trim() || t("recipe.noDescription");
  const total = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift">
      <div className="relative">
        <SmartImage
          src={recipe.image}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          wrapperClassName="aspect-[4/3]"
          className="transition duration-500 group-hover:scale-105"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <span className="rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold text-herb-dark shadow-sm" {...contentRegion}>
            {cuisineLabel ?? recipe.cuisine}
          </span>
          <FavouriteButton recipe={recipe} cuisineLabel={cuisineLabel} className="-me-1 -mt-1" />
        </div>
        {total > 0 ? (
          <span className="absolute bottom-3 start-3 inline-flex items-center gap-1 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-semibold text-white">
            <Clock className="size-3.5" aria-hidden />
            <span className="sr-only">{t("recipe.totalTime", { time: "" })}</span>
            {formatMinutes(total)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold leading-snug" {...contentRegionIf(!!recipe.title?.trim())}>
          <Link to={paths.recipe(recipe.id)} prefetch="intent" className="after:absolute after:inset-0 hover:text-herb">
            {title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-ink-soft" {...contentRegionIf(!!recipe.description?.trim())}>
          {description}
        </p>
        <div className="mt-auto flex items-center justify-between pt-4 text-sm text-ink-soft">
          <span
            className="inline-flex items-center gap-1"
            role="img"
            aria-label={`${t("common.ratingLabel", { rating: recipe.rating.toFixed(1) })} ${t("common.reviews", { count: recipe.reviewCount })}`}
          >
            <Star className="size-4 fill-saffron text-saffron" aria-hidden />
            <span className="font-semibold text-ink" aria-hidden>
              {recipe.rating.toFixed(1)}
            </span>
            <span aria-hidden>{t("common.reviews", { count: recipe.reviewCount })}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {t("common.servings", { count: recipe.servings })}
          </span>
        </div>
      </div>
    </article>
  );
}
