import { redirect } from "react-router";
import type { IndustrialMenuListQuery, IndustrialMenuListResponse, IndustrialMenuSummary } from "../../../shared/schemas/catering";
import { INDUSTRIAL_MENUS_PER_PAGE } from "./catering-options";
import { industrialListHref, readIndustrialListParams, type IndustrialListState } from "./industrial-list-query";

export type IndustrialListSource = { listIndustrialMenus: (query: IndustrialMenuListQuery) => Promise<IndustrialMenuListResponse> };

export type IndustrialListData = { query: IndustrialListState; menus: IndustrialMenuSummary[]; total: number; totalPages: number };

/**
 * The data of /industrial-catering for a request URL: one page of 12 menus matching the URL's
 * filters, asked of the service as GET /api/industrial-catering would be. A page past the last
 * one is sent to the last page that exists.
 */
export async function loadIndustrialList(source: IndustrialListSource, url: URL): Promise<IndustrialListData> {
  const query = readIndustrialListParams(url.searchParams);
  const result = await source.listIndustrialMenus({
    search: query.search,
    country: query.country,
    cuisine: query.cuisine,
    mealType: query.mealType,
    industryType: query.industry,
    featured: query.featured,
    page: query.page,
    limit: INDUSTRIAL_MENUS_PER_PAGE,
  });
  const { total, totalPages } = result.pagination;
  if (totalPages > 0 && query.page > totalPages) throw redirect(industrialListHref({ ...query, page: totalPages }));
  return { query, menus: result.data, total, totalPages: Math.max(totalPages, 1) };
}
