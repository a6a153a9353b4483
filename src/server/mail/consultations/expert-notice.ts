import { paths } from "../../../shared/paths.ts";
import { lines, renderMail } from "../layout.ts";

/** The expert team's notice of a question: everything the visitor typed, the recipe as the page sent it. */
export type ConsultationExpertNoticeData = {
  id: number;
  name: string;
  email: string;
  doshaLabel: string;
  recipeId: number | null;
  recipeTitle: string | null;
  healthConcerns: string | null;
  question: string;
  siteUrl: string;
};

export function consultationExpertNotice(d: ConsultationExpertNoticeData) {
  const recipeUrl = d.recipeId === null ? null : `${d.siteUrl}${paths.recipe(d.recipeId)}`;
  const recipe = d.recipeTitle ? `${d.recipeTitle}${recipeUrl ? ` (${recipeUrl})` : ""}` : (recipeUrl ?? "none");
  return renderMail({
    // Nothing the visitor typed goes into a header: the name and recipe are in the body.
    subject: `Expert question #${d.id}`,
    body: [
      "A visitor asked the Ayurvedic expert a question. Please reply within 24 hours.",
      lines(
        `Name: ${d.name}`,
        `Email: ${d.email}`,
        `Primary dosha: ${d.doshaLabel}`,
        `Recipe: ${recipe}`,
        `Health concerns: ${d.healthConcerns ?? "none given"}`,
      ),
      `Question:\n${d.question}`,
    ],
  });
}
