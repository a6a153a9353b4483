import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/** The double opt-in's link. The address is only the recipient: nothing typed goes in. */
export type NewsletterConfirmationData = { token: string; siteUrl: string };

export function newsletterConfirmation({ token, siteUrl }: NewsletterConfirmationData) {
  return renderMail({
    subject: `Please confirm your ${BRAND.name} newsletter subscription`,
    body: [
      `Someone, hopefully you, asked to receive the ${BRAND.name} newsletter at this address.`,
      ["To confirm, open this link within 7 days:\n", link(`${siteUrl}${paths.newsletterConfirm(token)}`)],
      "If it was not you, ignore this mail: without a confirmation you will not hear from us again.",
    ],
    signature: "team",
  });
}
