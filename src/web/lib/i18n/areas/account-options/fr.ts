import type { accountOptionsEn } from "./en";

/** French names of the account option lists. */
export const accountOptionsFr: Record<keyof typeof accountOptionsEn, string> = {
  "accountOptions.country.united-states": "États-Unis",
  "accountOptions.country.canada": "Canada",
  "accountOptions.country.united-kingdom": "Royaume-Uni",
  "accountOptions.country.australia": "Australie",
  "accountOptions.country.germany": "Allemagne",
  "accountOptions.country.france": "France",
  "accountOptions.country.italy": "Italie",
  "accountOptions.country.spain": "Espagne",
  "accountOptions.country.japan": "Japon",
  "accountOptions.country.india": "Inde",
  "accountOptions.country.china": "Chine",
  "accountOptions.country.brazil": "Brésil",
  "accountOptions.country.mexico": "Mexique",
  "accountOptions.country.argentina": "Argentine",
  "accountOptions.level.beginner": "Débutant",
  "accountOptions.level.intermediate": "Intermédiaire",
  "accountOptions.level.advanced": "Avancé",
  "accountOptions.level.expert": "Expert",
};
