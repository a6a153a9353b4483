import { recipeListQuerySchema } from "../../../shared/schemas/recipe";
import { recipeListRawParams, type RecipeListState } from "./list-query";

/**
 * Reads the list's filters from the URL with the shared contract, on the server (the loader):
 * the contract is the validation of record. A value it refuses (page=abc, featured=maybe) is
 * dropped on its own, so the page still shows with the rest; an over-long search is cut to its
 * allowed length rather than ignored. Server-only so the contract library stays out of the
 * browser bundle.
 */
export function parseRecipeListParams(params: URLSearchParams): RecipeListState {
  const raw = recipeListRawParams(params);
  let result = recipeListQuerySchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
    result = recipeListQuerySchema.safeParse(raw);
  }
  const query = result.success ? result.data : recipeListQuerySchema.parse({});
  return {
    category: query.category,
    cuisine: query.cuisine,
    dietType: query.dietType,
    search: query.search || undefined,
    featured: query.featured,
    page: query.page,
  };
}
