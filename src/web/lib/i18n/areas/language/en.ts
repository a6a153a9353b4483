/** English strings of the language area; es.ts and fr.ts carry the same keys. */
export const languageEn = {
  "language.searchLabel": "Search languages",
  "language.unavailableTitle": "Page translation is unavailable",
  "language.unavailableBody": "Menus and buttons are shown in English; the page text could not be machine-translated right now.",
} as const;
