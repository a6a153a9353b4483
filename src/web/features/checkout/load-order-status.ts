import { data } from "react-router";
import type { OrderView } from "../../../shared/schemas/order";

export type OrderStatusSource = { byStatusToken: (token: string) => Promise<OrderView | null> };

/** What brought the visitor here: the checkout (placed), or Stripe's return (paid or left). */
export type OrderArrival = "placed" | "payment-success" | "payment-cancelled" | null;

export type OrderStatusData = { order: OrderView; arrival: OrderArrival };

/** Only what the service makes can be a token; anything else is unknown without asking the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export function readArrival(params: URLSearchParams): OrderArrival {
  if (params.get("placed") === "1") return "placed";
  const payment = params.get("payment");
  if (payment === "success") return "payment-success";
  if (payment === "cancelled") return "payment-cancelled";
  return null;
}

/**
 * The data of /orders/{token}: the order the mailed link points at. A malformed or unknown token
 * is a 404, thrown, and says nothing about which orders exist.
 */
export async function loadOrderStatus(source: OrderStatusSource, token: string | undefined, url: URL): Promise<OrderStatusData> {
  const order = token && TOKEN_PATTERN.test(token) ? await source.byStatusToken(token) : null;
  if (!order) throw data({ reason: "not-found" }, { status: 404, headers: { "cache-control": "private, no-store" } });
  return { order, arrival: readArrival(url.searchParams) };
}
