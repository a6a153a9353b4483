import type { CartItem } from "../../../shared/rules/cart";
import type { OrderLineType } from "../../../shared/schemas/order";

/** One line of POST /api/orders (and /quote): what it is and how many; the price only to spot changes. */
export type CartOrderLine = { type: OrderLineType; id: number; quantity: number; price: number; name: string };

const ORDERABLE: readonly string[] = ["product", "ingredient", "deal"] satisfies OrderLineType[];

/**
 * The cart's lines as the order API takes them. Lines the shop cannot sell online (a type the
 * API doesn't know, an id that is not a whole number) are left out and returned apart, so the
 * checkout can say so instead of failing the whole order.
 */
export function orderLinesFromCart(items: readonly CartItem[]): { lines: CartOrderLine[]; skipped: CartItem[] } {
  const lines: CartOrderLine[] = [];
  const skipped: CartItem[] = [];
  for (const item of items) {
    const id = typeof item.id === "number" ? item.id : Number(item.id);
    if (!ORDERABLE.includes(item.type) || !Number.isInteger(id) || id <= 0) {
      skipped.push(item);
      continue;
    }
    lines.push({ type: item.type as OrderLineType, id, quantity: item.quantity, price: item.price, name: item.name });
  }
  return { lines, skipped };
}
