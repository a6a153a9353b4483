import { paths } from "../../../shared/paths";
import { sentReference } from "~/lib/page-form";

/** Where the recipe page shows the question form, or says the question was sent. */
export const EXPERT_ANCHOR = "ask";

/** `?ask=1`: the page shows the question form in place (no dialog needs a script). */
const ASK_PARAMETER = "ask";

/** The fields of the question form, in the order a visitor meets them. */
export const EXPERT_FIELDS = ["name", "email", "doshaType", "healthConcerns", "question"] as const;
export type ExpertField = (typeof EXPERT_FIELDS)[number];

/** What the recipe page's address asks of its question part: the form, or the word that it was sent. */
export type ExpertRequest = "form" | "sent" | null;

/**
 * Where the question form posts: the recipe page asking for the same form, so a refusal comes back
 * with it. No fragment: a browser skips `autofocus` (the first field in error) on a page whose
 * address names an element to scroll to.
 */
export function expertFormAction(recipeId: number): string {
  return `${paths.recipe(recipeId)}?${ASK_PARAMETER}=1`;
}

/** The query parameter that asks the recipe page for the question form. */
export const expertFormParameter = { name: ASK_PARAMETER, value: "1" } as const;

export function readExpertRequest(url: URL): ExpertRequest {
  if (sentReference(url)) return "sent";
  return url.searchParams.has(ASK_PARAMETER) ? "form" : null;
}
