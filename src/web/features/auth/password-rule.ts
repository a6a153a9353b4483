import { PASSWORD_CHARACTER_CLASSES, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from "../../../shared/rules/account";
import type { MessageKey } from "~/lib/i18n";

/** One line of the password rule and whether `password` meets it. */
export type PasswordRuleItem = { key: MessageKey; params?: Record<string, string>; met: boolean };

const [LOWERCASE, UPPERCASE, DIGIT, SPECIAL] = PASSWORD_CHARACTER_CLASSES;

/** The registration rule line by line, from the patterns the shared contract applies (no zod here). */
export function passwordRuleItems(password: string): PasswordRuleItem[] {
  return [
    { key: "authDialogs.password.ruleLength", met: password.length >= PASSWORD_MIN_LENGTH },
    { key: "authDialogs.password.ruleLowercase", met: LOWERCASE.test(password) },
    { key: "authDialogs.password.ruleUppercase", met: UPPERCASE.test(password) },
    { key: "authDialogs.password.ruleDigit", met: DIGIT.test(password) },
    {
      key: "authDialogs.password.ruleSpecial",
      params: { characters: PASSWORD_SPECIAL_CHARACTERS.split("").join(" ") },
      met: SPECIAL.test(password),
    },
  ];
}
