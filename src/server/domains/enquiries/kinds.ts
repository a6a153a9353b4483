import { bulkInquiryEnquiry } from "./bulk-inquiry.ts";
import { consultationEnquiry } from "./consultation.ts";
import { contactEnquiry } from "./contact.ts";
import { contentRemovalEnquiry } from "./content-removal.ts";
import type { EnquiryKind } from "./kind.ts";
import { sponsorshipEnquiry } from "./sponsorship.ts";

export { bulkInquiryEnquiry, consultationEnquiry, contactEnquiry, contentRemovalEnquiry, sponsorshipEnquiry };

/** Every message form that lands in the team's inbox, in the order the API reference lists them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind keeps its own input type; code reading the list passes a kind's validated input back to that same kind only
export const ENQUIRY_KINDS: readonly EnquiryKind<any>[] = [
  contactEnquiry,
  contentRemovalEnquiry,
  sponsorshipEnquiry,
  bulkInquiryEnquiry,
  consultationEnquiry,
];
