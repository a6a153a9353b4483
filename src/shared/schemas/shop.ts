import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/search.ts";
import { optionalFilterSchema, pageQuerySchema, paginationSchema, queryBooleanSchema, textSchema } from "./common.ts";
import { productSchema } from "./catalogue.ts";

/** Products per shop page, and the most one request may ask for. */
export const SHOP_PRODUCTS_PER_PAGE = 12;
export const SHOP_PRODUCTS_MAX_LIMIT = 48;
/** At or below this many units a product reads "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;
/** Wholesale price is 80 % of retail for a wholesale product bought 10 or more at a time. */
export const WHOLESALE_MIN_QUANTITY = 10;
export const WHOLESALE_PRICE_PERCENT = 80;

/** The shop's category types; its highlight tiles show the first four. */
export const SHOP_CATEGORY_TYPES = ["tools", "equipment", "ingredients", "books", "others"] as const;
export type ShopCategoryType = (typeof SHOP_CATEGORY_TYPES)[number];

/** `category=wholesale` (one of the shop's quick categories) lists the products sold at wholesale. */
export const WHOLESALE_CATEGORY = "wholesale";

export const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export function stockStatusOf(stock: number): StockStatus {
  if (stock <= 0) return "out_of_stock";
  return stock <= LOW_STOCK_THRESHOLD ? "low_stock" : "in_stock";
}

/** A product as the shop shows it: the catalogue's fields plus its stock (units one can buy now). */
export const shopProductSchema = productSchema
  .extend({
    stock: z.number().int().meta({ description: "Units one can buy now (neither sold nor held by an open card checkout)" }),
    stockStatus: z.enum(STOCK_STATUSES).meta({ description: `low_stock at ${LOW_STOCK_THRESHOLD} units or fewer` }),
  })
  .meta({ id: "ShopProduct" });
export type ShopProduct = z.infer<typeof shopProductSchema>;

/**
 * GET /api/shop-products. Without category, type, search, page or limit the answer is the plain
 * list of every product; with any of them it is `{ data, pagination }`.
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

export const shopProductListResponseSchema = z
  .object({ data: z.array(shopProductSchema), pagination: paginationSchema })
  .meta({ id: "ShopProductPage" });
export type ShopProductListResponse = z.infer<typeof shopProductListResponseSchema>;

/** A deal as the deals page shows it; only deals still valid are listed. */
export const dealSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    originalPrice: z.number(),
    salePrice: z.number(),
    discount: z.number().int().meta({ description: "Percent off" }),
    includes: z.array(z.string()),
    validUntil: z.string().meta({ description: "The last day the deal is offered (YYYY-MM-DD, in the site's time zone)" }),
    badge: z.string(),
    category: z.string().meta({ description: "classes, products, buffet or books" }),
    students: z.number().int().nullable(),
    rating: z.number().nullable(),
    perPerson: z.boolean(),
    minGuests: z.number().int().nullable(),
    amazonLink: z.string().nullable(),
  })
  .meta({ id: "Deal" });
export type Deal = z.infer<typeof dealSchema>;

/** GET /api/deals: one category (the deals page's tabs) or all. */
export const DEAL_CATEGORIES = ["classes", "products", "buffet", "books"] as const;
export const dealListQuerySchema = z.object({
  category: optionalFilterSchema.pipe(z.enum(DEAL_CATEGORIES, { error: "Unknown deal category" }).optional()),
});
