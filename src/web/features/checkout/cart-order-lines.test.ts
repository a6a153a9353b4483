import { describe, expect, it } from "vitest";
import type { CartItem } from "../../../shared/rules/cart";
import { orderLinesFromCart } from "./cart-order-lines";

const item = (over: Partial<CartItem>): CartItem => ({ id: 1, name: "Chef's knife", type: "product", price: 49.5, quantity: 1, ...over });

describe("cart lines for an order", () => {
  it("should keep type, id, quantity, price and name of products, ingredients and deals", () => {
    const { lines, skipped } = orderLinesFromCart([
      item({ id: 7, quantity: 3 }),
      item({ id: 12003, type: "ingredient", name: "Turmeric", price: 2.99 }),
      item({ id: "4", type: "deal", name: "Spice kit", price: 29 }),
    ]);
    expect(skipped).toEqual([]);
    expect(lines).toEqual([
      { type: "product", id: 7, quantity: 3, price: 49.5, name: "Chef's knife" },
      { type: "ingredient", id: 12003, quantity: 1, price: 2.99, name: "Turmeric" },
      { type: "deal", id: 4, quantity: 1, price: 29, name: "Spice kit" },
    ]);
  });

  it("should set apart what cannot be ordered online instead of failing the order", () => {
    const gift = item({ id: "gift-card", type: "product" });
    const voucher = item({ id: 3, type: "voucher" });
    const { lines, skipped } = orderLinesFromCart([gift, item({ id: 2 }), voucher, item({ id: 0 })]);
    expect(lines.map((line) => line.id)).toEqual([2]);
    expect(skipped).toEqual([gift, voucher, item({ id: 0 })]);
  });
});
