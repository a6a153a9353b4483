import type { dailyRecipeEn } from "./en";

/** Spanish strings of the home page's recipe of the day. */
export const dailyRecipeEs: Record<keyof typeof dailyRecipeEn, string> = {
  "dailyRecipe.eyebrow": "Receta del día",
  "dailyRecipe.time": "{minutes} min",
  "dailyRecipe.servings": "Para {count}",
  "dailyRecipe.cta": "Cocínala hoy",
};
