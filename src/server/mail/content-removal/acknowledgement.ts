import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/**
 * The sender's acknowledgement. It goes to an address nobody has proven yet, so it holds the
 * reference and the complaint type and action from the form's lists, never a typed word.
 */
export type ContentRemovalAcknowledgementData = { reference: string; typeLabel: string; actionLabel: string; siteUrl: string };

export function contentRemovalAcknowledgement({ reference, typeLabel, actionLabel, siteUrl }: ContentRemovalAcknowledgementData) {
  return renderMail({
    subject: `We received your content removal request ${reference}`,
    greeting: "Hello,",
    body: [
      `Thank you for telling us. We received your request ${reference} (${typeLabel}; requested action: ${actionLabel}). ` +
        `We'll review it within 24-48 hours and contact you at this address with what we found and what we did. ` +
        `Please quote ${reference} in any reply.`,
      "If you did not write to us, you can ignore this mail.",
      ["How we handle requests: ", link(`${siteUrl}${paths.contentRemoval}`)],
    ],
    signature: "team",
  });
}
