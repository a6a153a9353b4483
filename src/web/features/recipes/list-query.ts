import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { FILTER_VALUE_MAX_LENGTH, MAX_PAGE, RECIPES_PER_PAGE } from "../../../shared/rules/recipe-filters";
import { hasForbiddenCharacters } from "../../../shared/rules/text";
import type { Lookup, RecipeListQuery } from "../../../shared/schemas/recipe";
import { paths } from "../../../shared/paths";

/** What /recipes shows: the filters from the URL, always 12 to a page. */
export type RecipeListState = Pick<RecipeListQuery, "category" | "cuisine" | "dietType" | "search" | "featured" | "page">;

/** The list's parameters, in the order the contract reads them. */
export const RECIPE_LIST_KEYS = ["category", "cuisine", "dietType", "search", "featured", "page"] as const;

/**
 * The raw values the list reads from a URL: an over-long search is cut to its allowed length
 * first, so it narrows the list rather than being ignored.
 */
export function recipeListRawParams(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of RECIPE_LIST_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = key === "search" ? value.trim().slice(0, SEARCH_TEXT_MAX_LENGTH) : value;
  }
  return raw;
}

/** A filter as the contract reads it: trimmed; blank, 'all', too long or hostile means none. */
function filterValue(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || text === "all" || text.length > FILTER_VALUE_MAX_LENGTH || hasForbiddenCharacters(text)) return undefined;
  return text;
}

/** The page number as the contract reads it (a whole number from 1 up), else page 1. */
function pageValue(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads the list's filters from a URL in the browser, without the contract library: the
 * controls show a pending navigation's filters while its list loads. It keeps the contract's
 * rules (the loader parses with the contract itself, in list-query.server.ts), and a test holds
 * the two readers to the same answers. A refused value is dropped on its own.
 */
export function readRecipeListParams(params: URLSearchParams): RecipeListState {
  const raw = recipeListRawParams(params);
  const search = raw.search !== undefined && !hasForbiddenCharacters(raw.search) ? raw.search.trim() : "";
  return {
    category: filterValue(raw.category),
    cuisine: filterValue(raw.cuisine),
    dietType: filterValue(raw.dietType),
    search: search || undefined,
    featured: raw.featured === "true" ? true : raw.featured === "false" ? false : undefined,
    page: pageValue(raw.page),
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
