/** English strings of the language area; es.ts and fr.ts carry the same keys. */
export const languageEn = {
  "language.searchLabel": "Search languages",
  "language.unavailableTitle": "Page translation is unavailable",
  "language.unavailableBody": "Menus and buttons are shown in English; the page text could not be machine-translated right now.",
  /** Offered on the English home page to a visitor who chose this language before: in this language, about itself. */
  "language.suggestion": "View this page in English",
} as const;
