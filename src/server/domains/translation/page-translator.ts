import { DEFAULT_PAGE_LANGUAGE, type AddressedLanguage } from "../../../shared/page-languages.ts";

/**
 * How long a page being rendered waits for the engine to translate what the memory lacks. Past
 * it the page shows those texts in English, is kept by caches for a few seconds only, and its next
 * render finds the engine's late answer in the memory.
 */
export const PAGE_TRANSLATION_BUDGET_MS = 400;

/** How long shared caches keep a page that still shows some English, before rendering it again. */
export const INCOMPLETE_PAGE_SECONDS = 5;

type TranslateWithin = (
  texts: string[],
  sourceLanguage: string,
  targetLanguage: string,
  budgetMs: number,
) => Promise<{ texts: string[]; complete: boolean }>;

/** The database content of one page render, in the page's language. */
export type PageTranslator = {
  language: AddressedLanguage;
  /** `texts` in the page's language, in order; English where no translation could be had in time. */
  texts(texts: string[]): Promise<string[]>;
  /** False once some text was left in English this render. */
  readonly complete: boolean;
};

export function createPageTranslator(
  translateWithin: TranslateWithin,
  language: AddressedLanguage,
  budgetMs = PAGE_TRANSLATION_BUDGET_MS,
): PageTranslator {
  let complete = true;
  return {
    language,
    async texts(texts) {
      if (language === DEFAULT_PAGE_LANGUAGE || texts.length === 0) return texts;
      const translated = await translateWithin(texts, DEFAULT_PAGE_LANGUAGE, language, budgetMs);
      if (!translated.complete) complete = false;
      return translated.texts;
    },
    get complete() {
      return complete;
    },
  };
}
