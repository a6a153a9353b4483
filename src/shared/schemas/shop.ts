import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/search.ts";
import { optionalFilterSchema, pageQuerySchema, queryBooleanSchema, textSchema, type Pagination } from "./common.ts";
import type { Product } from "./catalogue.ts";

/** Products per shop page (spec 2 §9), and the most one request may ask for. */
export const SHOP_PRODUCTS_PER_PAGE = 12;
export const SHOP_PRODUCTS_MAX_LIMIT = 48;
/** At or below this many units a product reads "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;
/** Wholesale price is 80 % of retail for a wholesale product bought 10 or more at a time (spec 2 §9). */
export const WHOLESALE_MIN_QUANTITY = 10;
export const WHOLESALE_PRICE_PERCENT = 80;

/** The category types of spec 2 §3; the shop's highlight tiles show the first four. */
export const SHOP_CATEGORY_TYPES = ["tools", "equipment", "ingredients", "books", "others"] as const;
export type ShopCategoryType = (typeof SHOP_CATEGORY_TYPES)[number];

/** `category=wholesale` (a quick category of spec 2 §5) lists the products sold at wholesale. */
export const WHOLESALE_CATEGORY = "wholesale";

export type StockStatus = "in_stock" | "low_stock" | "out_of_stock";

export function stockStatusOf(stock: number): StockStatus {
  if (stock <= 0) return "out_of_stock";
  return stock <= LOW_STOCK_THRESHOLD ? "low_stock" : "in_stock";
}

/** A product as the shop shows it: the catalogue's fields plus its stock (units one can buy now). */
export type ShopProduct = Product & { stock: number; stockStatus: StockStatus };

/**
 * GET /api/shop-products. Without category, type, search, page or limit the answer is the spec's
 * plain list; with any of them it is `{ data, pagination }`.
 */
export const shopProductListQuerySchema = z.object({
  /** A category slug, or `wholesale`. Unknown slugs find nothing. */
  category: optionalFilterSchema,
  type: optionalFilterSchema.pipe(z.enum(SHOP_CATEGORY_TYPES, { error: "Unknown category type" }).optional()),
  search: textSchema({ label: "Search text", max: SEARCH_TEXT_MAX_LENGTH, messages: { tooLong: "Search text is too long" } }).optional(),
  featured: queryBooleanSchema.optional(),
  ...pageQuerySchema(SHOP_PRODUCTS_PER_PAGE, SHOP_PRODUCTS_MAX_LIMIT),
});
export type ShopProductListQuery = z.infer<typeof shopProductListQuerySchema>;
/** The query keys that ask for the paged answer. */
export const SHOP_PAGED_QUERY_KEYS = ["category", "type", "search", "page", "limit"] as const;

export type ShopProductListResponse = { data: ShopProduct[]; pagination: Pagination };

/** A deal as the deals page shows it; only deals still valid are listed. */
export type Deal = {
  id: number;
  title: string;
  description: string;
  image: string;
  originalPrice: number;
  salePrice: number;
  discount: number;
  includes: string[];
  /** The last day the deal is offered (YYYY-MM-DD, in the site's time zone). */
  validUntil: string;
  badge: string;
  category: string;
  students: number | null;
  rating: number | null;
  perPerson: boolean;
  minGuests: number | null;
  amazonLink: string | null;
};
