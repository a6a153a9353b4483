import type { languageEn } from "./en";

/** French strings of the language area. */
export const languageFr: Record<keyof typeof languageEn, string> = {
  "language.searchLabel": "Rechercher une langue",
  "language.unavailableTitle": "La traduction de la page n’est pas disponible",
  "language.unavailableBody":
    "Les menus et les boutons s’affichent en anglais ; le texte de la page n’a pas pu être traduit automatiquement pour le moment.",
  "language.suggestion": "Voir cette page en français",
};
