import { SHIPPING_OPTIONS, type ShippingMethod } from "../../../shared/schemas/order.ts";
import type { Paragraph } from "../layout.ts";

/** One line of an order: the catalogue's name and the server's prices, nothing the shopper typed. */
export type OrderLineFacts = { quantity: number; name: string; unitPrice: string; wholesale: boolean; lineTotal: string };

/** An order's lines and totals, as its confirmation and the team's notice both show them. */
export type OrderFacts = {
  reference: string;
  lines: readonly OrderLineFacts[];
  subtotal: string;
  shippingMethod: ShippingMethod;
  shippingFee: string;
  total: string;
};

const dollars = (amount: string) => `$${amount}`;

export function orderSummary(o: OrderFacts): Paragraph[] {
  const free = Math.round(Number(o.shippingFee) * 100) === 0;
  return [
    `Order: ${o.reference}`,
    o.lines
      .map((l) => `  ${l.quantity} × ${l.name} @ ${dollars(l.unitPrice)}${l.wholesale ? " (wholesale)" : ""} = ${dollars(l.lineTotal)}`)
      .join("\n"),
    `Subtotal: ${dollars(o.subtotal)}\n` +
      `Shipping (${o.shippingMethod}, ${SHIPPING_OPTIONS[o.shippingMethod].days}): ${free ? "free" : dollars(o.shippingFee)}\n` +
      `Total: ${dollars(o.total)}`,
  ];
}

/** How every mail about a later step of an order ends, before the signature. */
export const orderStepClosing = (reference: string, teamEmail: string) =>
  `The link in your order confirmation shows your order at any time. Questions? Write to ${teamEmail}, quoting ${reference}.`;
