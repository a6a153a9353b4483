import { useI18n, type MessageKey } from "~/lib/i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The catalogue's word for a value from the database, or the value itself when it has none. */
function labelOr(t: Translate, key: string, value: string): string {
  const text = t(key as MessageKey);
  return text === key ? value : text;
}

/** Labels of the option values, in the visitor's language: "wedding" -> "Boda", "Lunch" -> "Almuerzo". */
export function catalogueLabels(t: Translate) {
  return {
    occasion: (value: string) => labelOr(t, `catering.occasion.${value.toLowerCase()}`, value),
    mealType: (value: string) => labelOr(t, `catering.mealType.${value.toLowerCase()}`, value),
    country: (value: string) => labelOr(t, `catering.country.${value}`, value),
    cuisine: (value: string) => labelOr(t, `catering.cuisine.${value}`, value),
    industry: (value: string) => labelOr(t, `catering.industry.${value}`, value),
    diet: (value: string) => labelOr(t, `catering.diet.${value.toLowerCase()}`, value),
  };
}

export function useCateringLabels() {
  const { t } = useI18n();
  return catalogueLabels(t);
}
