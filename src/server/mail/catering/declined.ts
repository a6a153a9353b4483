import { renderMail } from "../layout.ts";
import { eventFacts, STATUS_PAGE_LINE, type CateringEventFacts } from "./parts.ts";

/** The team declined a request; its reason is mailed. */
export type CateringDeclinedData = CateringEventFacts & { reason: string };

export function cateringDeclined(d: CateringDeclinedData) {
  return renderMail({
    subject: `About your catering request ${d.reference}`,
    greeting: "Hello,",
    body: [
      "Thank you for thinking of us. We are sorry, but we cannot cater this event.",
      eventFacts(d),
      `Why:\n${d.reason}`,
      `We would be glad to help with another date or menu.\n${STATUS_PAGE_LINE}`,
    ],
    signature: "catering team",
  });
}
