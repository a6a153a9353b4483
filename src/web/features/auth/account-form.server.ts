import { data } from "react-router";
import { accountMessages } from "../../../shared/schemas/account";
import { PRIVATE_PAGE } from "~/lib/cache-headers";
import { sendPageForm } from "~/lib/page-form.server";
import type { AuthFormState } from "./auth-form-state";

type SendOptions = Parameters<typeof sendPageForm>[2];
type FormBody = Record<string, string | string[]>;

/** The account contract's fixed messages by name (the two "too many" ones are built with a wait). */
export const ACCOUNT_FORM_MESSAGES: Record<string, string> = Object.fromEntries(
  (Object.entries(accountMessages) as [string, unknown][]).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
);

/** The contract's messages by name, only those named. */
export const messagesNamed = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(Object.entries(ACCOUNT_FORM_MESSAGES).filter(([name]) => names.includes(name)));

/** A posted text field ("" when absent; the first one when sent twice). */
export const postedText = (fields: FormBody, name: string): string => {
  const value = fields[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
};

/** A tick box as the API's boolean: a ticked box is sent ("on"), an unticked one is not. */
export const postedBox = (fields: FormBody, name: string): boolean => fields[name] !== undefined;

/** Only these fields, as posted text: the API never sees the page's own fields (`intent`). */
export const postedFields = (fields: FormBody, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, postedText(fields, name)]));

type AccountFormOptions = SendOptions & {
  /** Which of the page's forms this is (its hidden `intent`), given back with the answer. */
  intent?: string;
  /** Refusals without field issues that still belong to a field: message name → field (a wrong password). */
  messageFields?: Record<string, string>;
  /** Refusals shown as a note above the form, by message name (a wrong password at sign-in). */
  notices?: readonly string[];
  /** The catalogue key for a field's complaint the messages do not know (odd characters). */
  unknownError: string;
};

/**
 * An account form sent without a script, answered by its API route (sendPageForm): a success
 * redirects (with the session cookie, at sign-in), a refusal answers the page privately (it
 * holds what the visitor typed) with each field's message, a wrong password at its field or as
 * the form's note, and which form of the page it answers.
 */
export async function sendAccountForm(request: Request, context: unknown, options: AccountFormOptions) {
  const answer = await sendPageForm(request, context, options);
  if (answer instanceof Response) return answer;
  const sent = answer.data;
  const state: AuthFormState = { ...sent, errors: { ...sent.errors }, intent: options.intent };
  for (const [field, key] of Object.entries(state.errors)) {
    if (!key.startsWith(`${options.errorPrefix}.`)) state.errors[field] = options.unknownError;
  }
  const name = sent.message ? Object.entries(options.messages).find(([, text]) => text === sent.message)?.[0] : undefined;
  const field = name ? options.messageFields?.[name] : undefined;
  if (name && field && !state.errors[field]) {
    state.errors[field] = `${options.errorPrefix}.${name}`;
    state.failure = undefined;
  } else if (name && options.notices?.includes(name)) {
    state.notice = `${options.errorPrefix}.${name}`;
    state.failure = undefined;
  }
  const status = typeof answer.init?.status === "number" ? answer.init.status : 400;
  return data(state, { status, headers: PRIVATE_PAGE });
}
