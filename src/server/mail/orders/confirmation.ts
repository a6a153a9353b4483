import { BRAND } from "../../../shared/brand.ts";
import { link, renderMail } from "../layout.ts";
import { orderSummary, type OrderFacts } from "./parts.ts";

/**
 * The shopper's confirmation. The address is whatever the shopper typed, so it repeats nothing
 * else they typed (no name, no shipping address): the order page behind its private link shows
 * those.
 */
export type OrderConfirmationData = OrderFacts & {
  /** How to pay for an order not paid by card; null once a card paid it. */
  paymentInstructions: string | null;
  statusUrl: string;
  teamEmail: string;
};

/** The subject alone: the held-back confirmation of a card order is found again by it. */
export const orderConfirmationSubject = (reference: string) => `Your ${BRAND.name} order ${reference}`;

export function orderConfirmation(d: OrderConfirmationData) {
  return renderMail({
    subject: orderConfirmationSubject(d.reference),
    greeting: "Hello,",
    body: [
      "Thank you for your order. Here is what we'll send you:",
      ...orderSummary(d),
      d.paymentInstructions === null ? "Payment: paid by card. Thank you!" : `Payment: ${d.paymentInstructions}`,
      ["Follow your order, with the delivery address you gave, here (keep this link private): ", link(d.statusUrl)],
      `Questions? Reply to this mail or write to ${d.teamEmail}, quoting ${d.reference}. Returns are accepted within 30 days.`,
    ],
    signature: "team",
  });
}
