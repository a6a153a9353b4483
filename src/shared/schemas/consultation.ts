import { z } from "zod";
import { emailFieldSchema, invalidEmailMessage } from "./newsletter.ts";

/** The dosha choices of the question form (spec 1 §9). */
export const DOSHA_TYPES = ["vata", "pitta", "kapha", "unknown"] as const;
export type DoshaType = (typeof DOSHA_TYPES)[number];

export const CONSULTATION_LIMITS = { name: 100, healthConcerns: 1000, question: 2000, recipeTitle: 300 } as const;

export const consultationMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${CONSULTATION_LIMITS.name} characters`,
  email: invalidEmailMessage,
  doshaType: "Please select your primary dosha",
  healthConcernsTooLong: `Health concerns must be at most ${CONSULTATION_LIMITS.healthConcerns} characters`,
  question: "Question must be at least 10 characters",
  questionTooLong: `Question must be at most ${CONSULTATION_LIMITS.question} characters`,
} as const;

/** Blank optional text is the same as none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** What the visitor fills in (spec 1 §5 "Question form"); the browser and the API both check it. */
export const consultationFormSchema = z.object({
  name: z.string({ error: consultationMessages.name }).trim().min(2, consultationMessages.name).max(CONSULTATION_LIMITS.name, consultationMessages.nameTooLong),
  email: emailFieldSchema,
  doshaType: z.enum(DOSHA_TYPES, { error: consultationMessages.doshaType }),
  healthConcerns: optionalText(CONSULTATION_LIMITS.healthConcerns, consultationMessages.healthConcernsTooLong),
  question: z
    .string({ error: consultationMessages.question })
    .trim()
    .min(10, consultationMessages.question)
    .max(CONSULTATION_LIMITS.question, consultationMessages.questionTooLong),
});
export type ConsultationForm = z.infer<typeof consultationFormSchema>;
/** The form's raw values, before trimming. */
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

/** POST /api/expert-consultation: the form plus where it was asked from (spec 1 §3, §7). */
export const consultationInputSchema = consultationFormSchema.extend({
  recipeId: z
    .number({ error: "recipeId must be a positive whole number" })
    .int("recipeId must be a positive whole number")
    .positive("recipeId must be a positive whole number")
    .max(2_147_483_647, "recipeId must be a positive whole number")
    .nullish()
    .transform((v) => v ?? undefined),
  recipeTitle: optionalText(CONSULTATION_LIMITS.recipeTitle, `recipeTitle must be at most ${CONSULTATION_LIMITS.recipeTitle} characters`),
  recipientEmail: z
    .union([z.literal(""), emailFieldSchema], { error: invalidEmailMessage })
    .optional()
    .transform((v) => (v ? v : undefined)),
  submittedAt: z.iso.datetime({ offset: true, error: "submittedAt must be an ISO 8601 date and time" }).optional(),
});
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

export type ConsultationResult = { id: number; message: string };
