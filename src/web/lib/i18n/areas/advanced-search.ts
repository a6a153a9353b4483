import { defineMessages } from "../define-messages";

export const advancedSearchMessages = defineMessages({
  en: {},
  es: {},
  fr: {},
});
