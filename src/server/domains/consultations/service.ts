import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { expertConsultations, recipes } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import type { ConsultationInput } from "../../../shared/schemas/consultation.ts";
import { enqueueMail } from "../messages/outbox.ts";

type ConsultationServiceOptions = {
  /** The expert team's inbox; questions always go here, never to an address from the request. */
  expertEmail: string;
  siteUrl: string;
  brand: string;
};

const DOSHA_LABELS: Record<ConsultationInput["doshaType"], string> = {
  vata: "Vata",
  pitta: "Pitta",
  kapha: "Kapha",
  unknown: "Not sure",
};

export function createConsultationService(db: Database, options: ConsultationServiceOptions) {
  const { expertEmail, siteUrl, brand } = options;
  return {
    /**
     * Stores the question with its two mails (to the expert team, and a confirmation to the
     * visitor) in one transaction: either all three are written or none. The confirmation goes to
     * an address nobody has proven yet, so it repeats nothing the visitor typed (no name, question
     * or recipe title from the browser): the recipe is named by the library's own title, looked
     * up by its id.
     */
    async submit(input: ConsultationInput): Promise<{ id: number }> {
      const email = input.email.toLowerCase();
      const recipeLine = input.recipeTitle
        ? `${input.recipeTitle}${input.recipeId ? ` (${siteUrl}${paths.recipe(input.recipeId)})` : ""}`
        : input.recipeId
          ? `${siteUrl}${paths.recipe(input.recipeId)}`
          : "none";
      const [recipe] = input.recipeId
        ? await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(eq(recipes.id, input.recipeId)).limit(1)
        : [];
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(expertConsultations)
          .values({
            name: input.name,
            email,
            doshaType: input.doshaType,
            healthConcerns: input.healthConcerns ?? null,
            question: input.question,
            recipeId: input.recipeId ?? null,
            recipeTitle: input.recipeTitle ?? null,
            recipientEmail: input.recipientEmail ?? null,
            submittedAt: input.submittedAt ? new Date(input.submittedAt) : null,
          })
          .returning({ id: expertConsultations.id });

        await enqueueMail(tx, {
          to: expertEmail,
          // Nothing the visitor typed goes into a header: the name and recipe are in the body.
          subject: `Expert question #${row.id}`,
          text:
            `A visitor asked the Ayurvedic expert a question. Please reply within 24 hours.\n\n` +
            `Name: ${input.name}\nEmail: ${email}\nPrimary dosha: ${DOSHA_LABELS[input.doshaType]}\n` +
            `Recipe: ${recipeLine}\n` +
            `Health concerns: ${input.healthConcerns ?? "none given"}\n\n` +
            `Question:\n${input.question}\n`,
        });
        await enqueueMail(tx, {
          to: email,
          subject: `We received your question for the ${brand} Ayurvedic expert`,
          text:
            `Hello,\n\nThank you for your question${recipe ? ` about ${recipe.title} (${siteUrl}${paths.recipe(recipe.id)})` : ""}. ` +
            `Our Ayurvedic expert will reply to this address within 24 hours.\n\n` +
            `If you did not write to us, you can ignore this mail.\n\n` +
            `While you wait, browse more recipes for your dosha: ${siteUrl}${paths.recipes}\n\n` +
            `This advice is general cooking guidance and not a substitute for a doctor's care.\n\n— The ${brand} team`,
        });
        return { id: row.id };
      });
    },
  };
}
