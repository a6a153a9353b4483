import { paths } from "../../../shared/paths";
import { isShopType, SHOP_SEARCH_MAX_LENGTH, WHOLESALE_CATEGORY, type ShopType } from "./shop-rules";

/**
 * What /shop shows, as its URL holds it: `?category=knives&search=steel&page=2`.
 * - `category` is a category slug, or `wholesale` (the Wholesale tab);
 * - `type` is a category type (the highlight tiles: tools, equipment, ingredients, books);
 * - `featured` is the New Arrivals tile's view;
 * - `page` counts from 1.
 */
export type ShopListState = { search?: string; category?: string; type?: ShopType; featured?: true; page: number };

/** The id of the bulk order enquiry section: Inquiry buttons and links lead there. */
export const BULK_FORM_ID = "bulk-order";

/** A category slug as the catalogue writes them (`small-appliances`); anything else is ignored. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** Search text as the box sends it: spaces folded and trimmed, cut to the longest search allowed. */
export function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, SHOP_SEARCH_MAX_LENGTH).trim();
}

/**
 * Reads the list's state from the URL. Values that cannot be right (an odd slug, a page of
 * "two") are ignored rather than refused, so an old or mistyped link still opens the shop; the
 * loader then drops a slug the catalogue does not know. `all` is what the dropdown sends for
 * every category.
 */
export function readShopListParams(params: URLSearchParams): ShopListState {
  const search = normaliseSearch(params.get("search") ?? "");
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  const type = params.get("type")?.trim().toLowerCase() ?? "";
  const pageText = params.get("page")?.trim() ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    ...(search ? { search } : {}),
    ...(category !== "all" && SLUG.test(category) ? { category } : {}),
    ...(isShopType(type) ? { type } : {}),
    ...(params.get("featured")?.trim() === "true" ? { featured: true as const } : {}),
    page,
  };
}

/** The URL of a list state; empty values and page 1 are left out, so each list has one URL. */
export function shopListHref({ search, category, type, featured, page }: ShopListState): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (type) params.set("type", type);
  if (search) params.set("search", search);
  if (featured) params.set("featured", "true");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${paths.shop}?${query}` : paths.shop;
}

/** The state a filter change leads to: the change applied, and back to page 1. */
export function withFilter(state: ShopListState, change: Partial<Omit<ShopListState, "page">>): ShopListState {
  const next: ShopListState = { ...state, ...change, page: 1 };
  for (const key of ["search", "category", "type", "featured"] as const) if (next[key] === undefined) delete next[key];
  return next;
}

export const hasShopFilters = (state: ShopListState) => Boolean(state.search || state.category || state.type || state.featured);

/** The Wholesale tab is the `wholesale` category: the products sold at wholesale prices. */
export const isWholesaleView = (state: Pick<ShopListState, "category">) => state.category === WHOLESALE_CATEGORY;

/** The Retail and Wholesale tabs' links: the same search and type, the tab's products, page 1. */
export function priceViewHref(state: ShopListState, view: "retail" | "wholesale"): string {
  if (view === "wholesale") return shopListHref(withFilter(state, { category: WHOLESALE_CATEGORY }));
  return shopListHref(withFilter(state, { category: isWholesaleView(state) ? undefined : state.category }));
}

/** The bulk enquiry form on /shop, opened for one product (the product page's links). */
export function bulkInquiryHref(productId: number): string {
  return `${paths.shop}?inquire=${productId}#${BULK_FORM_ID}`;
}

/** The product a link asked the bulk form to be filled in for, when the id is well formed. */
export function readInquireParam(params: URLSearchParams): number | undefined {
  const text = params.get("inquire")?.trim() ?? "";
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}
