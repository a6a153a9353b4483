import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { RECIPES_PER_PAGE, recipeListQuerySchema, type Lookup, type RecipeListQuery } from "../../../shared/schemas/recipe";
import { paths } from "../../../shared/paths";

/** What /recipes shows: the filters from the URL, always 12 to a page. */
export type RecipeListState = Pick<RecipeListQuery, "category" | "cuisine" | "dietType" | "search" | "featured" | "page">;

const KEYS = ["category", "cuisine", "dietType", "search", "featured", "page"] as const;

/**
 * Reads the list's filters from the URL with the shared contract. A value the contract refuses
 * (page=abc, featured=maybe) is dropped on its own, so the page still shows with the rest; an
 * over-long search is cut to its allowed length rather than ignored.
 */
export function parseRecipeListParams(params: URLSearchParams): RecipeListState {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = key === "search" ? value.trim().slice(0, SEARCH_TEXT_MAX_LENGTH) : value;
  }
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

/** Drops a category, cuisine or diet the catalogue does not know, as if it had not been chosen. */
export function keepKnownFilters(
  query: RecipeListState,
  lookups: { categories: Pick<Lookup, "name">[]; cuisines: Pick<Lookup, "name">[]; dietTypes: Pick<Lookup, "name">[] },
): RecipeListState {
  const known = (value: string | undefined, list: Pick<Lookup, "name">[]) =>
    value !== undefined && list.some((item) => item.name === value) ? value : undefined;
  return {
    ...query,
    category: known(query.category, lookups.categories),
    cuisine: known(query.cuisine, lookups.cuisines),
    dietType: known(query.dietType, lookups.dietTypes),
  };
}

/** 'N recipes found' is shown when any filter is on; 'Showing X-Y of N' otherwise. */
export function isFiltered(query: RecipeListState): boolean {
  return Boolean(query.category || query.cuisine || query.dietType || query.search || query.featured !== undefined);
}

/** The URL of the list with these filters; page 1 and empty filters are left out. */
export function recipeListHref(query: RecipeListState): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.category) params.set("category", query.category);
  if (query.cuisine) params.set("cuisine", query.cuisine);
  if (query.dietType) params.set("dietType", query.dietType);
  if (query.featured !== undefined) params.set("featured", String(query.featured));
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `${paths.recipes}?${text}` : paths.recipes;
}

/** The first and last card numbers on a page, for 'Showing X-Y of N recipes'. */
export function shownRange(page: number, total: number, perPage = RECIPES_PER_PAGE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from: Math.min(from, total), to: Math.min(page * perPage, total) };
}
