import { Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { formatMinutes } from "../../../shared/rules/format";
import { SmartImage } from "~/components/ui/smart-image";
import { contentRegion } from "~/lib/content-region";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { CommunityCard } from "./load-community-list";

/**
 * A community recipe in the list: photo (or its drawn artwork), cuisine, title (the link to its
 * page), the cook's shown name, prep and cook times, servings and meal types.
 */
export function CommunityRecipeCard({ recipe }: { recipe: CommunityCard }) {
  const { t } = useI18n();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card transition hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative">
        <SmartImage src={recipe.picture} alt="" width={800} height={600} loading="lazy" wrapperClassName="aspect-[4/3]" />
        <span
          className="absolute start-3 top-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold text-herb-dark shadow-sm"
          {...contentRegion}
        >
          {recipe.cuisineType}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl leading-snug font-semibold">
          <Link
            to={paths.communityRecipe(recipe.id)}
            className="rounded after:absolute after:inset-0 after:content-[''] hover:text-herb focus-visible:outline-none"
            {...contentRegion}
          >
            {recipe.title}
          </Link>
        </h3>
        <p className="mt-1.5 text-sm text-ink-soft">{t("community.byAuthor", { name: recipe.authorName })}</p>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("communityList.mealType")}>
          {recipe.mealTypes.map((meal) => (
            <li key={meal} className="rounded-full bg-herb-light/70 px-2.5 py-0.5 text-xs font-semibold text-herb-dark">
              {t(`community.meal.${meal}` as MessageKey)}
            </li>
          ))}
        </ul>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-line/60 pt-4 text-sm text-ink-soft [&:not(:first-child)]:mt-4">
          {/* A dl's groups hold only dt and dd, so each icon sits inside its term. */}
          <div className="inline-flex items-center gap-1.5">
            <dt className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-saffron-dark" aria-hidden />
              {t("community.prep")}
            </dt>
            <dd className="font-semibold text-ink">{formatMinutes(recipe.prepTime)}</dd>
          </div>
          <div className="inline-flex items-center gap-1.5">
            <dt>{t("community.cook")}</dt>
            <dd className="font-semibold text-ink">{formatMinutes(recipe.cookTime)}</dd>
          </div>
          <div className="inline-flex items-center gap-1.5">
            <dt className="inline-flex items-center">
              <Users className="size-4 text-saffron-dark" aria-hidden />
              <span className="sr-only">{t("community.servings")}</span>
            </dt>
            <dd className="font-semibold text-ink">{recipe.servingSize}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
