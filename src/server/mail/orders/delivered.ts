import { BRAND } from "../../../shared/brand.ts";
import { renderMail } from "../layout.ts";
import { orderStepClosing } from "./parts.ts";

/** The team marked an order delivered. */
export type OrderDeliveredData = { reference: string; teamEmail: string };

export function orderDelivered({ reference, teamEmail }: OrderDeliveredData) {
  return renderMail({
    subject: `Your ${BRAND.name} order ${reference} was delivered`,
    greeting: "Hello,",
    body: [
      `Your order ${reference} has been delivered. We hope you enjoy cooking with it! Returns are accepted within 30 days.`,
      orderStepClosing(reference, teamEmail),
    ],
    signature: "team",
  });
}
