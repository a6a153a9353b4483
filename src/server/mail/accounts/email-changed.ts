import { BRAND } from "../../../shared/brand.ts";
import { renderMail } from "../layout.ts";

/** To the old address once a new one is verified, so a change nobody asked for is noticed. */
export function emailChangedMail() {
  return renderMail({
    subject: `The email address of your ${BRAND.name} account was changed`,
    body: [
      `The email address of your ${BRAND.name} account was just changed, and mails now go to the new address.`,
      "If you did not do this, write to us at once by answering this mail.",
    ],
    signature: "team",
  });
}
