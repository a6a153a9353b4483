import { paths } from "../../../shared/paths";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { hasForbiddenCharacters } from "../../../shared/rules/text";
import { COMMUNITY_MEAL_TYPES, type CommunityMealType } from "../../../shared/rules/community-recipes";

/** What /community-recipes shows, as its URL holds it: `?search=dal&cuisine=Indian&mealType=dinner&page=2`. */
export type CommunityListState = {
  search?: string;
  cuisine?: string;
  mealType?: CommunityMealType;
  page: number;
};

const CUISINE_MAX_LENGTH = 60;

/** A text parameter as the list uses it: trimmed, spaces collapsed, cut to length; refused text is none. */
function readText(value: string | null, max: number): string | undefined {
  const text = (value ?? "").trim().replace(/\s+/g, " ").slice(0, max).trim();
  return text && text.toLowerCase() !== "all" && !hasForbiddenCharacters(text) ? text : undefined;
}

/**
 * Reads the list's state from the URL. 'all', an empty value or an unknown meal type is no
 * filter, and a page that is not a positive whole number is the first: an old or hand-made link
 * still opens the list.
 */
export function readCommunityListParams(params: URLSearchParams): CommunityListState {
  const search = readText(params.get("search"), SEARCH_TEXT_MAX_LENGTH);
  const cuisine = readText(params.get("cuisine"), CUISINE_MAX_LENGTH);
  const mealText = (params.get("mealType") ?? "").trim().toLowerCase();
  const mealType = COMMUNITY_MEAL_TYPES.find((type) => type === mealText);
  const pageText = params.get("page")?.trim() ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { ...(search ? { search } : {}), ...(cuisine ? { cuisine } : {}), ...(mealType ? { mealType } : {}), page };
}

/** The URL of a list state; no filter and page 1 are left out, so each list has one URL. */
export function communityListHref({ search, cuisine, mealType, page }: CommunityListState): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (cuisine) params.set("cuisine", cuisine);
  if (mealType) params.set("mealType", mealType);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${paths.communityRecipes}?${query}` : paths.communityRecipes;
}

export const hasCommunityFilters = (state: CommunityListState) => Boolean(state.search || state.cuisine || state.mealType);
