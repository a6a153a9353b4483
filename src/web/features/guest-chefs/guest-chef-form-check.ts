import { guestChefFormSchema, type GuestChefFormValues } from "../../../shared/schemas/guest-chef";
import type { MessageKey } from "~/lib/i18n";
import { guestChefMessage } from "./guest-chef-messages";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The application's full check with the API's own contract, loaded when the form is first used
 * (it brings the contract library). One message per field, in the visitor's language.
 */
export function checkGuestChefForm(input: GuestChefFormValues, t: Translate) {
  const parsed = guestChefFormSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (!errors[field]) errors[field] = guestChefMessage(t, issue.message);
  }
  return { data: null, errors };
}
