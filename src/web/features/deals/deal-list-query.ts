import { isDealCategory, type DealCategory } from "../../../shared/rules/deals";
import { paths } from "../../../shared/paths";

/** The tab of /deals as its URL holds it: `?category=books`; none is All Deals. */
export type DealListState = { category?: DealCategory };

/** An unknown category shows every deal, so an old or mistyped link still opens the page. */
export function readDealListParams(params: URLSearchParams): DealListState {
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  return isDealCategory(category) ? { category } : {};
}

export function dealListHref({ category }: DealListState): string {
  return category ? `${paths.deals}?category=${category}` : paths.deals;
}
