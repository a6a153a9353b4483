import { z } from "zod";
import { textSchema } from "./common.ts";
import { HONEYPOT_FIELD, honeypotField } from "./form-fields.ts";

/* Shop orders: the checkout's contract, shared by the checkout page and POST /api/orders. */

export const ORDER_LINE_TYPES = ["product", "ingredient", "deal"] as const;
export type OrderLineType = (typeof ORDER_LINE_TYPES)[number];
export const PAYMENT_METHODS = ["on-delivery", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SHIPPING_METHODS = ["standard", "express"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/**
 * Shipping: standard takes 3-5 business days, express 1-2; the shop's copy promises free shipping
 * over $50, read as a subtotal of $50.00 or more. Amounts in cents.
 */
export const SHIPPING_OPTIONS: Record<ShippingMethod, { feeCents: number; freeFromCents: number | null; days: string }> = {
  standard: { feeCents: 599, freeFromCents: 5000, days: "3-5 business days" },
  express: { feeCents: 1499, freeFromCents: null, days: "1-2 business days" },
};

/** A recipe's "add all ingredients" line costs 2.99 and has the id recipe id × 1000 + index. */
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

const positiveId = z
  .number({ error: orderMessages.lineId })
  .int(orderMessages.lineId)
  .positive(orderMessages.lineId)
  .max(2_147_483_647, orderMessages.lineId);

/** An amount as the cart holds it: a number or its text ("12.99"); only read to report changes. */
const amountSchema = (message: string) =>
  z.union(
    [
      z.number({ error: message }).nonnegative(message).max(99_999_999, message),
      z
        .string({ error: message })
        .trim()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, message)
        .transform(Number),
    ],
    { error: message },
  );

/** One cart line. Its price and name are what the browser showed; the server prices and names every line itself. */
export const orderLineInputSchema = z.object({
  type: z.enum(ORDER_LINE_TYPES, { error: orderMessages.lineType }),
  id: positiveId,
  quantity: z
    .number({ error: orderMessages.quantity })
    .int(orderMessages.quantity)
    .min(1, orderMessages.quantity)
    .max(ORDER_LIMITS.quantity, orderMessages.quantityTooLarge),
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
  textSchema({
    label,
    min,
    max,
    messages: { required: message, type: message, tooShort: message, tooLong: `${label} must be at most ${max} characters` },
  });
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
 * and the answer is 409 with the new prices, so nobody pays a total they did not see. The honeypot
 * sits beside them.
 */
export const orderInputSchema = checkoutFormSchema.extend({
  lines: linesSchema,
  expectedTotal: amountSchema(orderMessages.expectedTotal).optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Money leaves the API as text with two decimals ("12.99"), as the class bookings' totals do. */
export const moneySchema = z.string().meta({ description: 'Dollars as text with two decimals, e.g. "12.99"' });
export type Money = z.infer<typeof moneySchema>;

const orderLineFields = {
  type: z.enum(ORDER_LINE_TYPES),
  id: z.number().int().meta({ description: "The product's or deal's id; an ingredient's is the recipe id × 1000 + its index" }),
  name: z.string().meta({ description: "The catalogue's name, never the one the cart sent" }),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  lineTotal: moneySchema,
  wholesale: z.boolean().meta({ description: "Sold at the wholesale price (80 % of retail for a wholesale product's line of 10 or more)" }),
  productId: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The product a product line takes its stock from; null for ingredients and deals" }),
};

export const pricedLineSchema = z
  .object({
    ...orderLineFields,
    cartPrice: moneySchema.nullable().meta({ description: "The price the cart sent, when it sent one" }),
    priceChanged: z.boolean().meta({ description: "The cart's price differs from the server's: the checkout shows this line as changed" }),
    available: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Products: units one can buy now; null for ingredient and deal lines, which have no stock" }),
  })
  .meta({ id: "PricedLine" });
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const lineProblemSchema = z
  .object({
    index: z.number().int().meta({ description: "Where the line is in the cart that was sent" }),
    type: z.enum(ORDER_LINE_TYPES),
    id: z.number().int(),
    name: z.string().nullable(),
    problem: z.enum(["unknown", "ended", "short"]),
    available: z.number().int().optional().meta({ description: "Products short of stock: units left" }),
    message: z.string(),
  })
  .meta({ id: "LineProblem" });
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const shippingQuoteSchema = z
  .object({
    method: z.enum(SHIPPING_METHODS),
    fee: moneySchema,
    days: z.string().meta({ description: 'How long delivery takes, e.g. "3-5 business days"' }),
    freeFrom: moneySchema.nullable().meta({ description: "The subtotal from which this method is free; null when it never is" }),
  })
  .meta({ id: "ShippingQuote" });
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

/** 200 from POST /api/orders/quote: the cart as the server prices it. */
export const orderQuoteSchema = z
  .object({
    lines: z.array(pricedLineSchema),
    subtotal: moneySchema,
    shipping: shippingQuoteSchema,
    total: moneySchema,
    currency: z.literal("USD"),
    priceChanges: z.array(pricedLineSchema).meta({ description: "The lines whose cart price differs from the server's" }),
    problems: z
      .array(lineProblemSchema)
      .meta({ description: "Lines that cannot be ordered as they are (unknown, ended deal, short of stock)" }),
  })
  .meta({ id: "OrderQuote" });
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** An order's states: the shopper's payment first, then the team's fulfilment (shipped, delivered). */
export const ORDER_STATUSES = ["awaiting_payment", "pending_payment", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderPaymentSchema = z
  .discriminatedUnion("method", [
    z.object({
      method: z.literal("on-delivery"),
      instructions: z.string().meta({ description: "How to pay the courier, or ahead by bank transfer" }),
    }),
    z.object({
      method: z.literal("card"),
      checkoutUrl: z.string().nullable().meta({ description: "The card payment page while the payment is open; null once it is not" }),
      expiresAt: z.string().nullable().meta({ description: "When the card payment page closes (ISO 8601)" }),
    }),
  ])
  .meta({ id: "OrderPayment" });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderLineViewSchema = z.object(orderLineFields).meta({ id: "OrderLine" });
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const shipToSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
});

const orderViewFields = {
  reference: z.string().meta({ description: "What the shopper quotes, e.g. OR-7K2M9Q4X" }),
  status: z
    .enum(ORDER_STATUSES)
    .meta({ description: "`cancelled` also for a card order whose payment time ran out, with or without a webhook" }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.string().meta({ description: "ISO 8601 instant" }),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable().meta({ description: "When the parcel left (ISO 8601)" }),
  trackingNote: z.string().nullable().meta({ description: "The carrier and tracking number the team gave when shipping" }),
  deliveredAt: z.string().nullable(),
  lines: z.array(orderLineViewSchema),
  subtotal: moneySchema,
  shipping: shippingQuoteSchema,
  total: moneySchema,
  currency: z.literal("USD"),
  shipTo: shipToSchema,
  email: z.string(),
  payment: orderPaymentSchema,
};

/** GET /api/orders/status/{token}: the order as its private status page shows it. */
export const orderViewSchema = z.object(orderViewFields).meta({ id: "Order" });
export type OrderView = z.infer<typeof orderViewSchema>;

/** 201 from POST /api/orders (and the same answer to a replay with the same Idempotency-Key). */
export const orderResultSchema = z
  .object({
    ...orderViewFields,
    statusUrl: z.string().meta({ description: "The order's private status page, e.g. /orders/{token}: the link the mail carries" }),
    priceChanges: z.array(pricedLineSchema).meta({ description: "Lines whose price changed since the cart took them" }),
    message: z.string(),
  })
  .meta({ id: "OrderResult" });
export type OrderResult = z.infer<typeof orderResultSchema>;

/** 409 from POST /api/orders: what stands in the way, with the lines at fault or the new prices. */
export const orderConflictSchema = z
  .object({
    message: z.string(),
    code: z.enum(["short", "ended", "price_changed", "idempotency_reused"]),
    problems: z.array(lineProblemSchema).optional().meta({ description: "short, ended: the lines at fault" }),
    quote: orderQuoteSchema.optional().meta({ description: "price_changed: the cart at today's prices" }),
  })
  .meta({
    id: "OrderConflict",
    description:
      "The order was not placed: a line is short of stock or ended, the total changed, or the Idempotency-Key was used for another order",
  });
export type OrderConflict = z.infer<typeof orderConflictSchema>;

/** GET /api/checkout-options: what the checkout offers. */
export const checkoutOptionsSchema = z
  .object({
    currency: z.literal("USD"),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).meta({ description: "card only when card payments are configured" }),
    shippingMethods: z.array(shippingQuoteSchema),
    wholesale: z.object({ minQuantity: z.number().int(), percent: z.number().int() }),
    ingredientPrice: moneySchema.meta({ description: "The price of each line a recipe's ingredients add to the cart" }),
  })
  .meta({ id: "CheckoutOptions" });
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
