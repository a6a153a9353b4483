import { apiErrorSchema } from "../../shared/schemas/common.ts";

/** What each error status means on this API, as the published document says it. */
const ERROR_MEANINGS = {
  400: "The input broke a rule of the contract: `issues` names each field with its message",
  401: "Not signed in, or the sign-in has ended",
  403: "Signed in without the right to do this, or sent from another site",
  404: "No such item",
  409: "The item is not in a state that allows this (already decided, full, taken)",
  410: "The link was used or has expired",
  413: "The request body is over the limit",
  422: "Understood, but not possible (a date too soon, fewer guests than the minimum)",
  429: "Too many requests from this client: `retryAfterSeconds` (and Retry-After) say when to try again",
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The error answers a route declares beside its success: `{ ...errorAnswers(400, 404) }`. */
export function errorAnswers(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema.describe(ERROR_MEANINGS[status])])) as Record<
    ErrorStatus,
    typeof apiErrorSchema
  >;
}
