import type { accountOptionsEn } from "./en";

/** Spanish names of the account option lists. */
export const accountOptionsEs: Record<keyof typeof accountOptionsEn, string> = {
  "accountOptions.country.united-states": "Estados Unidos",
  "accountOptions.country.canada": "Canadá",
  "accountOptions.country.united-kingdom": "Reino Unido",
  "accountOptions.country.australia": "Australia",
  "accountOptions.country.germany": "Alemania",
  "accountOptions.country.france": "Francia",
  "accountOptions.country.italy": "Italia",
  "accountOptions.country.spain": "España",
  "accountOptions.country.japan": "Japón",
  "accountOptions.country.india": "India",
  "accountOptions.country.china": "China",
  "accountOptions.country.brazil": "Brasil",
  "accountOptions.country.mexico": "México",
  "accountOptions.country.argentina": "Argentina",
  "accountOptions.level.beginner": "Principiante",
  "accountOptions.level.intermediate": "Intermedio",
  "accountOptions.level.advanced": "Avanzado",
  "accountOptions.level.expert": "Experto",
};
