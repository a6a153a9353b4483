import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addItem,
  ingredientCartItems,
  parsePrice,
  removeItem,
  sanitizeStoredCart,
  totalItems,
  totalPrice,
  updateQuantity,
  type CartItem,
} from "./cart";

const spoon = { id: 7, name: "Brass spoon", type: "product", price: 12.5 };

describe("cart rules", () => {
  it("should append a new line with quantity 1 and keep extra fields", () => {
    const items = addItem([], { ...spoon, colour: "gold" });
    expect(items).toEqual([{ ...spoon, colour: "gold", quantity: 1 }]);
  });

  it("should add one to an existing line with the same id and type", () => {
    const items = addItem(addItem([], spoon), spoon);
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
  });

  it("should keep lines with the same id but another type apart", () => {
    const items = addItem(addItem([], spoon), { ...spoon, type: "deal" });
    expect(items.map((i) => i.type)).toEqual(["product", "deal"]);
  });

  it("should read a price given as text as a decimal", () => {
    expect(addItem([], { ...spoon, price: "19.99" })[0].price).toBe(19.99);
    expect(parsePrice("$1,299.50")).toBe(1299.5);
    expect(parsePrice("not a price")).toBe(0);
  });

  it("should set a positive quantity directly and remove the line at zero or less", () => {
    const one = addItem([], spoon);
    expect(updateQuantity(one, 7, 5)[0].quantity).toBe(5);
    expect(updateQuantity(one, 7, 0)).toEqual([]);
    expect(updateQuantity(one, 7, -3)).toEqual([]);
  });

  it("should remove by id only", () => {
    const items = addItem(addItem([], spoon), { ...spoon, type: "deal" });
    expect(removeItem(items, 7)).toEqual([]);
  });

  it("should total quantities and prices to the cent", () => {
    let items = addItem([], { id: 1, name: "Cumin", type: "ingredient", price: 2.99 });
    items = updateQuantity(items, 1, 3);
    items = addItem(items, { id: 2, name: "Ghee", type: "product", price: 0.1 });
    items = addItem(items, { id: 3, name: "Rice", type: "product", price: 0.2 });
    expect(totalItems(items)).toBe(5);
    expect(totalPrice(items)).toBe(9.27);
  });

  it("should make ingredient lines at 2.99 with id recipe × 1000 + index", () => {
    const lines = ingredientCartItems({ id: 12 }, ["rice", "dal"]);
    expect(lines.map((l) => [l.id, l.price, l.type])).toEqual([
      [12000, 2.99, "ingredient"],
      [12001, 2.99, "ingredient"],
    ]);
  });

  it("should drop malformed stored lines instead of failing", () => {
    const stored = [{ ...spoon, quantity: 2 }, { id: 1 }, null, { ...spoon, id: 8, quantity: 0 }, "x"];
    expect(sanitizeStoredCart(stored)).toEqual([{ ...spoon, quantity: 2 }]);
    expect(sanitizeStoredCart({ not: "a list" })).toEqual([]);
  });

  it("should always total to the sum of price × quantity over any sequence of changes", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), id: fc.integer({ min: 1, max: 5 }), price: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({ kind: fc.constant("set" as const), id: fc.integer({ min: 1, max: 5 }), quantity: fc.integer({ min: -2, max: 9 }) }),
      fc.record({ kind: fc.constant("remove" as const), id: fc.integer({ min: 1, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let items: CartItem[] = [];
        for (const o of ops) {
          if (o.kind === "add") items = addItem(items, { id: o.id, name: `#${o.id}`, type: "product", price: o.price / 100 });
          else if (o.kind === "set") items = updateQuantity(items, o.id, o.quantity);
          else items = removeItem(items, o.id);
        }
        const cents = items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0);
        expect(totalPrice(items)).toBe(cents / 100);
        expect(items.every((i) => i.quantity >= 1)).toBe(true);
        expect(new Set(items.map((i) => `${i.type}:${i.id}`)).size).toBe(items.length);
      }),
    );
  });
});
