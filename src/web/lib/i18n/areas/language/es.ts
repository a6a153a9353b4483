import type { languageEn } from "./en";

/** Spanish strings of the language area. */
export const languageEs: Record<keyof typeof languageEn, string> = {
  "language.searchLabel": "Buscar idiomas",
  "language.unavailableTitle": "La traducción de la página no está disponible",
  "language.unavailableBody":
    "Los menús y botones se muestran en inglés; el texto de la página no se ha podido traducir automáticamente en este momento.",
  "language.suggestion": "Ver esta página en español",
};
