import { ACCOUNT_LIMITS, MINIMUM_AGE_YEARS } from "../../../shared/rules/account";
import type { MessageKey } from "~/lib/i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The catalogue prefix of the account answers: `accountMessage.<name of the message>`. */
export const ACCOUNT_MESSAGE_PREFIX = "accountMessage";

/** The values the English messages have built in, given again to the translations. */
export const ACCOUNT_MESSAGE_PARAMS: Readonly<Record<string, Record<string, number>>> = {
  nameTooLong: { max: ACCOUNT_LIMITS.name },
  passwordTooLong: { max: ACCOUNT_LIMITS.password },
  tooYoung: { age: MINIMUM_AGE_YEARS },
};

/**
 * A catalogue key the server handed to a page (`accountMessage.<name>`, a form sent without a
 * script) in the visitor's words. No contract is needed for it, so the page shows it before
 * its scripts (and zod) have loaded; anything else is the complaint about odd characters.
 */
export function accountKeyText(t: Translate, key: string): string {
  if (!key.startsWith(`${ACCOUNT_MESSAGE_PREFIX}.`)) return t("authDialogs.error.characters");
  return t(key as MessageKey, ACCOUNT_MESSAGE_PARAMS[key.slice(ACCOUNT_MESSAGE_PREFIX.length + 1)]);
}
