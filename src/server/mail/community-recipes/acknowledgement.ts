import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail } from "../layout.ts";

/**
 * The author's acknowledgement. The address is unproven, so it repeats nothing typed (no name,
 * title, texts or photo): the reference and what happens next.
 */
export type CommunityRecipeAcknowledgementData = { reference: string; siteUrl: string };

export function communityRecipeAcknowledgement({ reference, siteUrl }: CommunityRecipeAcknowledgementData) {
  return renderMail({
    subject: `We received your recipe ${reference}`,
    greeting: "Hello,",
    body: [
      [
        `Thank you for sharing a recipe with the ${BRAND.name} community. We received it as ${reference}. ` +
          `Our team reviews every recipe, usually within a few days. Once it is approved it will be published on ` +
          `Community Recipes (`,
        link(`${siteUrl}${paths.communityRecipes}`),
        ") under the name you chose, and we will let you know.",
      ],
      "If you did not send us a recipe, you can ignore this mail: nothing is published without our review.",
      ["Creators are paid for each approved recipe; see how it works: ", link(`${siteUrl}${paths.earnShare}`)],
    ],
    signature: "team",
  });
}
