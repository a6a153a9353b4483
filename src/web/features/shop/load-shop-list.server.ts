import { redirect } from "react-router";
import type { ShopCategory } from "../../../shared/schemas/catalogue";
import {
  SHOP_PRODUCTS_PER_PAGE,
  shopProductListQuerySchema,
  WHOLESALE_CATEGORY,
  type ShopProduct,
  type ShopProductListQuery,
  type ShopProductListResponse,
} from "../../../shared/schemas/shop";
import { readInquireParam, readShopListParams, shopListHref, type ShopListState } from "./shop-list-query";

export type ShopListSource = {
  searchProducts: (query: ShopProductListQuery) => Promise<ShopProductListResponse>;
  categories: () => Promise<ShopCategory[]>;
  getProduct: (id: number) => Promise<ShopProduct | null>;
};

/** A category as the page's grid, dropdown and tiles use it. */
export type ShopCategorySummary = Pick<ShopCategory, "id" | "name" | "slug" | "description" | "type" | "image">;

export type ShopListData = {
  query: ShopListState;
  products: ShopProduct[];
  total: number;
  totalPages: number;
  categories: ShopCategorySummary[];
  /** The product a link opened the bulk enquiry form for (`?inquire={id}`). */
  inquiry: { id: number; name: string } | null;
};

/**
 * Checks the URL's state with the shared contract, the validation of record: a value it refuses
 * (search text with control characters, say) is dropped on its own and the rest still applies.
 */
function checkedState(state: ShopListState): ShopListState {
  const checked: ShopListState = { ...state };
  for (const key of ["search", "category", "type"] as const) {
    if (checked[key] !== undefined && !shopProductListQuerySchema.shape[key].safeParse(checked[key]).success) delete checked[key];
  }
  return checked;
}

/**
 * The data of /shop for a request URL: the categories and one page of 12 products for the
 * search, category (or the Wholesale tab), type and New Arrivals filters. A category the
 * catalogue does not know is dropped (the shop opens unfiltered rather than empty), and a page
 * past the last one (an old link) is sent to the last page that exists.
 */
export async function loadShopList(source: ShopListSource, url: URL): Promise<ShopListData> {
  const read = checkedState(readShopListParams(url.searchParams));
  const inquireId = readInquireParam(url.searchParams);
  const [categories, inquired] = await Promise.all([source.categories(), inquireId ? source.getProduct(inquireId) : null]);
  const known = new Set(categories.map((category) => category.slug));
  const query: ShopListState = { ...read };
  if (query.category && query.category !== WHOLESALE_CATEGORY && !known.has(query.category)) delete query.category;

  const result = await source.searchProducts({
    category: query.category,
    ...(query.type ? { type: query.type } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.featured ? { featured: true } : {}),
    page: query.page,
    limit: SHOP_PRODUCTS_PER_PAGE,
  });
  const { total, totalPages } = result.pagination;
  if (totalPages > 0 && query.page > totalPages) throw redirect(shopListHref({ ...query, page: totalPages }));
  return {
    query,
    products: result.data,
    total,
    totalPages,
    categories: categories.map(({ id, name, slug, description, type, image }) => ({ id, name, slug, description, type, image })),
    inquiry: inquired ? { id: inquired.id, name: inquired.name } : null,
  };
}
