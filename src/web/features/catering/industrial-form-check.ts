import { industrialBookingFormSchema, type IndustrialBookingFormValues } from "../../../shared/schemas/catering";
import type { MessageKey } from "~/lib/i18n";
import { cateringMessage, type NoticeContext } from "./catering-form-messages";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The Request Industrial Catering form's full check with the API's own schema, loaded when the
 * form is first used (it brings the contract library). The messages are the visitor's language.
 */
export function checkIndustrialForm(input: IndustrialBookingFormValues, t: Translate, notice: NoticeContext) {
  const parsed = industrialBookingFormSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (!errors[field]) errors[field] = cateringMessage(t, issue.message, notice);
  }
  return { data: null, errors };
}
export { cateringMessage } from "./catering-form-messages";
