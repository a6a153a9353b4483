import { cateringMessages } from "../../../shared/rules/catering";
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
    return notice.advanceBooking === 1 ? t("catering.reason.tooSoonOne", { date }) : t("catering.reason.tooSoon", { days: notice.advanceBooking, date });
  }
  if (/must be at most/.test(message)) return t("catering.error.tooLong");
  if (/characters that are not allowed/.test(message)) return t("catering.error.characters");
  return message;
}
