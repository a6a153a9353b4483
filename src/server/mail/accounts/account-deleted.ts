import { BRAND } from "../../../shared/brand.ts";
import { renderMail } from "../layout.ts";

/** The last mail to a deleted account's address. */
export function accountDeletedMail() {
  return renderMail({
    subject: `Your ${BRAND.name} account is deleted`,
    body: [
      `As you asked, your ${BRAND.name} account, its saved recipes and saved searches are deleted.`,
      "Newsletter mails, if you subscribed, stop with the unsubscribe link at the bottom of each.",
    ],
    signature: "team",
  });
}
