import { COMMUNITY_MEAL_TYPES, type CommunityMealType } from "../../../shared/rules/community-recipes";
import { uiArtworkPath } from "../../../shared/ui-artwork";

/** The lines of an ingredients text: one item per line, bullets dropped, blank lines skipped. */
export function ingredientLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-•*–]\s+)/, "").trim())
    .filter(Boolean);
}

/** The steps of an instructions text: one per line, their own numbering ("1.", "2)", "Step 3:") dropped, since the page numbers them. */
export function instructionSteps(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-•*–]\s+)/, "")
        .replace(/^\s*(?:step\s*)?\d{1,3}\s*[.):-]\s*/i, "")
        .trim(),
    )
    .filter(Boolean);
}

const ARTWORK: Record<CommunityMealType, Parameters<typeof uiArtworkPath>[0]> = {
  breakfast: "communityBreakfast",
  lunch: "communityLunch",
  dinner: "communityDinner",
};

/** The recipe's photo, or, shared without one, the site's artwork for its first meal type. */
export function communityImage(recipe: { image: string | null; mealTypes: readonly string[] }): string {
  if (recipe.image) return recipe.image;
  const meal = COMMUNITY_MEAL_TYPES.find((type) => recipe.mealTypes.includes(type)) ?? "dinner";
  return uiArtworkPath(ARTWORK[meal]);
}
