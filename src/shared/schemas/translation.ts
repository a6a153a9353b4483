import { z } from "zod";
import { DEFAULT_LANGUAGE, isSupportedLanguage } from "../languages.ts";
import { textSchema } from "./common.ts";

/** Texts one batch call may carry; the page sends batches of TRANSLATION_PAGE_BATCH_SIZE. */
const TRANSLATION_BATCH_MAX_TEXTS = 100;
const TRANSLATION_TEXT_MAX_CHARS = 5_000;
/** Text nodes per batch when a page is translated. */
export const TRANSLATION_PAGE_BATCH_SIZE = 20;

/** A language code from the supported list; anything else is 'Unsupported language: xx'. */
function languageCodeSchema(field: string) {
  // Checked as text first, so a control character is refused before the code is echoed back.
  return textSchema({ label: field, max: 1_000, trim: false, messages: { type: `${field} must be a language code` } }).pipe(
    z.string().superRefine((code, ctx) => {
      // Kept in a boolean: the type guard would narrow `code` to never in the refused branch.
      const supported: boolean = isSupportedLanguage(code);
      if (!supported) {
        const shown = code.length > 20 ? `${code.slice(0, 20)}…` : code;
        ctx.addIssue({ code: "custom", message: `Unsupported language: ${shown}` });
      }
    }),
  );
}

/** Page text to translate: several lines allowed, and its spacing kept, as the page shows it. */
const pageText = (label: string, messages: { type: string; tooLong: string }) =>
  textSchema({ label, max: TRANSLATION_TEXT_MAX_CHARS, multiline: true, trim: false, messages });

export const translateInputSchema = z.object({
  text: pageText("text", {
    type: "text must be a string",
    tooLong: "text must be at most 5,000 characters",
  }),
  targetLanguage: languageCodeSchema("targetLanguage"),
  sourceLanguage: languageCodeSchema("sourceLanguage").default(DEFAULT_LANGUAGE),
});
export const translateResultSchema = z.object({ translatedText: z.string() }).meta({ id: "TranslateResult" });
export type TranslateResult = z.infer<typeof translateResultSchema>;

export const batchTranslateInputSchema = z.object({
  texts: z
    .array(
      pageText("Each text", {
        type: "Each text must be a string",
        tooLong: "Each text must be at most 5,000 characters",
      }),
      { error: (issue) => (issue.input === undefined ? "texts is required" : "texts must be an array of strings") },
    )
    .min(1, "texts must contain at least one text")
    .max(TRANSLATION_BATCH_MAX_TEXTS, "At most 100 texts can be translated at once"),
  targetLanguage: languageCodeSchema("targetLanguage"),
  sourceLanguage: languageCodeSchema("sourceLanguage").default(DEFAULT_LANGUAGE),
});
export const batchTranslateResultSchema = z
  .object({ translations: z.array(z.string()).meta({ description: "`translations[i]` is the translation of `texts[i]`" }) })
  .meta({ id: "BatchTranslateResult" });
export type BatchTranslateResult = z.infer<typeof batchTranslateResultSchema>;

/** GET /api/languages: the supported list, en first; `rtl` marks right-to-left languages. */
export const languageListResultSchema = z
  .object({
    defaultLanguage: z.string(),
    languages: z.array(
      z
        .object({
          code: z.string().meta({ description: "The code the translation routes take (ISO 639-1 where the language has one)" }),
          name: z.string().meta({ description: "The English name" }),
          nativeName: z.string(),
          flag: z.string().nullable().meta({ description: "The flag's code (see /flags/{code}.svg)" }),
          rtl: z.boolean().meta({ description: "Written right to left" }),
        })
        .meta({ id: "Language" }),
    ),
  })
  .meta({ id: "LanguageList" });
export type LanguageListResult = z.infer<typeof languageListResultSchema>;
