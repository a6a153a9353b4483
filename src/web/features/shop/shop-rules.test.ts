import { describe, expect, it } from "vitest";
import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import { BULK_INQUIRY_LIMITS } from "../../../shared/schemas/bulk-inquiry";
import {
  SHOP_CATEGORY_TYPES,
  SHOP_PRODUCTS_PER_PAGE,
  WHOLESALE_CATEGORY as CONTRACT_WHOLESALE,
  WHOLESALE_MIN_QUANTITY,
  WHOLESALE_PRICE_PERCENT,
} from "../../../shared/schemas/shop";
import {
  clampQuantity,
  SHOP_PAGE_SIZE,
  SHOP_SEARCH_MAX_LENGTH,
  SHOP_TYPES,
  unitPriceFor,
  unitsLeftToAdd,
  WHOLESALE_CATEGORY,
  WHOLESALE_MIN_UNITS,
  WHOLESALE_PERCENT,
  wholesalePrice,
} from "./shop-rules";

describe("shop rules in the browser", () => {
  it("should hold the same numbers as the shared contract the server prices with", () => {
    expect(SHOP_PAGE_SIZE).toBe(SHOP_PRODUCTS_PER_PAGE);
    expect(SHOP_SEARCH_MAX_LENGTH).toBe(SEARCH_TEXT_MAX_LENGTH);
    expect(WHOLESALE_MIN_UNITS).toBe(WHOLESALE_MIN_QUANTITY);
    expect(WHOLESALE_PERCENT).toBe(WHOLESALE_PRICE_PERCENT);
    expect(WHOLESALE_CATEGORY).toBe(CONTRACT_WHOLESALE);
    expect(SHOP_TYPES).toEqual(SHOP_CATEGORY_TYPES);
    // The bulk form's maxlength attributes.
    expect(BULK_INQUIRY_LIMITS).toMatchObject({ productName: 200, buyerName: 100, email: 254, phone: 30, message: 2000 });
  });

  it("should show wholesale as 80 % of retail, rounded to the cent like the server's integer cents", () => {
    expect(wholesalePrice(89)).toBe(71.2);
    expect(wholesalePrice(12.99)).toBe(10.39);
    expect(wholesalePrice(7.49)).toBe(5.99);
    for (const retail of [0.01, 0.99, 4.5, 14.95, 24.99, 129.0, 349.99]) {
      expect(wholesalePrice(retail)).toBe(Math.round((Math.round(retail * 100) * 80) / 100) / 100);
    }
  });

  it("should price a line wholesale only for a wholesale product from 10 units", () => {
    const spice = { price: 12.5, wholesale: true };
    const knife = { price: 89, wholesale: false };
    expect(unitPriceFor(spice, 9)).toBe(12.5);
    expect(unitPriceFor(spice, 10)).toBe(10);
    expect(unitPriceFor(knife, 50)).toBe(89);
  });

  it("should keep a quantity between 1 and what is left to add", () => {
    expect(unitsLeftToAdd(5, 2)).toBe(3);
    expect(unitsLeftToAdd(5, 9)).toBe(0);
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(7, 4)).toBe(4);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});
