import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import { link, renderMail, type Inline } from "../layout.ts";

/**
 * The visitor's confirmation. It goes to an address nobody has proven yet, so it repeats nothing
 * typed: the recipe, when there is one, is the library's own, found by its id.
 */
export type ConsultationAcknowledgementData = { recipe: { id: number; title: string } | null; siteUrl: string };

export function consultationAcknowledgement({ recipe, siteUrl }: ConsultationAcknowledgementData) {
  const about: Inline[] = recipe ? [` about ${recipe.title} (`, link(`${siteUrl}${paths.recipe(recipe.id)}`), ")"] : [];
  return renderMail({
    subject: `We received your question for the ${BRAND.name} Ayurvedic expert`,
    greeting: "Hello,",
    body: [
      ["Thank you for your question", ...about, ". Our Ayurvedic expert will reply to this address within 24 hours."],
      "If you did not write to us, you can ignore this mail.",
      ["While you wait, browse more recipes for your dosha: ", link(`${siteUrl}${paths.recipes}`)],
      "This advice is general cooking guidance and not a substitute for a doctor's care.",
    ],
    signature: "team",
  });
}
