import { BRAND } from "../../../shared/brand.ts";
import type { CateringRequestKind } from "../../../shared/schemas/catering.ts";
import { link, renderMail } from "../layout.ts";
import { ESTIMATE_NOTE, KIND_LABEL, requestFacts, type CateringRequestFacts } from "./parts.ts";

/** The customer's acknowledgement of a catering request, with its status link. */
export type CateringAcknowledgementData = CateringRequestFacts & {
  kind: CateringRequestKind;
  /** The menu's usual minimum, when fewer guests were asked for. */
  belowMinimum: { minimumOrder: number } | null;
  statusUrl: string;
  menuUrl: string;
};

export function cateringAcknowledgement(d: CateringAcknowledgementData) {
  return renderMail({
    subject: `We received your ${BRAND.name} catering request ${d.reference}`,
    greeting: "Hello,",
    body: [
      `Thank you for your ${KIND_LABEL[d.kind]} request. We'll contact you within 24 hours to confirm it and send your quote.`,
      requestFacts(d),
      d.belowMinimum &&
        `This menu is usually served for at least ${d.belowMinimum.minimumOrder} guests; our team will tell you what is possible for ${d.participants}.`,
      ESTIMATE_NOTE,
      ["See where your request stands at any time (keep this link to yourself): ", link(d.statusUrl)],
      ["The menu: ", link(d.menuUrl)],
    ],
    signature: "catering team",
  });
}
