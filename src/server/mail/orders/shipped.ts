import { BRAND } from "../../../shared/brand.ts";
import { renderMail } from "../layout.ts";
import { orderStepClosing } from "./parts.ts";

/** The team shipped an order, with its tracking note. */
export type OrderShippedData = {
  reference: string;
  trackingNote: string;
  /** What is still owed at the door (pay on delivery, not paid yet); null when nothing is. */
  dueOnDelivery: string | null;
  teamEmail: string;
};

export function orderShipped({ reference, trackingNote, dueOnDelivery, teamEmail }: OrderShippedData) {
  return renderMail({
    subject: `Your ${BRAND.name} order ${reference} has shipped`,
    greeting: "Hello,",
    body: [
      `Your order ${reference} is on its way.`,
      `Tracking: ${trackingNote}`,
      dueOnDelivery === null
        ? "It is paid: nothing more to do but wait for the doorbell."
        : `Please have $${dueOnDelivery} ready for the courier.`,
      orderStepClosing(reference, teamEmail),
    ],
    signature: "team",
  });
}
