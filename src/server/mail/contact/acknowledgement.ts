import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/**
 * The sender's acknowledgement. The address is anyone's until its owner answers, so the data holds
 * nothing the visitor typed: the reference and the subject's label from the site's own list.
 */
export type ContactAcknowledgementData = { reference: string; subjectLabel: string; siteUrl: string };

export function contactAcknowledgement({ reference, subjectLabel, siteUrl }: ContactAcknowledgementData) {
  return renderMail({
    subject: `We received your message ${reference}`,
    greeting: "Hello,",
    body: [
      `Thank you for contacting us. We received your message about ${subjectLabel} (reference ${reference}). ` +
        `We'll get back to you within 24 hours at this address. If you write again about the same matter, please quote ${reference}.`,
      "If you did not write to us, you can ignore this mail.",
      ["Meanwhile, our recipes are here: ", link(`${siteUrl}${paths.recipes}`)],
    ],
    signature: "team",
  });
}
