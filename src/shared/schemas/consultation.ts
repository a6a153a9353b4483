import { z } from "zod";
import { textSchema } from "./common.ts";
import { emailFieldSchema, invalidEmailMessage } from "./newsletter.ts";
import { HONEYPOT_FIELD, honeypotField } from "./form-fields.ts";

/** The dosha choices of the question form. */
export const DOSHA_TYPES = ["vata", "pitta", "kapha", "unknown"] as const;

export const CONSULTATION_LIMITS = { name: 100, healthConcerns: 1000, question: 2000, recipeTitle: 300 } as const;

/** The contract's English messages: the recipe page reads its form's refusals by them. */
export const consultationMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${CONSULTATION_LIMITS.name} characters`,
  email: invalidEmailMessage,
  doshaType: "Please select your primary dosha",
  healthConcernsTooLong: `Health concerns must be at most ${CONSULTATION_LIMITS.healthConcerns} characters`,
  question: "Question must be at least 10 characters",
  questionTooLong: `Question must be at most ${CONSULTATION_LIMITS.question} characters`,
  nameCharacters: "Name contains characters that are not allowed",
  healthConcernsCharacters: "Health concerns contain characters that are not allowed",
  questionCharacters: "Question contains characters that are not allowed",
} as const;

/** Blank optional text is the same as none. */
const optionalText = (label: string, max: number, messages: { tooLong: string; characters?: string }, multiline = false) =>
  textSchema({ label, max, multiline, messages: { type: messages.tooLong, ...messages } })
    .optional()
    .transform((v) => (v ? v : undefined));

/** What the visitor fills in; the browser and the API both check it. */
export const consultationFormSchema = z.object({
  name: textSchema({
    label: "Name",
    min: 2,
    max: CONSULTATION_LIMITS.name,
    messages: {
      required: consultationMessages.name,
      type: consultationMessages.name,
      tooShort: consultationMessages.name,
      tooLong: consultationMessages.nameTooLong,
      characters: consultationMessages.nameCharacters,
    },
  }),
  email: emailFieldSchema,
  doshaType: z.enum(DOSHA_TYPES, { error: consultationMessages.doshaType }),
  healthConcerns: optionalText(
    "Health concerns",
    CONSULTATION_LIMITS.healthConcerns,
    { tooLong: consultationMessages.healthConcernsTooLong, characters: consultationMessages.healthConcernsCharacters },
    true,
  ),
  question: textSchema({
    label: "Question",
    min: 10,
    max: CONSULTATION_LIMITS.question,
    multiline: true,
    messages: {
      required: consultationMessages.question,
      type: consultationMessages.question,
      tooShort: consultationMessages.question,
      tooLong: consultationMessages.questionTooLong,
      characters: consultationMessages.questionCharacters,
    },
  }),
});
/** The form's raw values, before trimming. */
export type ConsultationFormValues = z.input<typeof consultationFormSchema>;

/** POST /api/expert-consultation: the form plus where it was asked from. */
export const consultationInputSchema = consultationFormSchema.extend({
  recipeId: z
    .number({ error: "recipeId must be a positive whole number" })
    .int("recipeId must be a positive whole number")
    .positive("recipeId must be a positive whole number")
    .max(2_147_483_647, "recipeId must be a positive whole number")
    .nullish()
    .transform((v) => v ?? undefined),
  recipeTitle: optionalText("recipeTitle", CONSULTATION_LIMITS.recipeTitle, {
    tooLong: `recipeTitle must be at most ${CONSULTATION_LIMITS.recipeTitle} characters`,
  }),
  recipientEmail: z
    .union([z.literal(""), emailFieldSchema], { error: invalidEmailMessage })
    .optional()
    .transform((v) => (v ? v : undefined)),
  submittedAt: z.iso.datetime({ offset: true, error: "submittedAt must be an ISO 8601 date and time" }).optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

/** What POST /api/expert-consultation answers (201). */
export const consultationResultSchema = z
  .object({
    id: z.number().int().meta({ description: "The question's number, which the expert's answer quotes" }),
    message: z.string(),
  })
  .meta({ id: "ConsultationResult" });
export type ConsultationResult = z.infer<typeof consultationResultSchema>;
