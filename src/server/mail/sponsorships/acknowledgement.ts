import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/**
 * The sender's acknowledgement. The address is unproven, so it holds the reference and the
 * choices from the form's lists; the company's name and every typed word stay with the team.
 */
export type SponsorshipAcknowledgementData = { reference: string; typeLabel: string; budgetLabel: string; siteUrl: string };

export function sponsorshipAcknowledgement({ reference, typeLabel, budgetLabel, siteUrl }: SponsorshipAcknowledgementData) {
  return renderMail({
    subject: `We received your sponsorship enquiry ${reference}`,
    greeting: "Hello,",
    body: [
      `Thank you for your interest in partnering with ${BRAND.name}. We received your enquiry ${reference} ` +
        `(${typeLabel}, monthly budget ${budgetLabel}). We'll contact you within ` +
        `24 hours to discuss partnership opportunities. Please quote ${reference} in any reply.`,
      "If you did not write to us, you can ignore this mail.",
      ["Our packages and audience: ", link(`${siteUrl}${paths.sponsor}`)],
    ],
    signature: "team",
  });
}
