import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/** The applicant's acknowledgement: the address is unproven, so only the reference and what happens next. */
export type GuestChefAcknowledgementData = { reference: string; siteUrl: string };

export function guestChefAcknowledgement({ reference, siteUrl }: GuestChefAcknowledgementData) {
  return renderMail({
    subject: `We received your guest chef application ${reference}`,
    greeting: "Hello,",
    body: [
      [
        `Thank you for applying to be a guest chef with ${BRAND.name}. We received your application ${reference}. ` +
          `Our team reviews every application and will write to you at this address within 5 business days. ` +
          `Once approved, your profile appears on `,
        link(`${siteUrl}${paths.featuredChefs}`),
        ".",
      ],
      "If you did not apply, you can ignore this mail: nothing is published without our review.",
    ],
    signature: "team",
  });
}
