import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/** The link that proves an address: a new account's, or the new address of an existing one. */
export type VerificationData = { token: string; siteUrl: string };

export function verificationMail({ token, siteUrl }: VerificationData) {
  return renderMail({
    subject: `Please verify your email address for ${BRAND.name}`,
    greeting: `Welcome to ${BRAND.name}!`,
    body: [
      ["To verify this address, open this link within 24 hours:\n", link(`${siteUrl}${paths.verifyEmail(token)}`)],
      "If you did not ask for an account, ignore this mail: nothing happens without the link.",
    ],
    signature: "team",
  });
}
