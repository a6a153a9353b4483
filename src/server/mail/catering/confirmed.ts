import { lines, renderMail } from "../layout.ts";
import { eventFacts, STATUS_PAGE_LINE, usd, type CateringEventFacts } from "./parts.ts";

/** The team confirmed a quoted request. */
export type CateringConfirmedData = CateringEventFacts & { pricePerPersonCents: number; totalCents: number; note: string | null };

export function cateringConfirmed(d: CateringConfirmedData) {
  return renderMail({
    subject: `Your catering booking ${d.reference} is confirmed`,
    greeting: "Hello,",
    body: [
      "Good news: your catering booking is confirmed.",
      lines(eventFacts(d), `Price per person: ${usd(d.pricePerPersonCents)}`, `Total: ${usd(d.totalCents)}`),
      d.note && `A note from our team:\n${d.note}`,
      `We will be in touch before the day about the final details.\n${STATUS_PAGE_LINE}`,
    ],
    signature: "catering team",
  });
}
