import { BRAND } from "../../../shared/brand.ts";
import { link, renderMail } from "../layout.ts";

/**
 * To the owner of an address someone tried to register again. The registration's answer is the
 * same either way, so only the owner learns that the address has an account.
 */
export type RegistrationNoticeData = { siteUrl: string };

export function registrationNoticeMail({ siteUrl }: RegistrationNoticeData) {
  return renderMail({
    subject: `Someone tried to open a new account with your address at ${BRAND.name}`,
    body: [
      `Someone, perhaps you, just tried to create a ${BRAND.name} account with this email address, which already has one.`,
      [
        "Nothing was changed. If it was you, sign in on ",
        link(siteUrl),
        ` ; if you forgot your password, choose "Forgot password?" in the sign-in window.`,
      ],
      "If it was not you, you can ignore this mail.",
    ],
    signature: "team",
  });
}
