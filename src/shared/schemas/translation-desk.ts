import { z } from "zod";
import { adminPageFields, listSearchSchema, optionalChoiceSchema, pageQuerySchema, textSchema } from "./common.ts";

/* The translation desk (/admin/translations): the team corrects what the engine wrote on the Spanish and French pages. */

/** The languages with pages of their own, whose texts the desk lists. */
export const TRANSLATION_DESK_LANGUAGES = ["es", "fr"] as const;
export type TranslationDeskLanguage = (typeof TRANSLATION_DESK_LANGUAGES)[number];

/** Narrowing the list to texts that need a look, or that the team already corrected. */
export const TRANSLATION_DESK_STATES = ["changed", "corrected", "machine"] as const;
export type TranslationDeskState = (typeof TRANSLATION_DESK_STATES)[number];

export const TRANSLATION_TEXTS_PER_PAGE = 40;
export const TRANSLATION_TEXTS_MAX_LIMIT = 200;
export const TRANSLATION_CORRECTION_MAX = 5_000;

export const translationDeskMessages = {
  languageInvalid: "Language must be es or fr",
  stateInvalid: "State must be changed, corrected or machine",
  hashInvalid: "The text's hash must be 64 hexadecimal characters",
  correctionRequired: "Write the corrected translation: it cannot be empty",
  correctionTooLong: `The correction must be at most ${TRANSLATION_CORRECTION_MAX} characters`,
  correctionCharacters: "The correction contains characters that are not allowed",
  notFound: "No translated page shows this text in this language",
  noCorrection: "This text has no correction to take back",
  noMachineText: "No engine has translated this text, so there is no machine translation to go back to: correct it instead",
  corrected: "Correction saved",
  reverted: "Correction removed: the machine's translation is shown again",
} as const;

/** GET /api/admin/translations: a language (empty = both), part of a page address, a state; paged. */
export const translationTextListQuerySchema = z.object({
  language: optionalChoiceSchema(TRANSLATION_DESK_LANGUAGES, translationDeskMessages.languageInvalid),
  address: listSearchSchema(200),
  state: optionalChoiceSchema(TRANSLATION_DESK_STATES, translationDeskMessages.stateInvalid),
  ...pageQuerySchema(TRANSLATION_TEXTS_PER_PAGE, TRANSLATION_TEXTS_MAX_LIMIT),
});
export type TranslationTextListQuery = z.infer<typeof translationTextListQuerySchema>;

/** One text as a page shows it in one language. */
export const translationTextSchema = z
  .object({
    path: z.string().meta({ description: "The page's address without its language prefix (/recipes/6)" }),
    language: z.enum(TRANSLATION_DESK_LANGUAGES),
    key: z.string().meta({ description: "Which text of the page it is: title, description, ingredient 3, step 2..." }),
    sourceHash: z.string().meta({ description: "SHA-256 of the English text: the text's identity in the translation memory" }),
    sourceText: z.string().meta({ description: "The English text the page shows now" }),
    translation: z
      .string()
      .nullable()
      .meta({ description: "What the page shows in its language: the correction, else the engine's text; null when not translated yet" }),
    machineText: z.string().nullable().meta({ description: "The engine's translation, when it made one" }),
    corrected: z.boolean(),
    correctedAt: z.string().nullable().meta({ description: "When the correction was written (ISO instant)" }),
    correctedBy: z.string().nullable().meta({ description: "The username of the admin who wrote it" }),
    sourceChanged: z
      .boolean()
      .meta({ description: "The English text of this key changed after its translation was last corrected (or it never was)" }),
    sourceChangedAt: z.string().nullable().meta({ description: "When the page was first seen with the new English text (ISO instant)" }),
    previousSourceText: z.string().nullable().meta({ description: "The English text the key had before it changed" }),
    previousTranslation: z.string().nullable().meta({ description: "How that earlier text was shown in this language" }),
  })
  .meta({ id: "TranslationText" });
export type TranslationText = z.infer<typeof translationTextSchema>;

export const translationTextPageSchema = z
  .object({ data: z.array(translationTextSchema), ...adminPageFields })
  .meta({ id: "TranslationTextPage", description: "Texts ordered by page address, then as each page reads" });
export type TranslationTextPage = z.infer<typeof translationTextPageSchema>;

/** The text a correction applies to: its language and the hash of its English. */
export const translationTextParamsSchema = z.object({
  language: z.enum(TRANSLATION_DESK_LANGUAGES, { error: translationDeskMessages.languageInvalid }),
  sourceHash: z.string().regex(/^[0-9a-f]{64}$/, translationDeskMessages.hashInvalid),
});
export type TranslationTextParams = z.infer<typeof translationTextParamsSchema>;

/** PUT /api/admin/translations/:language/:sourceHash */
export const translationCorrectionInputSchema = z.object({
  text: textSchema({
    label: "Correction",
    min: 1,
    max: TRANSLATION_CORRECTION_MAX,
    multiline: true,
    messages: {
      required: translationDeskMessages.correctionRequired,
      type: translationDeskMessages.correctionRequired,
      tooShort: translationDeskMessages.correctionRequired,
      tooLong: translationDeskMessages.correctionTooLong,
      characters: translationDeskMessages.correctionCharacters,
    },
  }),
});
export type TranslationCorrectionInput = z.infer<typeof translationCorrectionInputSchema>;

/** A correction written or taken back: the memory entry as every page now reads it. */
export const translationCorrectionResultSchema = z
  .object({
    message: z.string(),
    language: z.enum(TRANSLATION_DESK_LANGUAGES),
    sourceHash: z.string(),
    sourceText: z.string(),
    translation: z.string().nullable(),
    machineText: z.string().nullable(),
    corrected: z.boolean(),
    correctedAt: z.string().nullable(),
    correctedBy: z.string().nullable(),
  })
  .meta({ id: "TranslationCorrection" });
export type TranslationCorrectionResult = z.infer<typeof translationCorrectionResultSchema>;
