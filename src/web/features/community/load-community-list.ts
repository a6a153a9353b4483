import { redirect } from "react-router";
import { COMMUNITY_RECIPES_PER_PAGE } from "../../../shared/rules/community-recipes";
import type {
  CommunityRecipeCardPage,
  CommunityRecipeListQuery,
  CommunityRecipeSummary,
  CommunityStats,
} from "../../../shared/schemas/community-recipe";
import { communityListHref, readCommunityListParams, type CommunityListState } from "./community-list-query";
import { communityImage } from "./community-text";

export type CommunityListSource = {
  /** The page's cards: the list of GET /api/user-recipes without the recipes' texts, which the page never shows. */
  listCards: (query: CommunityRecipeListQuery) => Promise<CommunityRecipeCardPage>;
  overview: () => Promise<{ stats: CommunityStats; cuisines: string[] }>;
  /** The names the page shows for the cuisines it filters by, in the page's language; as spelt without it. */
  cuisineNames?: (cuisines: string[]) => Promise<Record<string, string>>;
};

export type CommunityCard = CommunityRecipeSummary & { picture: string };

export type CommunityListData = {
  query: CommunityListState;
  recipes: CommunityCard[];
  stats: CommunityStats;
  cuisines: string[];
  /** The shown name of each cuisine of `cuisines` that has one in the page's language. */
  cuisineNames: Record<string, string>;
  total: number;
  totalPages: number;
};

/**
 * The data of /community-recipes for a request URL: the figures and cuisines of all approved
 * recipes, and one page of 12 matching the URL's search and filters, asked of the service as
 * GET /api/user-recipes would be. A page past the last one is sent to the last that exists.
 */
export async function loadCommunityList(source: CommunityListSource, url: URL): Promise<CommunityListData> {
  const query = readCommunityListParams(url.searchParams);
  const [result, overview] = await Promise.all([
    source.listCards({
      search: query.search,
      cuisine: query.cuisine,
      mealType: query.mealType,
      page: query.page,
      limit: COMMUNITY_RECIPES_PER_PAGE,
    }),
    source.overview(),
  ]);
  const { total, totalPages } = result.pagination;
  if (totalPages > 0 && query.page > totalPages) throw redirect(communityListHref({ ...query, page: totalPages }));
  // A cuisine typed into the URL in another case is shown as the list spells it.
  const cuisine = query.cuisine
    ? (overview.cuisines.find((c) => c.toLowerCase() === query.cuisine!.toLowerCase()) ?? query.cuisine)
    : undefined;
  return {
    query: { ...query, ...(cuisine ? { cuisine } : {}) },
    recipes: result.data.map((recipe) => ({ ...recipe, picture: communityImage(recipe) })),
    stats: overview.stats,
    cuisines: overview.cuisines,
    cuisineNames: source.cuisineNames ? await source.cuisineNames(overview.cuisines) : {},
    total,
    totalPages: Math.max(totalPages, 1),
  };
}
