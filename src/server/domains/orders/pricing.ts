import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { deals, products, recipes } from "../../db/schema/index.ts";
import {
  INGREDIENT_ID_FACTOR,
  INGREDIENT_LINE_PRICE_CENTS,
  orderMessages,
  SHIPPING_OPTIONS,
  type LineProblem,
  type OrderLineInput,
  type OrderLineType,
  type OrderQuote,
  type PricedLine,
  type ShippingMethod,
  type ShippingQuote,
} from "../../../shared/schemas/order.ts";
import { WHOLESALE_MIN_QUANTITY, WHOLESALE_PRICE_PERCENT } from "../../../shared/schemas/shop.ts";
import { dayInZone } from "../../../shared/rules/zoned-time.ts";
import { availableStock } from "../shop/stock.ts";

/** Money is integer cents in code and text with two decimals in answers. */
export const toCents = (amount: number | string) => Math.round(Number(amount) * 100);
export const money = (cents: number) => (cents / 100).toFixed(2);

/** A cart line the server has priced, in cents, with what it needs to be ordered. */
export type CartLine = {
  /** Where the line first appears in the request. */
  index: number;
  type: OrderLineType;
  id: number;
  name: string;
  quantity: number;
  unitCents: number;
  wholesale: boolean;
  cartCents: number | null;
  productId: number | null;
  available: number | null;
};

export type PricedCart = {
  lines: CartLine[];
  problems: LineProblem[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  shipping: ShippingQuote;
};

export function shippingQuote(method: ShippingMethod, subtotalCents: number): { quote: ShippingQuote; cents: number } {
  const option = SHIPPING_OPTIONS[method];
  const cents = option.freeFromCents !== null && subtotalCents >= option.freeFromCents ? 0 : option.feeCents;
  return {
    cents,
    quote: { method, fee: money(cents), days: option.days, freeFrom: option.freeFromCents === null ? null : money(option.freeFromCents) },
  };
}

/** The wholesale rule: 80 % of retail for a wholesale product's line of 10 or more. */
export function productUnitCents(retailCents: number, wholesaleProduct: boolean, quantity: number): { cents: number; wholesale: boolean } {
  if (wholesaleProduct && quantity >= WHOLESALE_MIN_QUANTITY) {
    return { cents: Math.round((retailCents * WHOLESALE_PRICE_PERCENT) / 100), wholesale: true };
  }
  return { cents: retailCents, wholesale: false };
}

/** Lines for the same item are one line: the quantities add up, the first position and cart price count. */
function mergeLines(lines: OrderLineInput[]) {
  const merged = new Map<string, { index: number; type: OrderLineType; id: number; quantity: number; cartCents: number | null }>();
  lines.forEach((line, index) => {
    const key = `${line.type}:${line.id}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else
      merged.set(key, {
        index,
        type: line.type,
        id: line.id,
        quantity: line.quantity,
        cartCents: line.price === undefined ? null : toCents(line.price),
      });
  });
  return [...merged.values()];
}

/**
 * Prices a cart from the database alone: products at retail, or wholesale for a wholesale
 * product's line of 10+; a recipe's ingredients at 2.99 when the id names a real ingredient
 * (recipe id × 1000 + index); deals at their sale price while they are valid. Prices the browser
 * sent are only compared, never used. Lines that cannot be ordered are listed as problems.
 */
export async function priceCart(
  db: Pick<Database, "select">,
  input: OrderLineInput[],
  method: ShippingMethod,
  now: Date,
  timeZone: string,
): Promise<PricedCart> {
  const wanted = mergeLines(input);
  const idsOf = (type: OrderLineType, map: (id: number) => number = (id) => id) => [
    ...new Set(wanted.filter((l) => l.type === type).map((l) => map(l.id))),
  ];
  const productIds = idsOf("product");
  const recipeIds = idsOf("ingredient", (id) => Math.floor(id / INGREDIENT_ID_FACTOR));
  const dealIds = idsOf("deal");

  const [productRows, recipeRows, dealRows] = await Promise.all([
    productIds.length
      ? db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            wholesale: products.wholesale,
            available: availableStock(now),
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    recipeIds.length
      ? db
          .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients })
          .from(recipes)
          .where(inArray(recipes.id, recipeIds))
      : [],
    dealIds.length
      ? db
          .select({ id: deals.id, title: deals.title, salePrice: deals.salePrice, validUntil: deals.validUntil })
          .from(deals)
          .where(inArray(deals.id, dealIds))
      : [],
  ]);
  const productById = new Map(productRows.map((r) => [r.id, r]));
  const recipeById = new Map(recipeRows.map((r) => [r.id, r]));
  const dealById = new Map(dealRows.map((r) => [r.id, r]));
  const today = dayInZone(now, timeZone);

  const lines: CartLine[] = [];
  const problems: LineProblem[] = [];
  for (const want of wanted) {
    const base = { index: want.index, type: want.type, id: want.id, quantity: want.quantity, cartCents: want.cartCents };
    if (want.type === "product") {
      const product = productById.get(want.id);
      if (!product) {
        problems.push({ ...pick(want), name: null, problem: "unknown", message: orderMessages.unknownProduct });
        continue;
      }
      const price = productUnitCents(toCents(product.price), product.wholesale, want.quantity);
      const available = Math.max(0, Number(product.available));
      lines.push({ ...base, name: product.name, unitCents: price.cents, wholesale: price.wholesale, productId: product.id, available });
      if (available < want.quantity) {
        problems.push({
          ...pick(want),
          name: product.name,
          problem: "short",
          available,
          message: available === 0 ? orderMessages.outOfStock(product.name) : orderMessages.onlyLeft(product.name, available),
        });
      }
    } else if (want.type === "ingredient") {
      const recipe = recipeById.get(Math.floor(want.id / INGREDIENT_ID_FACTOR));
      const ingredient = recipe?.ingredients[want.id % INGREDIENT_ID_FACTOR];
      if (!recipe || !ingredient) {
        problems.push({ ...pick(want), name: null, problem: "unknown", message: orderMessages.unknownIngredient });
        continue;
      }
      lines.push({
        ...base,
        name: `${ingredient.name} (${recipe.title})`,
        unitCents: INGREDIENT_LINE_PRICE_CENTS,
        wholesale: false,
        productId: null,
        available: null,
      });
    } else {
      const deal = dealById.get(want.id);
      if (!deal) {
        problems.push({ ...pick(want), name: null, problem: "unknown", message: orderMessages.unknownDeal });
        continue;
      }
      if (deal.validUntil < today) {
        problems.push({ ...pick(want), name: deal.title, problem: "ended", message: orderMessages.dealEnded(deal.title) });
        continue;
      }
      lines.push({ ...base, name: deal.title, unitCents: toCents(deal.salePrice), wholesale: false, productId: null, available: null });
    }
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const shipping = shippingQuote(method, subtotalCents);
  return {
    lines,
    problems,
    subtotalCents,
    shippingCents: shipping.cents,
    totalCents: subtotalCents + shipping.cents,
    shipping: shipping.quote,
  };
}

const pick = (want: { index: number; type: OrderLineType; id: number }) => ({ index: want.index, type: want.type, id: want.id });

export function pricedLine(line: CartLine): PricedLine {
  return {
    type: line.type,
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    unitPrice: money(line.unitCents),
    lineTotal: money(line.unitCents * line.quantity),
    wholesale: line.wholesale,
    cartPrice: line.cartCents === null ? null : money(line.cartCents),
    priceChanged: line.cartCents !== null && line.cartCents !== line.unitCents,
    available: line.available,
    productId: line.productId,
  };
}

export function quoteOf(cart: PricedCart): OrderQuote {
  const lines = cart.lines.map(pricedLine);
  return {
    lines,
    subtotal: money(cart.subtotalCents),
    shipping: cart.shipping,
    total: money(cart.totalCents),
    currency: "USD",
    priceChanges: lines.filter((l) => l.priceChanged),
    problems: cart.problems,
  };
}
