import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { expertConsultations, recipes } from "../../db/schema/index.ts";
import { consultationInputSchema, consultationResultSchema, type ConsultationInput } from "../../../shared/schemas/consultation.ts";
import { RATE_LIMITS } from "../../http/rate-limit-policies.ts";
import { consultationAcknowledgement } from "../../mail/consultations/acknowledgement.ts";
import { consultationExpertNotice } from "../../mail/consultations/expert-notice.ts";
import { defineEnquiry } from "./kind.ts";

const DOSHA_LABELS: Record<ConsultationInput["doshaType"], string> = {
  vata: "Vata",
  pitta: "Pitta",
  kapha: "Kapha",
  unknown: "Not sure",
};

const RECEIVED = "Consultation request received. Our Ayurvedic expert will respond within 24 hours via email.";

/**
 * A question to the Ayurvedic expert, from a recipe or on its own; the sender quotes its number.
 * The confirmation repeats nothing the visitor typed (no name, question or recipe title from the
 * browser): the recipe is named by the library's own title, looked up by its id.
 */
export const consultationEnquiry = defineEnquiry({
  kind: "consultation",
  path: "/api/expert-consultation",
  input: consultationInputSchema,
  answer: { schema: consultationResultSchema, of: ({ id }) => ({ id, message: RECEIVED }) },
  decoyReceipt: () => ({ id: randomInt(1, 100_000) }),
  rateLimit: { policy: RATE_LIMITS.consultation, message: "Too many questions from this address. Please try again in a few minutes." },
  doc: {
    summary: "Ask the Ayurvedic expert a question, from a recipe or on its own",
    description: "Stored and mailed to the expert team, with a confirmation to the asker; the expert answers by email within 24 hours.",
    example: {
      name: "Asha Rao",
      email: "asha@example.com",
      doshaType: "vata",
      question: "Which grains suit a cold, dry winter?",
      recipeId: 1,
    },
  },
  async draft(db, input, { siteUrl }) {
    const email = input.email.toLowerCase();
    const [recipe] = input.recipeId
      ? await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(eq(recipes.id, input.recipeId)).limit(1)
      : [];
    return {
      senderEmail: email,
      async insert(writer) {
        const [row] = await writer
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
        return { id: row.id };
      },
      mails: ({ id }) => ({
        team: consultationExpertNotice({
          id,
          name: input.name,
          email,
          doshaLabel: DOSHA_LABELS[input.doshaType],
          recipeId: input.recipeId ?? null,
          recipeTitle: input.recipeTitle ?? null,
          healthConcerns: input.healthConcerns ?? null,
          question: input.question,
          siteUrl,
        }),
        acknowledgement: consultationAcknowledgement({ recipe: recipe ?? null, siteUrl }),
      }),
    };
  },
});
