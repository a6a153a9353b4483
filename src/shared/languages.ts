/** A display language the visitor can choose (spec 1 §3). */
export type Language = { code: string; name: string; nativeName: string; flag: string };

/**
 * Languages offered in the picker. Today these are the languages with a complete UI catalogue;
 * machine-translated languages join this list with the page-translation engine.
 */
export const SUPPORTED_LANGUAGES: Language[] = [
  { code: "en", name: "English", nativeName: "English", flag: "🇬🇧" },
  { code: "es", name: "Spanish", nativeName: "Español", flag: "🇪🇸" },
  { code: "fr", name: "French", nativeName: "Français", flag: "🇫🇷" },
];

export const LANGUAGE_LIST_CAP = 50;

/** Case-insensitive match on the English or the native name. */
export function filterLanguages(languages: readonly Language[], query: string): Language[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...languages];
  return languages.filter((l) => l.name.toLowerCase().includes(q) || l.nativeName.toLowerCase().includes(q));
}
