/** Cart rules of the site: pure functions over an immutable list of lines. */

export type CartItem = {
  id: number | string;
  name: string;
  type: string;
  price: number;
  quantity: number;
  image?: string;
  [extra: string]: unknown;
};

export type CartItemInput = Omit<CartItem, "price" | "quantity"> & { price: number | string };

export const INGREDIENT_CART_PRICE = 2.99;

/** A price given as text is read as a decimal; anything unreadable counts as 0. */
export function parsePrice(price: number | string): number {
  const value = typeof price === "number" ? price : Number.parseFloat(price.replace(/[^0-9.-]/g, ""));
  return Number.isFinite(value) ? value : 0;
}

/** Same id and type: one more of it; otherwise a new line with quantity 1. */
export function addItem(items: readonly CartItem[], input: CartItemInput): CartItem[] {
  const existing = items.find((item) => item.id === input.id && item.type === input.type);
  if (existing) {
    return items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item));
  }
  return [...items, { ...input, price: parsePrice(input.price), quantity: 1 } as CartItem];
}

/** Zero or less removes the line; a positive quantity is set as given. */
export function updateQuantity(items: readonly CartItem[], id: CartItem["id"], quantity: number): CartItem[] {
  if (quantity <= 0) return removeItem(items, id);
  const whole = Math.floor(quantity);
  return items.map((item) => (item.id === id ? { ...item, quantity: whole } : item));
}

/** Removal is by id only. */
export function removeItem(items: readonly CartItem[], id: CartItem["id"]): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function totalItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price × quantity, computed in cents so that 3 × 2.99 is 8.97 and not 8.969999. */
export function totalPrice(items: readonly CartItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

/** Cart lines for "add all ingredients": 2.99 each, id = recipe id × 1000 + index. */
export function ingredientCartItems(recipe: { id: number; image?: string }, ingredientNames: readonly string[]): CartItemInput[] {
  return ingredientNames.map((name, index) => ({
    id: recipe.id * 1000 + index,
    name,
    type: "ingredient",
    price: INGREDIENT_CART_PRICE,
    image: recipe.image,
  }));
}

/** Reads a stored cart defensively: anything malformed is dropped, never thrown. */
export function sanitizeStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    if (!raw || typeof raw !== "object") return [];
    const item = raw as Record<string, unknown>;
    const idOk = typeof item.id === "number" || typeof item.id === "string";
    const quantity = Number(item.quantity);
    if (!idOk || typeof item.name !== "string" || typeof item.type !== "string") return [];
    if (!Number.isInteger(quantity) || quantity < 1) return [];
    return [{ ...item, price: parsePrice(item.price as number | string), quantity } as CartItem];
  });
}
