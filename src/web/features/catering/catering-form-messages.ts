import { cateringMessages } from "../../../shared/rules/catering";
import { ApiRequestError } from "~/lib/api";
import type { MessageKey } from "~/lib/i18n";
import { earliestEventDayFrom, formatDay } from "./catering-options";

/*
 * The contract's English messages (shared/schemas/catering.ts), as the visitor's language says
 * them, for the forms' own checks and the server's 400, 422 and 429 answers.
 */

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const KEY_OF = new Map<string, MessageKey>([
  [cateringMessages.customerName, "catering.error.customerName"],
  [cateringMessages.email, "catering.error.email"],
  [cateringMessages.phone, "catering.error.phone"],
  [cateringMessages.participants, "catering.error.participants"],
  [cateringMessages.participantsTooMany, "catering.error.participantsTooMany"],
  [cateringMessages.eventDate, "catering.error.eventDate"],
  [cateringMessages.eventDateInvalid, "catering.error.eventDateInvalid"],
  [cateringMessages.eventTime, "catering.error.eventTime"],
  [cateringMessages.eventTimeInvalid, "catering.error.eventTimeInvalid"],
  [cateringMessages.eventLocation, "catering.error.eventLocation"],
  [cateringMessages.companyName, "catering.error.required"],
  [cateringMessages.contactName, "catering.error.required"],
  [cateringMessages.recipientEmail, "catering.error.recipientEmail"],
  [cateringMessages.eventDatePast, "catering.reason.past"],
  [cateringMessages.eventDateTooFar, "catering.reason.tooFar"],
  [cateringMessages.rateLimited, "catering.error.rateLimited"],
]);

/** The menu whose notice explains a "too soon" answer, and the clock to count from. */
export type NoticeContext = { advanceBooking: number; timeZone: string; locale: string; now?: Date };

/**
 * A message of the contract or of the server's 400/422/429 answers in the visitor's language.
 * The "too soon" reason is worded again from the menu's notice (the server names the same
 * earliest day: both count from today in the kitchen's time zone). Unknown text is shown as
 * the server wrote it, which beats a bare key.
 */
export function cateringMessage(t: Translate, message: string, notice?: NoticeContext): string {
  const key = KEY_OF.get(message);
  if (key) return t(key);
  if (message.startsWith("This menu needs at least") && notice) {
    const date = formatDay(earliestEventDayFrom(notice.now ?? new Date(), notice.timeZone, notice.advanceBooking), notice.locale);
    return notice.advanceBooking === 1
      ? t("catering.reason.tooSoonOne", { date })
      : t("catering.reason.tooSoon", { days: notice.advanceBooking, date });
  }
  if (/must be at most/.test(message)) return t("catering.error.tooLong");
  if (/characters that are not allowed/.test(message)) return t("catering.error.characters");
  return message;
}

/**
 * What the server's refusal of a request tells the form, in the visitor's language: each of the
 * form's fields' messages, the toast's reason (a 422's refused date, the rate limit, a menu gone),
 * and whether the corrected request is a new one that needs an idempotency key of its own.
 */
export function refusalOf(failure: unknown, fields: readonly string[], t: Translate, notice: NoticeContext, notFound: MessageKey) {
  const errors: Record<string, string> = {};
  let reason: string | null = null;
  let newRequest = false;
  if (failure instanceof ApiRequestError) {
    for (const issue of failure.body?.issues ?? []) {
      if (fields.includes(issue.path) && !errors[issue.path]) errors[issue.path] = cateringMessage(t, issue.message, notice);
    }
    if (failure.status === 422) reason = errors.eventDate ?? cateringMessage(t, failure.body?.message ?? "", notice);
    else if (failure.status === 429) reason = t("catering.error.rateLimited");
    else if (failure.status === 404) reason = t(notFound);
    newRequest = failure.status === 400 || failure.status === 422 || failure.status === 409;
  }
  return { errors, reason, newRequest };
}
