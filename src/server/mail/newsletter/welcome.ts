import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/**
 * The first newsletter mail, once the address is confirmed. Like every newsletter mail it ends
 * with the subscription's footer and its own one-click unsubscribe link (also sent as headers).
 */
export type NewsletterWelcomeData = { unsubscribeUrl: string; siteUrl: string };

export function newsletterWelcome({ unsubscribeUrl, siteUrl }: NewsletterWelcomeData) {
  return renderMail({
    subject: `Welcome to the ${BRAND.name} newsletter`,
    body: [
      "Your subscription is confirmed. Thank you!",
      "Every other week you will receive seasonal recipes, Ayurvedic kitchen notes and news of upcoming cooking classes.",
      ["Browse recipes: ", link(`${siteUrl}${paths.recipes}`)],
    ],
    footer: [
      [
        `—\nYou receive this because you confirmed your subscription to the ${BRAND.name} newsletter.\nUnsubscribe with one click: `,
        link(unsubscribeUrl),
      ],
    ],
  });
}

/** The headers every newsletter mail carries, so mail clients offer the one-click unsubscribe. */
export const newsletterHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
