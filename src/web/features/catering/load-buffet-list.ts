import { redirect } from "react-router";
import type { BuffetMenuListQuery, BuffetMenuListResponse, BuffetMenuSummary } from "../../../shared/schemas/catering";
import { buffetListHref, readBuffetListParams, type BuffetListState } from "./buffet-list-query";
import { BUFFET_FEATURED_MAX, BUFFET_MENUS_PER_PAGE } from "./catering-options";

export type BuffetListSource = { listBuffetMenus: (query: BuffetMenuListQuery) => Promise<BuffetMenuListResponse> };

export type BuffetListData = {
  query: BuffetListState;
  menus: BuffetMenuSummary[];
  /** Up to 3 featured menus of this page, shown above the full grid. */
  featured: BuffetMenuSummary[];
  total: number;
  totalPages: number;
};

/**
 * The data of /buffet-menus for a request URL: one page of 12 menus matching the URL's search and
 * filters, asked of the service as GET /api/buffet-menus would be. A page past the last one (an
 * old link, or a filter that left fewer pages) is sent to the last page that exists.
 */
export async function loadBuffetList(source: BuffetListSource, url: URL): Promise<BuffetListData> {
  const query = readBuffetListParams(url.searchParams);
  const result = await source.listBuffetMenus({
    occasion: query.occasion,
    mealType: query.mealType,
    country: query.country,
    guestCount: query.guestCount,
    search: query.search,
    page: query.page,
    limit: BUFFET_MENUS_PER_PAGE,
  });
  const { total, totalPages } = result.pagination;
  if (totalPages > 0 && query.page > totalPages) throw redirect(buffetListHref({ ...query, page: totalPages }));
  return {
    query,
    menus: result.data,
    featured: result.data.filter((menu) => menu.featured).slice(0, BUFFET_FEATURED_MAX),
    total,
    totalPages: Math.max(totalPages, 1),
  };
}
