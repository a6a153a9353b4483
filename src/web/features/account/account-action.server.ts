import { data } from "react-router";
import { messagesNamed, postedFields, sendAccountForm } from "~/features/auth/account-form.server";
import type { AuthFormState } from "~/features/auth/auth-form-state";
import { PRIVATE_PAGE } from "~/lib/cache-headers";
import { ACCOUNT_INTENTS, INTENT_FIELD, isAccountIntent } from "./account-forms";
import { ACCOUNT_PAGE_MESSAGES } from "./account-messages";

const MESSAGES = messagesNamed(ACCOUNT_PAGE_MESSAGES);

/**
 * The account page's forms sent without a script, told apart by their `intent`: each goes to
 * the API route its script calls, with the visitor's session cookie (and the site's Origin) as
 * the page's own request carries them. A success redirects to the confirmation; a refusal
 * answers the page with that form's messages and its typed values, never a password.
 */
export async function accountAction(request: Request, context: unknown) {
  const intent = (await request.clone().formData()).get(INTENT_FIELD);
  if (!isAccountIntent(intent)) {
    const state: AuthFormState = { values: {}, errors: {}, failure: "failed" };
    return data(state, { status: 400, headers: PRIVATE_PAGE });
  }
  const form = ACCOUNT_INTENTS[intent];
  return sendAccountForm(request, context, {
    intent,
    endpoint: form.endpoint,
    method: form.method,
    toBody: (fields) => postedFields(fields, form.fields),
    messages: MESSAGES,
    errorPrefix: "account.message",
    unknownError: "account.message.characters",
    secretFields: form.secret,
    messageFields: form.messageFields,
    successLocation: () => form.done,
  });
}
