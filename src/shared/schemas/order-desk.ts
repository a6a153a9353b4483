import { z } from "zod";
import { adminPageFields, pageQuerySchema, textSchema } from "./common.ts";
import { moneySchema, ORDER_STATUSES, orderViewSchema, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from "./order.ts";

/* The orders desk (/admin/orders): the team's list of shop orders and the steps that move them along. */

export const ORDER_DESK_LIMITS = { perPage: 20, search: 100, trackingNote: 500, reason: 500 } as const;

export const orderDeskMessages = {
  orderNotFound: "This order does not exist",
  statusFilter: "Choose a status from the list",
  step: "Choose paid, shipped, delivered or cancelled",
  trackingRequired: "Please add a tracking note (carrier and tracking number) before shipping",
  trackingTooLong: `The tracking note must be at most ${ORDER_DESK_LIMITS.trackingNote} characters`,
  reasonTooLong: `The reason must be at most ${ORDER_DESK_LIMITS.reason} characters`,
  searchTooLong: "Search text is too long",
  notAllowed: (from: string, to: string) => `An order that is ${from.replace("_", " ")} cannot be marked ${to}`,
  updated: "Order updated; the customer has been mailed",
  cancelled: "Order cancelled; its stock is back on the shelf and the customer has been mailed",
} as const;
const M = orderDeskMessages;

/** The steps the team can take; `awaiting_payment` and `pending_payment` are where orders start. */
export const ORDER_STEPS = ["paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/**
 * Which step may follow which. Pay-on-delivery orders start awaiting payment: a bank transfer is
 * marked paid, and a cash-on-delivery parcel may ship unpaid (the courier collects). Card orders
 * become paid by the payment webhook only: they go paid → shipped → delivered.
 */
export function allowedSteps(status: OrderStatus, _paymentMethod: PaymentMethod): OrderStep[] {
  switch (status) {
    case "awaiting_payment":
      return ["paid", "shipped", "cancelled"];
    case "pending_payment":
      // The shopper's checkout is open: the payment or the hold's lapse decides, not the desk
      // (a payment arriving after a cancellation here would revive the order).
      return [];
    case "paid":
      return ["shipped", "cancelled"];
    case "shipped":
      return ["delivered"];
    default:
      return [];
  }
}

export const orderDeskListQuerySchema = z.object({
  status: z
    .enum(["all", ...ORDER_STATUSES], { error: M.statusFilter })
    .optional()
    .transform((v) => v ?? "all"),
  search: textSchema({ label: "Search text", max: ORDER_DESK_LIMITS.search, messages: { tooLong: M.searchTooLong } })
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...pageQuerySchema(ORDER_DESK_LIMITS.perPage, 100),
});
export type OrderDeskListQuery = z.infer<typeof orderDeskListQuerySchema>;

/** POST /api/admin/orders/{id}/status: the next step; shipping needs a tracking note. */
export const orderStepInputSchema = z.object({
  status: z.enum(ORDER_STEPS, { error: M.step }),
  trackingNote: textSchema({
    label: "Tracking note",
    max: ORDER_DESK_LIMITS.trackingNote,
    multiline: true,
    messages: { tooLong: M.trackingTooLong },
  })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  reason: textSchema({ label: "Reason", max: ORDER_DESK_LIMITS.reason, multiline: true, messages: { tooLong: M.reasonTooLong } })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type OrderStepInput = z.infer<typeof orderStepInputSchema>;

export const deskOrderRowSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    name: z.string(),
    email: z.string(),
    total: moneySchema,
    items: z.number().int().meta({ description: "Units over every line" }),
    createdAt: z.string().meta({ description: "ISO 8601 instant" }),
    stockShort: z.boolean().meta({ description: "A card payment arrived after its hold lapsed and some stock was gone" }),
  })
  .meta({ id: "DeskOrderRow" });
export type DeskOrderRow = z.infer<typeof deskOrderRowSchema>;

/** GET /api/admin/orders: one page of orders, newest first, with the count in each status. */
export const deskOrderPageSchema = z
  .object({
    data: z.array(deskOrderRowSchema),
    ...adminPageFields,
    counts: z
      .object(
        Object.fromEntries(["all", ...ORDER_STATUSES].map((status) => [status, z.number().int()])) as Record<
          "all" | OrderStatus,
          z.ZodNumber
        >,
      )
      .meta({ description: "Orders in each status (and all), matching the search whatever the status filter" }),
  })
  .meta({ id: "DeskOrderPage" });
export type DeskOrderPage = z.infer<typeof deskOrderPageSchema>;

/** GET /api/admin/orders/{id}: the order as its status page shows it, with the team's fields. */
export const deskOrderSchema = orderViewSchema
  .extend({
    id: z.number().int(),
    phone: z.string().nullable(),
    notes: z.string().nullable(),
    stockShort: z.boolean().meta({ description: "A card payment arrived after its hold lapsed and some stock was gone" }),
    cancelledAt: z.string().nullable(),
    nextSteps: z.array(z.enum(ORDER_STEPS)).meta({ description: "The steps the desk may take from the order's status" }),
  })
  .meta({ id: "DeskOrder" });
export type DeskOrder = z.infer<typeof deskOrderSchema>;

export const deskOrderResultSchema = z.object({ success: z.literal(true), message: z.string(), order: deskOrderSchema });
export type DeskOrderResult = z.infer<typeof deskOrderResultSchema>;

/** The dashboard's figures of the shop: paid orders waiting to ship, and orders waiting for their payment. */
export const orderDeskCountsSchema = z.object({ toShip: z.number().int(), awaitingPayment: z.number().int() });
export type OrderDeskCounts = z.infer<typeof orderDeskCountsSchema>;
