import { defineMessages } from "../define-messages";

export const recipeDetailMessages = defineMessages({
  en: {},
  es: {},
  fr: {},
});
