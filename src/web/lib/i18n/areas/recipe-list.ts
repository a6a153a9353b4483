import { defineMessages } from "../define-messages";

export const recipeListMessages = defineMessages({
  en: {},
  es: {},
  fr: {},
});
