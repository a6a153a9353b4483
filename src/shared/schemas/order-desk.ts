import { z } from "zod";
import { pageQuerySchema, textSchema } from "./common.ts";
import { ORDER_STATUSES, type OrderStatus, type OrderView, type PaymentMethod } from "./order.ts";

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
  status: z.enum(["all", ...ORDER_STATUSES], { error: M.statusFilter }).optional().transform((v) => v ?? "all"),
  search: textSchema({ label: "Search text", max: ORDER_DESK_LIMITS.search, messages: { tooLong: M.searchTooLong } })
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...pageQuerySchema(ORDER_DESK_LIMITS.perPage, 100),
});
export type OrderDeskListQuery = z.infer<typeof orderDeskListQuerySchema>;

/** POST /api/admin/orders/{id}/status: the next step; shipping needs a tracking note. */
export const orderStepInputSchema = z.object({
  status: z.enum(ORDER_STEPS, { error: M.step }),
  trackingNote: textSchema({ label: "Tracking note", max: ORDER_DESK_LIMITS.trackingNote, multiline: true, messages: { tooLong: M.trackingTooLong } })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  reason: textSchema({ label: "Reason", max: ORDER_DESK_LIMITS.reason, multiline: true, messages: { tooLong: M.reasonTooLong } })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type OrderStepInput = z.infer<typeof orderStepInputSchema>;

export type DeskOrderRow = {
  id: number;
  reference: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  name: string;
  email: string;
  total: string;
  items: number;
  createdAt: string;
  stockShort: boolean;
};

export type DeskOrderPage = {
  data: DeskOrderRow[];
  total: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  page: number;
  limit: number;
  counts: Record<"all" | OrderStatus, number>;
};

export type DeskOrder = OrderView & {
  id: number;
  phone: string | null;
  notes: string | null;
  stockShort: boolean;
  cancelledAt: string | null;
  nextSteps: OrderStep[];
};

export type DeskOrderResult = { success: true; message: string; order: DeskOrder };

/** The dashboard's figures of the shop: paid orders waiting to ship, and orders waiting for their payment. */
export type OrderDeskCounts = { toShip: number; awaitingPayment: number };
