import type { dailyRecipeEn } from "./en";

/** French strings of the home page's recipe of the day. */
export const dailyRecipeFr: Record<keyof typeof dailyRecipeEn, string> = {
  "dailyRecipe.eyebrow": "Recette du jour",
  "dailyRecipe.time": "{minutes} min",
  "dailyRecipe.servings": "Pour {count}",
  "dailyRecipe.cta": "À cuisiner aujourd’hui",
};
