import type { Deal } from "../../../shared/schemas/shop";
import { readDealListParams, type DealListState } from "./deal-list-query";

export type DealSource = { listDeals: (category?: string) => Promise<Deal[]> };

export type DealListData = { query: DealListState; deals: Deal[] };

/** The data of /deals for a request URL: the deals still offered, in the URL's tab. */
export async function loadDeals(source: DealSource, url: URL): Promise<DealListData> {
  const query = readDealListParams(url.searchParams);
  return { query, deals: await source.listDeals(query.category) };
}
