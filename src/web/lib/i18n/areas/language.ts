import { defineMessages } from "../define-messages";

export const languageMessages = defineMessages({
  en: {},
  es: {},
  fr: {},
});
