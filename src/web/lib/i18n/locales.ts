/** The UI catalogues the site ships; the full language list arrives with the translation feature. */
export const UI_LOCALES = ["en", "es", "fr"] as const;
export type Locale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isUiLocale(code: string | null | undefined): code is Locale {
  return !!code && (UI_LOCALES as readonly string[]).includes(code);
}
