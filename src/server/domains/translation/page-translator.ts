import { DEFAULT_PAGE_LANGUAGE, pathWithoutLanguage, type AddressedLanguage } from "../../../shared/page-languages.ts";
import type { RecordPageTexts } from "./page-texts.ts";

/**
 * How long a page being rendered waits for the engine to translate what the memory lacks. Past
 * it the page shows those texts in English, is kept by caches for a few seconds only, and its next
 * render finds the engine's late answer in the memory.
 */
export const PAGE_TRANSLATION_BUDGET_MS = 400;

/** How long shared caches keep a page that still shows some English, before rendering it again. */
export const INCOMPLETE_PAGE_SECONDS = 5;

/** How long a render's texts are gathered before they are recorded in one statement. */
const RECORD_AFTER_MS = 25;

type TranslateWithin = (
  texts: string[],
  sourceLanguage: string,
  targetLanguage: string,
  budgetMs: number,
) => Promise<{ texts: string[]; complete: boolean }>;

/** The database content of one page render, in the page's language. */
export type PageTranslator = {
  language: AddressedLanguage;
  /**
   * `texts` in the page's language, in order; English where no translation could be had in time.
   * `keys` name each text on the page ("title", "ingredient 3", "step 2"), so the translation
   * desk can list the page's texts and see when one's English changes; a text without a key is
   * listed under its hash.
   */
  texts(texts: string[], keys?: readonly string[]): Promise<string[]>;
  /** False once some text was left in English this render. */
  readonly complete: boolean;
};

type PageTranslatorOptions = {
  budgetMs?: number;
  /** The address being rendered (with its language prefix and query, as requested). */
  address?: string;
  /** Where the render's texts are recorded for the translation desk. */
  record?: RecordPageTexts;
};

export function createPageTranslator(
  translateWithin: TranslateWithin,
  language: AddressedLanguage,
  { budgetMs = PAGE_TRANSLATION_BUDGET_MS, address, record }: PageTranslatorOptions = {},
): PageTranslator {
  let complete = true;
  const path = address === undefined ? undefined : pathWithoutLanguage(address.split(/[?#]/)[0]);
  // A render's texts, gathered over its loaders' calls and written together.
  const pending: { key: string; text: string; position: number }[] = [];
  const usedKeys = new Set<string>();
  let position = 0;
  let timer: NodeJS.Timeout | undefined;

  const gather = (texts: string[], keys: readonly string[] | undefined) => {
    if (!record || path === undefined) return;
    texts.forEach((text, i) => {
      // Blank texts (the places of an HTML field's tags) are nothing to list or correct.
      if (!text.trim()) return;
      const wanted = keys?.[i] || `text ${text.trim().slice(0, 40)}`;
      // A key must name one text of the page: a repeated one (two lists on a page) is numbered.
      let key = wanted;
      for (let n = 2; usedKeys.has(key); n++) key = `${wanted} #${n}`;
      usedKeys.add(key);
      pending.push({ key, text, position: position++ });
    });
    clearTimeout(timer);
    timer = setTimeout(() => {
      const entries = pending.splice(0);
      void record(path, language, entries).catch(() => undefined);
    }, RECORD_AFTER_MS);
    timer.unref();
  };

  return {
    language,
    async texts(texts, keys) {
      if (language === DEFAULT_PAGE_LANGUAGE || texts.length === 0) return texts;
      gather(texts, keys);
      const translated = await translateWithin(texts, DEFAULT_PAGE_LANGUAGE, language, budgetMs);
      if (!translated.complete) complete = false;
      return translated.texts;
    },
    get complete() {
      return complete;
    },
  };
}
