import { z } from "zod";
import { textSchema } from "./common.ts";

/* Shop orders: the checkout's contract, shared by the checkout page and POST /api/orders. */

export const ORDER_LINE_TYPES = ["product", "ingredient", "deal"] as const;
export type OrderLineType = (typeof ORDER_LINE_TYPES)[number];
export const PAYMENT_METHODS = ["on-delivery", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SHIPPING_METHODS = ["standard", "express"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/**
 * Shipping (spec 2 §9: standard 3-5 business days, express 1-2; the shop's copy promises free
 * shipping over $50, read as a subtotal of $50.00 or more). Amounts in cents.
 */
export const SHIPPING_OPTIONS: Record<ShippingMethod, { feeCents: number; freeFromCents: number | null; days: string }> = {
  standard: { feeCents: 599, freeFromCents: 5000, days: "3-5 business days" },
  express: { feeCents: 1499, freeFromCents: null, days: "1-2 business days" },
};

/** A recipe's "add all ingredients" line costs 2.99 and has the id recipe id × 1000 + index (spec 1 §4). */
export const INGREDIENT_LINE_PRICE_CENTS = 299;
export const INGREDIENT_ID_FACTOR = 1000;

export const ORDER_LIMITS = {
  lines: 50,
  quantity: 999,
  name: 100,
  email: 254,
  phone: 30,
  addressLine: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  country: 60,
  notes: 1000,
  itemName: 300,
} as const;

export const orderMessages = {
  emptyCart: "Your cart is empty",
  tooManyLines: `An order holds at most ${ORDER_LIMITS.lines} lines`,
  lineType: "Line type must be product, ingredient or deal",
  lineId: "Line id must be a positive whole number",
  quantity: "Quantity must be a whole number of at least 1",
  quantityTooLarge: `At most ${ORDER_LIMITS.quantity} of one item per order`,
  price: "Price must be an amount such as 12.99",
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${ORDER_LIMITS.name} characters`,
  email: "Please enter a valid email address",
  phone: `Phone must be at most ${ORDER_LIMITS.phone} characters`,
  addressLine1: "Please enter your street address",
  city: "Please enter your city",
  postalCode: "Please enter your postal code",
  country: "Please enter your country",
  shippingMethod: "Please choose standard or express shipping",
  paymentMethod: "Please choose how you want to pay",
  expectedTotal: "expectedTotal must be an amount such as 64.50",
  notesTooLong: `Notes must be at most ${ORDER_LIMITS.notes} characters`,
  unknownProduct: "This product is no longer sold",
  unknownDeal: "This deal is no longer offered",
  unknownIngredient: "This ingredient is not part of the recipe",
  dealEnded: (title: string) => `The deal "${title}" has ended`,
  outOfStock: (name: string) => `${name} is out of stock`,
  onlyLeft: (name: string, left: number) => `Only ${left} left of ${name}`,
  priceChanged: "Some prices changed since they were added to your cart. Please check your order and place it again.",
  cardUnavailable: "Card payment is not available. Please choose pay on delivery or bank transfer.",
  cardFailed: "Card payment could not be started. Please try again, or choose pay on delivery or bank transfer.",
  idempotencyKey: "Idempotency-Key must be 1 to 200 visible characters",
  idempotencyReused: "This Idempotency-Key was already used for a different order",
  rateLimited: "Too many orders from this address. Please try again in a few minutes.",
  placed: "Thank you! Your order is placed. A confirmation is on its way to your inbox.",
  awaitingCard: "Your items are held while you pay by card.",
  orderNotFound: "This order link is not valid. Please use the link in your confirmation email.",
} as const;

const positiveId = z.number({ error: orderMessages.lineId }).int(orderMessages.lineId).positive(orderMessages.lineId).max(2_147_483_647, orderMessages.lineId);

/** An amount as the cart holds it: a number or its text ("12.99"); only read to report changes. */
const amountSchema = (message: string) =>
  z.union(
    [
      z.number({ error: message }).nonnegative(message).max(99_999_999, message),
      z.string({ error: message }).trim().regex(/^\d{1,8}(\.\d{1,2})?$/, message).transform(Number),
    ],
    { error: message },
  );

/** One cart line. Its price and name are what the browser showed; the server prices and names every line itself. */
export const orderLineInputSchema = z.object({
  type: z.enum(ORDER_LINE_TYPES, { error: orderMessages.lineType }),
  id: positiveId,
  quantity: z.number({ error: orderMessages.quantity }).int(orderMessages.quantity).min(1, orderMessages.quantity).max(ORDER_LIMITS.quantity, orderMessages.quantityTooLarge),
  price: amountSchema(orderMessages.price).optional(),
  name: z.string().max(ORDER_LIMITS.itemName).optional(),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const linesSchema = z
  .array(orderLineInputSchema, { error: orderMessages.emptyCart })
  .min(1, orderMessages.emptyCart)
  .max(ORDER_LIMITS.lines, orderMessages.tooManyLines);

/** POST /api/orders/quote: the cart priced by the server, before the order is placed. */
export const orderQuoteInputSchema = z.object({
  lines: linesSchema,
  shippingMethod: z.enum(SHIPPING_METHODS, { error: orderMessages.shippingMethod }).default("standard"),
});
export type OrderQuoteInput = z.infer<typeof orderQuoteInputSchema>;

const field = (label: string, max: number, message: string, min = 1) =>
  textSchema({ label, min, max, messages: { required: message, type: message, tooShort: message, tooLong: `${label} must be at most ${max} characters` } });
const optionalField = (label: string, max: number, multiline = false) =>
  textSchema({ label, max, multiline })
    .nullish()
    .transform((v) => (v ? v : undefined));

/** The checkout form: contact, shipping address, shipping method and payment choice. */
export const checkoutFormSchema = z.object({
  name: textSchema({
    label: "Name",
    min: 2,
    max: ORDER_LIMITS.name,
    messages: { required: orderMessages.name, type: orderMessages.name, tooShort: orderMessages.name, tooLong: orderMessages.nameTooLong },
  }),
  email: textSchema({
    label: "Email",
    max: ORDER_LIMITS.email,
    messages: { required: orderMessages.email, type: orderMessages.email, tooLong: orderMessages.email, characters: orderMessages.email },
  }).pipe(z.email(orderMessages.email)),
  phone: optionalField("Phone", ORDER_LIMITS.phone),
  addressLine1: field("Address", ORDER_LIMITS.addressLine, orderMessages.addressLine1, 3),
  addressLine2: optionalField("Address line 2", ORDER_LIMITS.addressLine),
  city: field("City", ORDER_LIMITS.city, orderMessages.city),
  region: optionalField("State or region", ORDER_LIMITS.region),
  postalCode: field("Postal code", ORDER_LIMITS.postalCode, orderMessages.postalCode, 2),
  country: field("Country", ORDER_LIMITS.country, orderMessages.country, 2),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: orderMessages.shippingMethod }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: orderMessages.paymentMethod }),
  notes: optionalField("Notes", ORDER_LIMITS.notes, true),
});
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;

/**
 * POST /api/orders: the checkout form and the cart's lines. `expectedTotal` is the total the
 * checkout page showed (from the quote): when given and no longer right, the order is not placed
 * and the answer is 409 with the new prices, so nobody pays a total they did not see. `website`
 * is the honeypot.
 */
export const orderInputSchema = checkoutFormSchema.extend({
  lines: linesSchema,
  expectedTotal: amountSchema(orderMessages.expectedTotal).optional(),
  website: z.string().max(500).optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Money leaves the API as text with two decimals ("12.99"), as the class bookings' totals do. */
export type Money = string;

export type PricedLine = {
  type: OrderLineType;
  id: number;
  name: string;
  quantity: number;
  unitPrice: Money;
  lineTotal: Money;
  /** Sold at the wholesale price (80 % of retail for a wholesale product's line of 10 or more). */
  wholesale: boolean;
  /** The price the cart sent, when it sent one. */
  cartPrice: Money | null;
  /** The cart's price differs from the server's: the checkout shows this line as changed. */
  priceChanged: boolean;
  /** Products: units one can buy now; null for ingredient and deal lines, which have no stock. */
  available: number | null;
  productId: number | null;
};

export type LineProblem = {
  index: number;
  type: OrderLineType;
  id: number;
  name: string | null;
  problem: "unknown" | "ended" | "short";
  /** Products short of stock: units left. */
  available?: number;
  message: string;
};

export type ShippingQuote = { method: ShippingMethod; fee: Money; days: string; freeFrom: Money | null };

export type OrderQuote = {
  lines: PricedLine[];
  subtotal: Money;
  shipping: ShippingQuote;
  total: Money;
  currency: "USD";
  priceChanges: PricedLine[];
  /** Lines that cannot be ordered as they are (unknown, ended deal, short of stock). */
  problems: LineProblem[];
};

/** An order's states: the shopper's payment first, then the team's fulfilment (shipped, delivered). */
export const ORDER_STATUSES = ["awaiting_payment", "pending_payment", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderPayment =
  | { method: "on-delivery"; instructions: string }
  | { method: "card"; checkoutUrl: string | null; expiresAt: string | null };

export type OrderLineView = Omit<PricedLine, "cartPrice" | "priceChanged" | "available">;

export type OrderView = {
  reference: string;
  /** `cancelled` also for a card order whose payment time ran out, with or without a webhook. */
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  paidAt: string | null;
  /** The team's fulfilment: when the parcel left, the carrier's tracking note, when it arrived. */
  shippedAt: string | null;
  trackingNote: string | null;
  deliveredAt: string | null;
  lines: OrderLineView[];
  subtotal: Money;
  shipping: ShippingQuote;
  total: Money;
  currency: "USD";
  shipTo: { name: string; addressLine1: string; addressLine2: string | null; city: string; region: string | null; postalCode: string; country: string };
  email: string;
  payment: OrderPayment;
};

/** 201 from POST /api/orders (and the same answer to a replay with the same Idempotency-Key). */
export type OrderResult = OrderView & {
  /** The order status page, e.g. /orders/{token}: the link the mail carries. */
  statusUrl: string;
  priceChanges: PricedLine[];
  message: string;
};

/** 409 from POST /api/orders. */
export type OrderConflict = {
  message: string;
  code: "short" | "ended" | "price_changed" | "idempotency_reused";
  problems?: LineProblem[];
  quote?: OrderQuote;
};

export type CheckoutOptions = {
  currency: "USD";
  paymentMethods: PaymentMethod[];
  shippingMethods: ShippingQuote[];
  wholesale: { minQuantity: number; percent: number };
  ingredientPrice: Money;
};
