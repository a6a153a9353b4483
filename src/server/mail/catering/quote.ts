import { formatEventDay } from "../../../shared/rules/catering.ts";
import { lines, renderMail } from "../layout.ts";
import { eventFacts, STATUS_PAGE_LINE, usd, type CateringEventFacts } from "./parts.ts";

/** The team's quote (or revised quote) for a request. */
export type CateringQuoteData = CateringEventFacts & {
  revised: boolean;
  pricePerPersonCents: number;
  totalCents: number;
  /** YYYY-MM-DD. */
  validUntil: string;
  notes: string | null;
};

export function cateringQuote(d: CateringQuoteData) {
  return renderMail({
    subject: `${d.revised ? "Your revised quote" : "Your quote"} for catering request ${d.reference}`,
    greeting: "Hello,",
    body: [
      `Thank you for your patience. Here is ${d.revised ? "our revised quote" : "our quote"} for your event.`,
      lines(
        eventFacts(d),
        `Price per person: ${usd(d.pricePerPersonCents)}`,
        `Total: ${usd(d.totalCents)}`,
        `Valid until: ${formatEventDay(d.validUntil)}`,
      ),
      d.notes && `Notes from our team:\n${d.notes}`,
      `To go ahead, reply to this mail or call us before the quote's date, quoting ${d.reference}.\n${STATUS_PAGE_LINE}`,
    ],
    signature: "catering team",
  });
}
