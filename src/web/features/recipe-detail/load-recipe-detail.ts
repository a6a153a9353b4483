import { data } from "react-router";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { Lookup, Recipe } from "../../../shared/schemas/recipe";
import type { RecipeDetailData } from "./recipe-detail-view";
import { RECIPE_ERROR_STATUS, type RecipeErrorReason } from "./recipe-error-status";

export type RecipeSource = {
  getById: (id: number) => Promise<Recipe | null>;
  cuisines: () => Promise<Lookup[]>;
  categories: () => Promise<Lookup[]>;
};

const fail = (reason: RecipeErrorReason) => data({ reason }, { status: RECIPE_ERROR_STATUS[reason] });

/**
 * The recipe page's data: an id that is not a positive integer is 400 (Invalid Recipe), an
 * unknown one 404, a failing database 503 (Error Loading Recipe); all thrown as responses.
 */
export async function loadRecipeDetail(source: RecipeSource, idParam: string | undefined): Promise<RecipeDetailData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  if (!id.success) throw fail("invalid");
  let found: [Recipe | null, Lookup[], Lookup[]];
  try {
    found = await Promise.all([source.getById(id.data), source.cuisines(), source.categories()]);
  } catch (error) {
    console.error(`Loading recipe ${id.data} failed`, error);
    throw fail("load");
  }
  const [recipe, cuisines, categories] = found;
  if (!recipe) throw fail("not-found");
  const cuisine = cuisines.find((c) => c.name === recipe.cuisine);
  const category = categories.find((c) => c.name === recipe.category);
  return {
    recipe,
    cuisine: cuisine
      ? { name: cuisine.displayName, flag: cuisine.flag ?? null }
      : recipe.cuisine
        ? { name: recipe.cuisine, flag: null }
        : null,
    categoryName: category?.displayName ?? (recipe.category || null),
  };
}
