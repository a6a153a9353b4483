import { buffetBookingFormSchema, type BuffetMenu } from "../../../shared/schemas/catering";
import type { MessageKey } from "~/lib/i18n";
import { cateringMessage, type NoticeContext } from "./catering-form-messages";
import { estimateCents } from "./catering-options";
import { sendCateringRequest, type IdempotencyMemo, type SendOutcome } from "./catering-request-send";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The Book This Buffet Menu form's check with the API's own schema and its sending, loaded when
 * the form is first used (they bring the contract library, which the menu's page does not need
 * to paint). When the typed request holds it goes to POST /api/bookings with the menu; `sending`
 * is called once it is on its way. The messages are the visitor's language.
 */
export async function submitBuffetForm(
  values: Record<string, string>,
  form: {
    menu: BuffetMenu;
    honeypot: string;
    memo: IdempotencyMemo;
    fields: readonly string[];
    t: Translate;
    notice: NoticeContext;
    sending: () => void;
  },
): Promise<{ invalid: Record<string, string> } | (SendOutcome & { email: string })> {
  const parsed = buffetBookingFormSchema.safeParse({
    ...values,
    participants: values.participants.trim() === "" ? Number.NaN : Number(values.participants),
  });
  if (!parsed.success) {
    const invalid: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (!invalid[field]) invalid[field] = cateringMessage(form.t, issue.message, form.notice);
    }
    return { invalid };
  }
  const { menu, honeypot } = form;
  const body = {
    ...parsed.data,
    buffetMenuId: menu.id,
    totalPrice: (estimateCents(menu.pricePerPerson, parsed.data.participants) / 100).toFixed(2),
    scheduledDate: parsed.data.eventDate,
    scheduledTime: parsed.data.eventTime,
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
  form.sending();
  const outcome = await sendCateringRequest("/api/bookings", body, form.memo, { ...form, notFound: "buffetMenu.notFoundTitle" });
  return { ...outcome, email: parsed.data.customerEmail };
}
