/** English strings of the home page's recipe of the day; es.ts and fr.ts carry the same keys. */
export const dailyRecipeEn = {
  "dailyRecipe.eyebrow": "Recipe of the day",
  "dailyRecipe.time": "{minutes} min",
  "dailyRecipe.servings": "Serves {count}",
  "dailyRecipe.cta": "Cook it today",
} as const;
