import { lines, renderMail } from "../layout.ts";
import { orderSummary, type OrderFacts } from "./parts.ts";

/** The team's notice of a new order: the lines, where it goes and how to reach the shopper. */
export type OrderTeamNoticeData = OrderFacts & {
  paidByCard: boolean;
  /** The card payment arrived after the hold lapsed and some stock was gone. */
  stockShort: boolean;
  /** The shipping address's lines as typed, empty ones left out. */
  shipTo: readonly (string | null)[];
  email: string;
  phone: string | null;
  notes: string | null;
};

export function orderTeamNotice(d: OrderTeamNoticeData) {
  return renderMail({
    subject: `New shop order ${d.reference} (${d.paidByCard ? "paid by card" : "pay on delivery"})`,
    body: [
      d.stockShort && "ATTENTION: the card payment arrived after the hold lapsed and some stock was gone. Please contact the customer.",
      ...orderSummary(d),
      `Ship to:\n  ${d.shipTo.filter(Boolean).join("\n  ")}`,
      lines(`Email: ${d.email}`, `Phone: ${d.phone ?? "not given"}`, `Notes: ${d.notes ?? "none"}`),
    ],
  });
}
