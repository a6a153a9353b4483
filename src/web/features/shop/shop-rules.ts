/**
 * The shop's numbers as the browser needs them, kept free of the contract library: the page
 * shows prices and stock with these, and must not ship zod to do it. A unit test holds each one
 * to the shared contract's (src/shared/schemas/shop.ts), which the server prices with.
 */

/** The longest search text, as the contracts and the search reader allow (shared/rules/search.ts). */
export const SHOP_SEARCH_MAX_LENGTH = 200;
/** Products per page of the grid. */
export const SHOP_PAGE_SIZE = 12;
/** Wholesale: 80 % of retail for a wholesale product bought 10 or more at a time. */
export const WHOLESALE_MIN_UNITS = 10;
export const WHOLESALE_PERCENT = 80;
/** `category=wholesale` lists the products sold at wholesale (a quick category of the shop). */
export const WHOLESALE_CATEGORY = "wholesale";

/** The shop's category types; the first four have highlight tiles on /shop. */
export const SHOP_TYPES = ["tools", "equipment", "ingredients", "books", "others"] as const;
export type ShopType = (typeof SHOP_TYPES)[number];
export const HIGHLIGHT_TYPES = ["tools", "equipment", "ingredients", "books"] as const satisfies readonly ShopType[];

export const isShopType = (value: string): value is ShopType => (SHOP_TYPES as readonly string[]).includes(value);

/** A price in dollars as whole cents; money is added up in cents, never in floats. */
const toCents = (dollars: number) => Math.round(dollars * 100);

/** The wholesale unit price of a retail price, rounded to the cent as the server rounds it. */
export function wholesalePrice(retail: number): number {
  return Math.round((toCents(retail) * WHOLESALE_PERCENT) / 100) / 100;
}

/** What one unit costs in a line of `quantity`: wholesale only for a wholesale product from 10 units. */
export function unitPriceFor(product: { price: number; wholesale: boolean }, quantity: number): number {
  return product.wholesale && quantity >= WHOLESALE_MIN_UNITS ? wholesalePrice(product.price) : product.price;
}

/** Units still available to add when the cart already holds `inCart` of a product with `stock`. */
export function unitsLeftToAdd(stock: number, inCart: number): number {
  return Math.max(0, Math.floor(stock) - Math.max(0, Math.floor(inCart)));
}

/** Keeps a chosen quantity between 1 and what may still be added (and at least 1 to show). */
export function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, Math.floor(max)));
}
