import type { DeskOrderResult, OrderStep } from "../../../shared/schemas/order-desk";
import { apiRequest } from "~/lib/api";

/** The orders desk's calls (domains/orders/desk-routes.ts). */
export const orderDeskApi = {
  advance: (orderId: number, body: { status: OrderStep; trackingNote?: string; reason?: string }) =>
    apiRequest<DeskOrderResult>("POST", `/api/admin/orders/${orderId}/status`, body),
};
