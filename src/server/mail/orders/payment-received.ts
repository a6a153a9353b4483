import { BRAND } from "../../../shared/brand.ts";
import { renderMail } from "../layout.ts";
import { orderStepClosing } from "./parts.ts";

/** The team marked an order paid. */
export type OrderPaymentReceivedData = { reference: string; total: string; teamEmail: string };

export function orderPaymentReceived({ reference, total, teamEmail }: OrderPaymentReceivedData) {
  return renderMail({
    subject: `Payment received for your ${BRAND.name} order ${reference}`,
    greeting: "Hello,",
    body: [
      `We have received your payment of $${total} for order ${reference}. We are packing it now and will mail you when it ships.`,
      orderStepClosing(reference, teamEmail),
    ],
    signature: "team",
  });
}
