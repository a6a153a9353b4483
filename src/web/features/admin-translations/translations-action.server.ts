import { data } from "react-router";
import { translationDeskMessages, translationTextParamsSchema } from "../../../shared/schemas/translation-desk";
import type { PageFormState } from "~/lib/page-form";
import { sendPageForm } from "~/lib/page-form.server";
import { DONE_PARAMETER, TEXT_FIELDS, anchorOf, type DeskIntent } from "./translations-form";

/**
 * The desk's forms sent without a script: a correction (PUT) or taking one back (DELETE), handed
 * to the API route the script calls. Success goes back to the same list, filters kept, at the
 * text just changed (post/redirect/get); a refusal answers the page with the typed text.
 */
export async function translationsAction(request: Request, context: unknown) {
  const fields = await request.clone().formData();
  const intent = fields.get(TEXT_FIELDS.intent) as DeskIntent | null;
  const target = translationTextParamsSchema.safeParse({
    language: fields.get(TEXT_FIELDS.language),
    sourceHash: fields.get(TEXT_FIELDS.sourceHash),
  });
  if ((intent !== "correct" && intent !== "revert") || !target.success) {
    const state: PageFormState = { values: {}, errors: {}, failure: "failed" };
    return data(state, { status: 400 });
  }
  const { language, sourceHash } = target.data;
  const endpoint = `/api/admin/translations/${language}/${sourceHash}`;
  return sendPageForm(request, context, {
    endpoint: intent === "revert" ? `${endpoint}/correction` : endpoint,
    method: intent === "revert" ? "DELETE" : "PUT",
    toBody: (posted) => (intent === "revert" ? {} : { text: posted[TEXT_FIELDS.text] }),
    messages: translationDeskMessages,
    errorPrefix: "adminTranslations.message",
    successLocation: () => {
      const back = new URL(request.url);
      back.searchParams.set(DONE_PARAMETER, intent === "revert" ? "reverted" : "saved");
      return `${back.pathname}${back.search}#${anchorOf(language, sourceHash)}`;
    },
  });
}
