import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { expertConsultations, recipes } from "../../db/schema/index.ts";
import type { ConsultationInput } from "../../../shared/schemas/consultation.ts";
import { consultationAcknowledgement } from "../../mail/consultations/acknowledgement.ts";
import { consultationExpertNotice } from "../../mail/consultations/expert-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";

type ConsultationServiceOptions = {
  /** The expert team's inbox; questions always go here, never to an address from the request. */
  expertEmail: string;
  siteUrl: string;
};

const DOSHA_LABELS: Record<ConsultationInput["doshaType"], string> = {
  vata: "Vata",
  pitta: "Pitta",
  kapha: "Kapha",
  unknown: "Not sure",
};

export function createConsultationService(db: Database, options: ConsultationServiceOptions) {
  const { expertEmail, siteUrl } = options;
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
          ...consultationExpertNotice({
            id: row.id,
            name: input.name,
            email,
            doshaLabel: DOSHA_LABELS[input.doshaType],
            recipeId: input.recipeId ?? null,
            recipeTitle: input.recipeTitle ?? null,
            healthConcerns: input.healthConcerns ?? null,
            question: input.question,
            siteUrl,
          }),
        });
        await enqueueMail(tx, { to: email, ...consultationAcknowledgement({ recipe: recipe ?? null, siteUrl }) });
        return { id: row.id };
      });
    },
  };
}
