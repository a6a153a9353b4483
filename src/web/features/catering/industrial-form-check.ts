import { industrialBookingFormSchema, type IndustrialBookingFormValues, type IndustrialMenu } from "../../../shared/schemas/catering";
import type { MessageKey } from "~/lib/i18n";
import { cateringMessage, type NoticeContext } from "./catering-form-messages";
import { estimateCents } from "./catering-options";
import { sendCateringRequest, type IdempotencyMemo, type SendOutcome } from "./catering-request-send";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

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

/**
 * Checks the typed request and, when it holds, sends it with the menu (what the page showed of
 * the price goes along; the server prices it again). `sending` is called once it is on its way.
 */
export async function submitIndustrialForm(
  values: Record<string, string>,
  form: {
    menu: IndustrialMenu;
    honeypot: string;
    memo: IdempotencyMemo;
    fields: readonly string[];
    t: Translate;
    notice: NoticeContext;
    sending: () => void;
  },
): Promise<{ invalid: Record<string, string> } | (SendOutcome & { email: string })> {
  const input = {
    ...values,
    participants: values.participants.trim() === "" ? Number.NaN : Number(values.participants),
  } as IndustrialBookingFormValues;
  const checked = checkIndustrialForm(input, form.t, form.notice);
  if (!checked.data) return { invalid: checked.errors };
  const { menu, honeypot } = form;
  const body = {
    ...checked.data,
    cateringId: menu.id,
    cateringName: menu.name,
    pricePerPerson: menu.pricePerPerson,
    totalEstimate: (estimateCents(menu.pricePerPerson, checked.data.participants) / 100).toFixed(2),
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
  form.sending();
  const outcome = await sendCateringRequest("/api/industrial-catering-booking", body, form.memo, {
    ...form,
    notFound: "industrialMenu.notFoundTitle",
  });
  return { ...outcome, email: checked.data.email };
}
