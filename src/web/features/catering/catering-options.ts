import {
  CATERING_LIMITS,
  dayInZone,
  earliestEventDay,
  priceToCents,
  type BUFFET_COUNTRIES,
  type BUFFET_GUEST_COUNTS,
  type BUFFET_MEAL_TYPES,
  type BUFFET_OCCASIONS,
  type CATERING_COUNTRY_CUISINES,
  type CATERING_INDUSTRIES,
  type CATERING_MEAL_TYPES,
} from "../../../shared/rules/catering";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/*
 * What the catering pages need beside the shared rules (shared/rules/catering.ts, free of zod so
 * the pages load them on first paint): the option types, the visitor-facing formats and a few
 * page rules. The dialogs and the form's full checks import the contract itself, lazily.
 */

export {
  addDays,
  BUFFET_COUNTRIES,
  BUFFET_FEATURED_MAX,
  BUFFET_GUEST_COUNTS,
  BUFFET_MEAL_TYPES,
  BUFFET_MENUS_PER_PAGE,
  BUFFET_OCCASIONS,
  CATERING_COUNTRIES,
  CATERING_CUISINES,
  CATERING_INDUSTRIES,
  CATERING_MEAL_TYPES,
  CATERING_SKELETON_CARDS,
  dayInZone,
  DEFAULT_BUFFET_GUESTS,
  estimateCents,
  INDUSTRIAL_MENUS_PER_PAGE,
  priceToCents,
} from "../../../shared/rules/catering";

export type BuffetOccasion = (typeof BUFFET_OCCASIONS)[number];
export type BuffetMealType = (typeof BUFFET_MEAL_TYPES)[number];
export type BuffetGuestCount = (typeof BUFFET_GUEST_COUNTS)[number];
export type BuffetCountry = (typeof BUFFET_COUNTRIES)[number];
export type CateringCountry = (typeof CATERING_COUNTRY_CUISINES)[number]["country"];
export type CateringCuisine = (typeof CATERING_COUNTRY_CUISINES)[number]["cuisine"];
export type CateringMealType = (typeof CATERING_MEAL_TYPES)[number];
export type CateringIndustry = (typeof CATERING_INDUSTRIES)[number];

/** The structured data's offer stays valid this many days. */
export const OFFER_VALID_DAYS = 30;
/** The most guests one request may ask for (the contract's limit). */
export const MAX_PARTICIPANTS = CATERING_LIMITS.participants;

/** The closed list's own spelling of `value`, matched without regard to case; undefined when absent. */
export function spelledAs<T extends string>(values: readonly T[], value: string): T | undefined {
  const wanted = value.trim().toLowerCase();
  return values.find((option) => option.toLowerCase() === wanted);
}

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1375000 -> "$13,750.00": the site's dollar sign and 2 decimals, grouped so large quotes read at a glance. */
export const formatCents = (cents: number) => USD.format(cents / 100);

/** A menu's price per person as the page shows it: "$16.75" from "$16.75" or 16.75. */
export function formatPrice(price: string | number): string {
  const cents = priceToCents(price);
  return cents === null ? String(price) : formatCents(cents);
}

/** The first event day a menu with `advanceDays` notice can take, counted from today in the kitchen's time zone. */
export const earliestEventDayFrom = (now: Date, timeZone: string, advanceDays: number) =>
  earliestEventDay(dayInZone(now, timeZone), advanceDays);

/** "Saturday, September 12, 2026" for a calendar day, in the visitor's language (no time zone involved). */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(locale, { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(date);
}

/** "6:30 PM" (en) or "18:30" (fr) for "18:30". */
export function formatTime(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  return dateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(
    new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
  );
}
