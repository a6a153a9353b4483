import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/** The single-use link to choose a new password. */
export type PasswordResetData = { token: string; siteUrl: string };

export function passwordResetMail({ token, siteUrl }: PasswordResetData) {
  return renderMail({
    subject: `Choose a new password for ${BRAND.name}`,
    body: [
      `Someone, hopefully you, asked to reset the password of your ${BRAND.name} account.`,
      ["To choose a new password, open this link within 1 hour (it works once):\n", link(`${siteUrl}${paths.resetPassword(token)}`)],
      "If it was not you, ignore this mail: your password stays as it is.",
    ],
    signature: "team",
  });
}
