import { newsletterInputSchema, type NewsletterInput, type NewsletterResult } from "../../../shared/schemas/newsletter";
import { apiRequest, ApiRequestError } from "~/lib/api";

/*
 * The signup's check and its request, loaded on the first submit: the contract's validator and
 * the API client stay out of the script every page loads for its footer.
 */

/** The address as the API's contract takes it, or null when the contract refuses it. */
export function checkAddress(email: string): NewsletterInput | null {
  const parsed = newsletterInputSchema.safeParse({ email });
  return parsed.success ? parsed.data : null;
}

/** Subscribes the address: the answer is the same whether or not it was subscribed already. */
export async function sendAddress(input: NewsletterInput): Promise<"subscribed" | "refused" | "failed"> {
  try {
    await apiRequest<NewsletterResult>("POST", "/api/newsletter", input);
    return "subscribed";
  } catch (failure) {
    return failure instanceof ApiRequestError && failure.status === 400 ? "refused" : "failed";
  }
}
