import { isSupportedLanguage } from "../../../shared/language-codes";

/**
 * The UI catalogues the site ships. Any other supported language shows the English catalogue and
 * has the page machine-translated (features/language/page-translation.ts); in every language but
 * English the database content is machine-translated too (see `machineTranslationScope`).
 */
export const UI_LOCALES = ["en", "es", "fr"] as const;
export type Locale = (typeof UI_LOCALES)[number];
const DEFAULT_LOCALE: Locale = "en";

/** A code from the supported list (shared/languages.ts); the UI catalogue may not exist for it. */
export type LanguageCode = string;

export function isUiLocale(code: string | null | undefined): code is Locale {
  return !!code && (UI_LOCALES as readonly string[]).includes(code);
}

/** The catalogue a language reads its interface strings from: its own if shipped, else English. */
export function uiLocaleFor(language: LanguageCode): Locale {
  return isUiLocale(language) ? language : DEFAULT_LOCALE;
}

/** Languages without a catalogue get the whole page's text from the translation engine. */
export function needsMachineTranslation(language: LanguageCode): boolean {
  return isSupportedLanguage(language) && !isUiLocale(language);
}

/**
 * How much of the page the browser has the engine translate for a language: nothing where a
 * catalogue renders the interface (English, the source; Spanish and French, whose pages have
 * addresses of their own and their content translated on the server); the whole page for the
 * other languages, which read the English addresses.
 */
export type MachineTranslationScope = "content" | "page";

export function machineTranslationScope(language: LanguageCode): MachineTranslationScope | null {
  if (!isSupportedLanguage(language) || language === DEFAULT_LOCALE) return null;
  return isUiLocale(language) ? null : "page";
}

/** The initial language: the saved preference if supported, else the browser's, else English. */
export function detectLanguage(saved: string | null | undefined, browserLanguage: string | null | undefined): LanguageCode {
  if (saved && isSupportedLanguage(saved)) return saved;
  const browser = browserLanguage?.trim().slice(0, 2).toLowerCase();
  if (browser && isSupportedLanguage(browser)) return browser;
  return DEFAULT_LOCALE;
}
