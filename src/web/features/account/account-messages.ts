import { ACCOUNT_LIMITS } from "../../../shared/rules/account";
import type * as AccountSchemas from "../../../shared/schemas/account";
import type { MessageKey } from "~/lib/i18n";

/*
 * The account contract's English messages (the browser's own check and the server's answers) in
 * the visitor's language. The contract module brings zod, so it loads when a form is first sent,
 * not with the page.
 */

export type AccountContracts = typeof AccountSchemas;
type MessageName = keyof AccountContracts["accountMessages"];
type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const loadAccountContracts = (): Promise<AccountContracts> => import("../../../shared/schemas/account");

/** The messages the account page can meet, each with its catalogue entry `account.message.<name>`. */
export const ACCOUNT_PAGE_MESSAGES = [
  "firstName",
  "lastName",
  "nameTooLong",
  "email",
  "phone",
  "passwordLength",
  "passwordTooLong",
  "passwordClasses",
  "passwordsDiffer",
  "country",
  "cookingLevel",
  "passwordRequired",
  "invalidCredentials",
  "signInRequired",
  "currentPasswordWrong",
  "passwordWrong",
  "profileSaved",
  "emailChangeSent",
  "passwordChanged",
  "accountDeleted",
] as const satisfies readonly MessageName[];
export type AccountPageMessage = (typeof ACCOUNT_PAGE_MESSAGES)[number];

const PARAMS: Partial<Record<AccountPageMessage, Record<string, number>>> = {
  nameTooLong: { count: ACCOUNT_LIMITS.name },
  passwordTooLong: { count: ACCOUNT_LIMITS.password },
};

/** Which of the page's messages an English text is, if any. */
export function messageName(messages: AccountContracts["accountMessages"], text: string): AccountPageMessage | null {
  return ACCOUNT_PAGE_MESSAGES.find((name) => messages[name] === text) ?? null;
}

/** A contract or server message in the visitor's language; an unknown one is shown as written. */
export function accountMessageText(t: Translate, messages: AccountContracts["accountMessages"], text: string): string {
  const name = messageName(messages, text);
  if (name) return t(`account.message.${name}`, PARAMS[name]);
  if (/characters that are not allowed/.test(text)) return t("account.message.characters");
  return text;
}
