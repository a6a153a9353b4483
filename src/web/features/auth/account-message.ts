import { accountMessages } from "../../../shared/schemas/account";
import type { ApiError } from "../../../shared/schemas/common";
import type { MessageKey } from "~/lib/i18n";
import { ACCOUNT_MESSAGE_PARAMS } from "./account-message-keys";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The keys of `accountMessages` that are fixed texts (the two 429 messages are functions). */
export type AccountMessageKey = {
  [K in keyof typeof accountMessages]: (typeof accountMessages)[K] extends string ? K : never;
}[keyof typeof accountMessages];

const BY_TEXT = new Map<string, AccountMessageKey>(
  (Object.entries(accountMessages) as [keyof typeof accountMessages, unknown][])
    .filter((entry): entry is [AccountMessageKey, string] => typeof entry[1] === "string")
    .map(([key, text]) => [text, key]),
);

/** Which account message an English text is (the server and the shared schema speak English). */
export function accountMessageKey(message: string): AccountMessageKey | null {
  return BY_TEXT.get(message) ?? null;
}

/** An account message in the visitor's language, or null for a text that is not one of them. */
export function translateAccountMessage(t: Translate, message: string): string | null {
  const key = accountMessageKey(message);
  return key ? t(`accountMessage.${key}` as MessageKey, ACCOUNT_MESSAGE_PARAMS[key]) : null;
}

/** "5 minutes", "1 minute", "30 seconds" in the visitor's language (the server's rounding). */
export function waitText(t: Translate, seconds: number): string {
  if (seconds < 60) return seconds === 1 ? t("accountMessage.waitSecond") : t("accountMessage.waitSeconds", { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? t("accountMessage.waitMinute") : t("accountMessage.waitMinutes", { count: minutes });
}

/**
 * What to tell the visitor about a refused account request, in their language: a 429 says when
 * to try again, a known message is translated, anything else gets `fallback`.
 */
export function accountErrorText(t: Translate, status: number, body: ApiError | null, fallback: MessageKey): string {
  if (status === 429) {
    const seconds = body?.retryAfterSeconds;
    if (!seconds) return t("authDialogs.error.rateLimited");
    const key =
      body?.message === accountMessages.tooManySignIns(seconds) ? "accountMessage.tooManySignIns" : "accountMessage.tooManyRequests";
    return t(key, { wait: waitText(t, seconds) });
  }
  return (body?.message && translateAccountMessage(t, body.message)) || t(fallback);
}

/** A form field's message (from the shared schema or the server's issues) in the visitor's language. */
export function fieldErrorText(t: Translate, message: string): string {
  return translateAccountMessage(t, message) ?? t("authDialogs.error.characters");
}
