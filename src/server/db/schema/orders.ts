import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ORDER_LINE_TYPES, ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_METHODS } from "../../../shared/schemas/order.ts";
import { products } from "./shop.ts";

/**
 * A shop order. Totals are what the server priced from the database; the browser's figures are
 * never stored. Status: on-delivery orders start `awaiting_payment`; card orders start
 * `pending_payment` (stock held while the Checkout Session is open) and become `paid`, or
 * `cancelled` when the session expires. A pending card order whose hold has run out reads as
 * expired without any write (see domains/orders/service.ts).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** What the shopper quotes, e.g. OR-7K2M9Q4X; random so references reveal no volume. */
    reference: text("reference").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    region: text("region"),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    notes: text("notes"),
    shippingMethod: text("shipping_method", { enum: SHIPPING_METHODS }).notNull(),
    subtotal: numeric("subtotal", { precision: 10, scale: 2, mode: "string" }).notNull(),
    shippingFee: numeric("shipping_fee", { precision: 10, scale: 2, mode: "string" }).notNull(),
    total: numeric("total", { precision: 10, scale: 2, mode: "string" }).notNull(),
    /** SHA-256 of the Idempotency-Key; a retry finds this row instead of ordering again. */
    idempotencyKeyHash: text("idempotency_key_hash"),
    /** SHA-256 of the request body the key came with: the same key with another body is refused. */
    requestFingerprint: text("request_fingerprint"),
    /**
     * The status-page token sealed with a key derived from the Idempotency-Key, so a replay can
     * answer with the same link while the database alone reveals no token.
     */
    sealedStatusToken: text("sealed_status_token"),
    /** SHA-256 of the order status page's token; the token itself is only in the mail. */
    statusTokenHash: text("status_token_hash").notNull(),
    /** Card orders: the Checkout Session, its page, and when the stock held for it is released. */
    paymentSessionId: text("payment_session_id"),
    paymentUrl: text("payment_url"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** A card payment arrived after its hold had lapsed and the stock was gone: the team follows up. */
    stockShort: boolean("stock_short").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The team's fulfilment steps (the admin orders desk): shipped with a tracking note, then delivered. */
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    trackingNote: text("tracking_note"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("orders_reference_idx").on(table.reference),
    uniqueIndex("orders_idempotency_idx").on(table.idempotencyKeyHash),
    uniqueIndex("orders_status_token_idx").on(table.statusTokenHash),
    uniqueIndex("orders_payment_session_idx").on(table.paymentSessionId),
    index("orders_created_idx").on(table.createdAt),
    index("orders_status_idx").on(table.status, table.createdAt),
    /** A member's /account lists the orders placed with their verified address. */
    index("orders_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** One line of an order at the price it was sold at. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The line's place in the order, as the shopper listed it. */
    position: integer("position").notNull(),
    lineType: text("line_type", { enum: ORDER_LINE_TYPES }).notNull(),
    /** The cart's id: a product id, a deal id, or recipe id × 1000 + ingredient index. */
    itemId: integer("item_id").notNull(),
    productId: integer("product_id").references(() => products.id),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: numeric("unit_price", { precision: 10, scale: 2, mode: "string" }).notNull(),
    lineTotal: numeric("line_total", { precision: 10, scale: 2, mode: "string" }).notNull(),
    /** Sold at the wholesale price (a wholesale product's line of 10 or more). */
    wholesale: boolean("wholesale").notNull().default(false),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId, table.position),
    check("order_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

/**
 * Stock taken from `products.stock` for an open card checkout. While `status` is `held` and
 * `expires_at` is in the future the units are taken; once `expires_at` has passed, the stock
 * query counts them as available again, and the next order that needs them moves them back
 * (status `expired`). Payment turns a hold into `taken`; an expired session into `released`.
 */
export const stockHolds = pgTable(
  "stock_holds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    status: text("status", { enum: ["held", "taken", "released", "expired"] })
      .notNull()
      .default("held"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("stock_holds_product_idx")
      .on(table.productId, table.expiresAt)
      .where(sql`${table.status} = 'held'`),
    index("stock_holds_order_idx").on(table.orderId),
  ],
);
