import { BRAND } from "../../../shared/brand.ts";
import { renderMail } from "../layout.ts";

/** How the password was changed: with a mailed reset link (every device signed out) or on the account page (the others). */
export type PasswordChangedData = { via: "reset-link" | "account-page" };

export function passwordChangedMail({ via }: PasswordChangedData) {
  const how =
    via === "reset-link"
      ? "with a reset link, and every device was signed out"
      : "from your account page, and your other devices were signed out";
  return renderMail({
    subject: `Your ${BRAND.name} password was changed`,
    body: [
      `The password of your ${BRAND.name} account was just changed ${how}.`,
      `If you did not do this, choose "Forgot password?" when signing in to set a new one, and write to us.`,
    ],
    signature: "team",
  });
}
