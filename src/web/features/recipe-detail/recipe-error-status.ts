export type RecipeErrorReason = "invalid" | "not-found" | "load";

/** HTTP status of each way the recipe page can fail; the loader sets it, the error views read it. */
export const RECIPE_ERROR_STATUS: Record<RecipeErrorReason, number> = { invalid: 400, "not-found": 404, load: 503 };
