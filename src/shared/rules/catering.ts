/*
 * Buffet menus and industrial catering: the option lists, page
 * sizes and the small rules (price text, estimate, notice days) the pages and the server both
 * apply. Free of zod, so list pages can use them without loading the validation code.
 */

import { dateTimeFormat } from "./intl-formats.ts";

/** The catering rules count notice days from the kitchen's calendar day. */
export { dayInZone } from "./zoned-time.ts";

// ---------------------------------------------------------------------------------------------
// Option lists and constants

export const BUFFET_OCCASIONS = ["wedding", "corporate", "birthday", "festival", "anniversary", "graduation"] as const;
export const BUFFET_MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;
/** The "Minimum guests" choices; a menu matches when its guest minimum is exactly the one chosen. */
export const BUFFET_GUEST_COUNTS = [25, 50, 100, 200] as const;
export const BUFFET_COUNTRIES = [
  "Italy",
  "France",
  "Spain",
  "Greece",
  "Turkey",
  "India",
  "Thailand",
  "Japan",
  "China",
  "Mexico",
  "Brazil",
  "Argentina",
  "Morocco",
  "Lebanon",
  "Germany",
  "USA",
  "Australia",
  "Vietnam",
  "Korea",
  "Egypt",
] as const;

/** The industrial catering countries, each with its cuisine, in the spec's order. */
export const CATERING_COUNTRY_CUISINES = [
  { country: "United States", cuisine: "American" },
  { country: "India", cuisine: "Indian" },
  { country: "China", cuisine: "Chinese" },
  { country: "United Kingdom", cuisine: "British" },
  { country: "Germany", cuisine: "German" },
  { country: "France", cuisine: "French" },
  { country: "Italy", cuisine: "Italian" },
  { country: "Japan", cuisine: "Japanese" },
  { country: "South Korea", cuisine: "Korean" },
  { country: "Mexico", cuisine: "Mexican" },
  { country: "Brazil", cuisine: "Brazilian" },
  { country: "Canada", cuisine: "Canadian" },
  { country: "Australia", cuisine: "Australian" },
  { country: "Thailand", cuisine: "Thai" },
  { country: "Singapore", cuisine: "Singaporean" },
  { country: "UAE", cuisine: "Middle Eastern" },
  { country: "Spain", cuisine: "Spanish" },
  { country: "Netherlands", cuisine: "Dutch" },
  { country: "Russia", cuisine: "Russian" },
  { country: "Turkey", cuisine: "Turkish" },
] as const;
export const CATERING_COUNTRIES = CATERING_COUNTRY_CUISINES.map((c) => c.country);
export const CATERING_CUISINES = CATERING_COUNTRY_CUISINES.map((c) => c.cuisine);
export const CATERING_MEAL_TYPES = ["Breakfast", "Lunch", "Dinner"] as const;
export const CATERING_INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Manufacturing",
  "Energy",
  "Mining",
  "Auto",
  "Tourism",
  "Agriculture",
  "Construction",
] as const;

/** Menus per page of both lists, and the most one request may ask for. */
export const BUFFET_MENUS_PER_PAGE = 12;
export const INDUSTRIAL_MENUS_PER_PAGE = 12;
export const CATERING_MAX_LIMIT = 48;
/** Guests the buffet form starts with when a menu names no minimum order. */
export const DEFAULT_BUFFET_GUESTS = 25;
/** Skeleton cards while the industrial list loads. */
export const CATERING_SKELETON_CARDS = 6;
/** The buffet list's featured section shows up to this many featured menus of the current page. */
export const BUFFET_FEATURED_MAX = 3;

export const CATERING_LIMITS = {
  name: 100,
  companyName: 200,
  email: 254,
  phone: 30,
  location: 300,
  specialRequests: 2000,
  participants: 5000,
  menuName: 300,
  /** How far ahead a request may be made, in days. */
  horizonDays: 730,
} as const;

// ---------------------------------------------------------------------------------------------
// Messages: the form's and the server's own, in one place

export const cateringMessages = {
  // Buffet booking form
  customerName: "Name must be at least 2 characters",
  customerNameTooLong: `Name must be at most ${CATERING_LIMITS.name} characters`,
  email: "Invalid email address",
  phone: "Phone number must be at least 10 digits",
  phoneTooLong: `Phone number must be at most ${CATERING_LIMITS.phone} characters`,
  participants: "At least 1 participant required",
  participantsTooMany: `At most ${CATERING_LIMITS.participants.toLocaleString("en-US")} participants per request`,
  eventDate: "Event date is required",
  eventDateInvalid: "Please enter a valid event date",
  eventTime: "Event time is required",
  eventTimeInvalid: "Please enter a valid event time",
  eventLocation: "Event location is required",
  eventLocationTooLong: `Event location must be at most ${CATERING_LIMITS.location} characters`,
  specialRequestsTooLong: `Special requests must be at most ${CATERING_LIMITS.specialRequests} characters`,
  buffetMenuId: "buffetMenuId must be a positive whole number",
  totalPrice: "totalPrice must be an amount such as 1250.00",
  // Industrial catering form (the page's toast when a required field is empty)
  missingTitle: "Missing Information",
  missingBody: "Please fill in all required fields.",
  companyName: "Company name is required",
  companyNameTooLong: `Company name must be at most ${CATERING_LIMITS.companyName} characters`,
  contactName: "Contact name is required",
  contactNameTooLong: `Contact name must be at most ${CATERING_LIMITS.name} characters`,
  recipientEmail: "Invalid copy-to email address",
  cateringId: "cateringId must be a positive whole number",
  cateringName: `cateringName must be at most ${CATERING_LIMITS.menuName} characters`,
  pricePerPerson: "pricePerPerson must be a price such as $12.50",
  totalEstimate: "totalEstimate must be an amount such as 1250.00",
  minimumHint: (minimum: number) => `Minimum ${minimum}`,
  estimateNote: "Final pricing may vary based on customizations",
  // The server's answers (422 reasons, 404s, 409, 429)
  eventDatePast: "The event date has already passed. Please choose a later date.",
  eventDateTooSoon: (days: number, earliest: string) =>
    `This menu needs at least ${days} ${days === 1 ? "day's" : "days'"} notice. The earliest date we can cater is ${earliest}.`,
  eventDateTooFar: `We take requests up to ${CATERING_LIMITS.horizonDays / 365} years ahead. Please choose an earlier date.`,
  buffetNotFound: "Buffet Menu Not Found",
  industrialNotFound: "Catering Menu Not Found",
  industrialNotFoundDetail: "The industrial catering menu you're looking for doesn't exist.",
  requestNotFound: "This request link is not valid. Please use the link in your confirmation email.",
  idempotencyKey: "Idempotency-Key must be 1 to 200 visible characters",
  idempotencyReused: "This Idempotency-Key was already used for a different request",
  rateLimited: "Too many catering requests from this address. Please try again in a few minutes.",
  // Toasts
  bookingFailedTitle: "Booking Failed",
  buffetFailure: "Failed to submit booking request. Please try again.",
  industrialFailure: "There was an error submitting your booking. Please try again.",
  submittedTitle: "Booking Request Submitted",
  buffetSubmitted: "We'll contact you within 24 hours to confirm your buffet menu booking.",
  industrialSubmitted: "We'll contact you within 24 hours to confirm your industrial catering booking.",
  buffetListFailure: "Failed to fetch buffet menus",
  industrialListFailure: "Failed to fetch industrial catering menus",
  industrialDetailFailure: "Failed to fetch catering details",
} as const;

// ---------------------------------------------------------------------------------------------
// Small rules shared by the page (live total) and the server (the estimate it stores)

/** "$16.75", "16.75", "$1,200" or 16.75 as integer cents; null when it is not a price. */
export function priceToCents(price: string | number): number | null {
  const text =
    typeof price === "number"
      ? Number.isFinite(price) && price >= 0
        ? price.toFixed(2)
        : ""
      : price
          .trim()
          .replace(/^\$\s*/, "")
          .replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 255075 -> "2550.75" */
export const centsToAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** Participants × price per person, in cents (0 when either is not usable). */
export function estimateCents(pricePerPerson: string | number, participants: number): number {
  const cents = priceToCents(pricePerPerson);
  if (cents === null || !Number.isInteger(participants) || participants <= 0) return 0;
  return cents * participants;
}

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first event day a menu with `advanceDays` notice can take, counted from `today`. */
export const earliestEventDay = (today: string, advanceDays: number) => addDays(today, Math.max(0, advanceDays));

/** "Saturday, September 12, 2026" for a calendar day (no time zone involved). */
export function formatEventDay(day: string, locale = "en-US"): string {
  return dateTimeFormat(locale, { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** "6:30 PM" for "18:30". */
export function formatEventTime(time: string, locale = "en-US"): string {
  const [h, m] = time.split(":").map(Number);
  return dateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
