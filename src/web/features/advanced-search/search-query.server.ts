import { advancedSearchQuerySchema, type AdvancedSearchQuery } from "../../../shared/schemas/recipe";
import { filtersFromParams, toSearchParams, type AdvancedFilters } from "./filters";

/** The parameters that may repeat (?ingredients=rice&ingredients=dal): read as lists. */
const LIST_KEYS = new Set(["ingredients", "excludeIngredients", "cookingMethods", "nutritionFocus", "healthBenefits"]);
/** Every parameter the search reads; an address with none of them asks for the empty form. */
const SEARCH_KEYS = Object.keys(advancedSearchQuerySchema.shape);

function rawParams(params: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of SEARCH_KEYS) {
    const all = params.getAll(key);
    if (all.length === 0) continue;
    raw[key] = LIST_KEYS.has(key) ? all : all[0];
  }
  return raw;
}

/**
 * The search a page address asks for, read with the API's own contract on the server (the form
 * sent without JavaScript, a results page's link), or null for the empty form. A value the
 * contract refuses is dropped on its own, so the rest of the search still runs; the filters are
 * then those the form can show, and the query sent to the search is the one the form's script
 * would send for them, so both ways find the same recipes.
 */
export function readAdvancedSearch(params: URLSearchParams): { filters: AdvancedFilters; page: number; query: AdvancedSearchQuery } | null {
  const raw = rawParams(params);
  if (Object.keys(raw).length === 0) return null;
  let parsed = advancedSearchQuerySchema.safeParse(raw);
  for (let tries = 0; !parsed.success && tries < SEARCH_KEYS.length; tries++) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = advancedSearchQuerySchema.safeParse(raw);
  }
  const read = parsed.success ? parsed.data : advancedSearchQuerySchema.parse({});
  const filters = filtersFromParams(read);
  const page = read.page;
  const query = advancedSearchQuerySchema.safeParse(rawParams(toSearchParams(filters, page)));
  // The filters passed the contract once; a query they make that it refuses is searched without filters rather than failing the page.
  return { filters, page, query: query.success ? query.data : advancedSearchQuerySchema.parse({ page }) };
}
