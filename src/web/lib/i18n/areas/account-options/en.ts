/**
 * English names of the registration's and profile's option lists (countries, cooking levels),
 * shared by the account dialogs and the account page.
 */
export const accountOptionsEn = {
  "accountOptions.country.united-states": "United States",
  "accountOptions.country.canada": "Canada",
  "accountOptions.country.united-kingdom": "United Kingdom",
  "accountOptions.country.australia": "Australia",
  "accountOptions.country.germany": "Germany",
  "accountOptions.country.france": "France",
  "accountOptions.country.italy": "Italy",
  "accountOptions.country.spain": "Spain",
  "accountOptions.country.japan": "Japan",
  "accountOptions.country.india": "India",
  "accountOptions.country.china": "China",
  "accountOptions.country.brazil": "Brazil",
  "accountOptions.country.mexico": "Mexico",
  "accountOptions.country.argentina": "Argentina",
  "accountOptions.level.beginner": "Beginner",
  "accountOptions.level.intermediate": "Intermediate",
  "accountOptions.level.advanced": "Advanced",
  "accountOptions.level.expert": "Expert",
} as const;
