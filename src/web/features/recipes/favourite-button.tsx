import "~/lib/i18n/areas/recipe-list/register";
import { Heart } from "lucide-react";
import type { RecipeSummary } from "../../../shared/schemas/recipe";
import { useToast } from "~/components/ui/toast";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";
import { useFavourite } from "./favourites";

/** The heart on a recipe card: saves the recipe in this browser, or removes it. */
export function FavouriteButton({ recipe, cuisineLabel, className }: { recipe: RecipeSummary; cuisineLabel?: string; className?: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const { saved, toggle } = useFavourite(recipe, cuisineLabel);
  const title = recipe.title?.trim() || t("recipe.untitled");
  const label = saved ? t("recipeList.favourite.remove") : t("recipeList.favourite.add");
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => {
        const nowSaved = toggle();
        toast(
          nowSaved
            ? { title: t("recipeList.favourite.addedTitle"), description: t("recipeList.favourite.addedBody", { title }) }
            : { title: t("recipeList.favourite.removedTitle"), description: title },
        );
      }}
      className={cn(
        "relative z-10 grid size-11 place-items-center rounded-full bg-paper/95 text-chili shadow-sm transition hover:scale-105 active:scale-95",
        className,
      )}
    >
      <Heart className={cn("size-5 transition-colors", saved && "fill-chili")} aria-hidden />
    </button>
  );
}
