import { data } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { CONSULTATION_LIMITS, consultationMessages } from "../../../shared/schemas/consultation";
import { PRIVATE_PAGE } from "~/lib/cache-headers";
import type { MessageKey } from "~/lib/i18n";
import { sentLocation, type PageFormState } from "~/lib/page-form";
import { sendPageForm, type readPageForm } from "~/lib/page-form.server";
import { EXPERT_ANCHOR, EXPERT_FIELDS, type ExpertField } from "./expert-request";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

type FormBody = Awaited<ReturnType<typeof readPageForm>>;

/** The prefix sendPageForm puts before a contract message's key; read back below, never shown. */
const PREFIX = "expertApi";

/** How each of the contract's messages reads in the visitor's language (the form adds the limit). */
const MESSAGE_KEY: Record<keyof typeof consultationMessages, MessageKey> = {
  name: "recipeDetail.expert.error.name",
  nameTooLong: "recipeDetail.expert.error.tooLong",
  nameCharacters: "recipeDetail.expert.error.characters",
  email: "recipeDetail.expert.error.email",
  doshaType: "recipeDetail.expert.error.doshaType",
  healthConcernsTooLong: "recipeDetail.expert.error.tooLong",
  healthConcernsCharacters: "recipeDetail.expert.error.characters",
  question: "recipeDetail.expert.error.question",
  questionTooLong: "recipeDetail.expert.error.tooLong",
  questionCharacters: "recipeDetail.expert.error.characters",
};

/** A field's usual message, for a refusal the contract words otherwise. */
const FIELD_KEY: Record<ExpertField, MessageKey> = {
  name: "recipeDetail.expert.error.name",
  email: "recipeDetail.expert.error.email",
  doshaType: "recipeDetail.expert.error.doshaType",
  healthConcerns: "recipeDetail.expert.error.characters",
  question: "recipeDetail.expert.error.question",
};

const text = (fields: FormBody, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value : "";
};

/**
 * The recipe page's question form sent without JavaScript: the API route the dialog calls answers
 * it, in-process, so the contract, the rate limit, the honeypot, the stored question and its mails
 * are the dialog's. The recipe is the page's own, read on the server, never a field of the form.
 *
 * Sent, the browser goes to the recipe page saying so (303, `?sent=1`: no typed value in the
 * address). Refused, the same page comes back with the typed values and each field's message.
 */
export async function sendExpertPageForm(request: Request, context: unknown, recipe: { id: number; title: string }) {
  const answer = await sendPageForm(request, context, {
    endpoint: "/api/expert-consultation",
    toBody: (fields) => ({
      name: text(fields, "name"),
      email: text(fields, "email"),
      doshaType: text(fields, "doshaType"),
      healthConcerns: text(fields, "healthConcerns"),
      question: text(fields, "question"),
      [HONEYPOT_FIELD]: text(fields, HONEYPOT_FIELD),
      recipeId: recipe.id,
      recipeTitle: recipe.title.slice(0, CONSULTATION_LIMITS.recipeTitle),
      // As the dialog sends it: kept on record, never mailed to.
      recipientEmail: BRAND.email,
    }),
    messages: consultationMessages,
    errorPrefix: PREFIX,
    successLocation: () => `${sentLocation(paths.recipe(recipe.id))}#${EXPERT_ANCHOR}`,
  });
  if (answer instanceof Response) return answer;

  const refused = answer.data;
  const status = answer.init?.status ?? 500;
  const values: PageFormState["values"] = {};
  for (const field of EXPERT_FIELDS) if (typeof refused.values[field] === "string") values[field] = refused.values[field];
  const errors: Record<string, string> = {};
  for (const field of EXPERT_FIELDS) {
    const key = refused.errors[field];
    if (!key) continue;
    const messageKey = key.startsWith(`${PREFIX}.`)
      ? MESSAGE_KEY[key.slice(PREFIX.length + 1) as keyof typeof consultationMessages]
      : undefined;
    errors[field] = messageKey ?? FIELD_KEY[field];
  }
  const blamed = Object.keys(errors).length > 0;
  const state: PageFormState = { values, errors, failure: blamed ? undefined : refused.failure, message: refused.message };
  // The answer holds what the visitor typed: no cache keeps it.
  return data(state, { status: blamed ? 400 : status, headers: PRIVATE_PAGE });
}
