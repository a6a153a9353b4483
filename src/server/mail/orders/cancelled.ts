import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";
import { orderStepClosing } from "./parts.ts";

/** The team cancelled an order, with its reason if it gave one. */
export type OrderCancelledData = {
  reference: string;
  reason: string | null;
  /** The amount to refund when the order was paid; null when nothing was charged. */
  refund: string | null;
  siteUrl: string;
  teamEmail: string;
};

export function orderCancelled({ reference, reason, refund, siteUrl, teamEmail }: OrderCancelledData) {
  return renderMail({
    subject: `Your ${BRAND.name} order ${reference} is cancelled`,
    greeting: "Hello,",
    body: [
      `Your order ${reference} has been cancelled${reason ? ":" : "."}`,
      reason,
      [
        `${refund === null ? "Nothing has been charged." : `Your payment of $${refund} will be refunded to the way you paid.`} ` +
          "You are welcome to order again at ",
        link(`${siteUrl}${paths.shop}`),
        ".",
      ],
      orderStepClosing(reference, teamEmail),
    ],
    signature: "team",
  });
}
