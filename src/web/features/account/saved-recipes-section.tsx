import { Clock, Heart, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { formatMinutes } from "../../../shared/rules/format";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SmartImage } from "~/components/ui/smart-image";
import { useToast } from "~/components/ui/toast";
import { contentRegion, contentRegionIf } from "~/lib/content-region";
import { useI18n } from "~/lib/i18n";
import { AccountPanel } from "./account-parts";
import { savedListsSync } from "./saved-lists-sync";

/** The account's saved recipes as cards, each with a remove button. */
export function SavedRecipesSection({
  recipes,
  cuisineNames,
}: {
  recipes: readonly RecipeSummary[];
  cuisineNames: Record<string, string>;
}) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const shown = recipes.filter((recipe) => !removed.has(recipe.id));

  async function remove(recipe: RecipeSummary, title: string) {
    setBusy(recipe.id);
    try {
      await (await savedListsSync()).removeRecipe(recipe.id);
      // The tab's count and the rest of the page read the account again.
      void revalidator.revalidate();
      setRemoved((current) => new Set(current).add(recipe.id));
      toast({ title: t("account.recipes.removedTitle"), description: title });
    } catch {
      toast({ variant: "destructive", title: t("account.message.failedTitle"), description: t("account.message.failed") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AccountPanel title={t("account.recipes.title")} intro={t("account.recipes.intro")} icon={<Heart className="size-5" />}>
      {shown.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={<Heart className="size-8" aria-hidden />}
            title={t("account.recipes.emptyTitle")}
            body={t("account.recipes.emptyBody")}
            tone="chili"
          >
            <ButtonLink to={paths.recipes} className="mt-6">
              {t("account.recipes.browse")}
            </ButtonLink>
          </EmptyState>
        </div>
      ) : (
        <>
          <p className="mt-5 text-sm font-semibold text-ink" role="status">
            {shown.length === 1
              ? t("account.recipes.countOne")
              : t("account.recipes.count", { count: shown.length.toLocaleString(locale) })}
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((recipe) => {
              const title = recipe.title?.trim() || t("recipe.untitled");
              const total = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
              return (
                <li key={recipe.id} className="flex gap-4 rounded-2xl border border-line/70 bg-cream/60 p-3" data-testid="saved-recipe">
                  <SmartImage
                    src={recipe.image}
                    alt=""
                    width={160}
                    height={160}
                    loading="lazy"
                    wrapperClassName="size-24 shrink-0 rounded-xl sm:size-28"
                  />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <h3
                      className="line-clamp-2 font-sans text-base font-semibold leading-snug"
                      {...contentRegionIf(!!recipe.title?.trim())}
                    >
                      <Link to={paths.recipe(recipe.id)} prefetch="intent" className="hover:text-herb hover:underline">
                        {title}
                      </Link>
                    </h3>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-soft">
                      <span className="font-semibold text-herb-dark" {...contentRegion}>
                        {cuisineNames[recipe.cuisine] ?? recipe.cuisine}
                      </span>
                      {total > 0 ? (
                        <span className="inline-flex items-center gap-1">
                          <Clock className="size-3.5" aria-hidden />
                          {t("account.recipes.time", { time: formatMinutes(total) })}
                        </span>
                      ) : null}
                      <span
                        className="inline-flex items-center gap-1"
                        role="img"
                        aria-label={t("common.ratingLabel", { rating: recipe.rating.toFixed(1) })}
                      >
                        <Star className="size-3.5 fill-saffron text-saffron" aria-hidden />
                        <span aria-hidden>{recipe.rating.toFixed(1)}</span>
                      </span>
                    </p>
                    <div className="mt-auto pt-2">
                      <button
                        type="button"
                        className="-ms-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-chili transition-colors hover:bg-chili/10 disabled:opacity-50"
                        disabled={busy === recipe.id}
                        onClick={() => void remove(recipe, title)}
                        aria-label={t("account.recipes.removeLabel", { title })}
                      >
                        <Trash2 className="size-4" aria-hidden />
                        {t("account.recipes.remove")}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </AccountPanel>
  );
}
