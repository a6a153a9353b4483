import { z } from "zod";
import {
  BUFFET_COUNTRIES,
  BUFFET_MEAL_TYPES,
  BUFFET_MENUS_PER_PAGE,
  BUFFET_OCCASIONS,
  CATERING_COUNTRIES,
  CATERING_CUISINES,
  CATERING_INDUSTRIES,
  CATERING_LIMITS,
  CATERING_MAX_LIMIT,
  CATERING_MEAL_TYPES,
  INDUSTRIAL_MENUS_PER_PAGE,
  cateringMessages,
  priceToCents,
} from "../rules/catering.ts";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/search.ts";
import { optionalFilterSchema, pageQuerySchema, textSchema, type Pagination } from "./common.ts";

/*
 * Buffet menus and industrial catering (spec 2 §2-§9): the filter option lists, the list and
 * detail shapes, the two booking request contracts with the spec's messages, and the small rules
 * (price text, estimate, notice days) the page and the server both apply.
 */

// Option lists, constants and the shared price and date rules live in rules/catering.ts.
export * from "../rules/catering.ts";

// ---------------------------------------------------------------------------------------------
// Menus as the API answers them

export type MenuItem = { name: string; dietType: string; description: string; quantity: string };

/** A buffet card: every scalar field of the menu (spec 2 §3), without its item lists. */
export type BuffetMenuSummary = {
  id: number;
  name: string;
  description: string;
  image: string;
  occasion: string;
  mealType: string;
  country: string;
  featured: boolean;
  /** Dollars per guest, e.g. 68.75. */
  pricePerPerson: number;
  /** The card's "Min n guests". */
  guestCount: number;
  minimumOrder: number;
  duration: string;
  serviceStaff: number;
  /** Days of notice the menu needs. */
  advanceBooking: number;
  vegetarianOptions: number;
  veganOptions: number;
  glutenFreeOptions: number;
  setupIncluded: boolean;
};
export type BuffetMenu = BuffetMenuSummary & {
  appetizers: MenuItem[];
  mainCourse: MenuItem[];
  desserts: MenuItem[];
  beverages: MenuItem[];
  equipmentProvided: string[];
  cancellationPolicy: string;
};
export type BuffetMenuListResponse = { data: BuffetMenuSummary[]; pagination: Pagination };

/** An industrial catering card: every scalar field of the menu (spec 2 §3), without its item lists. */
export type IndustrialMenuSummary = {
  id: number;
  name: string;
  description: string;
  image: string;
  country: string;
  cuisine: string;
  mealType: string;
  industryType: string;
  featured: boolean;
  minimumOrder: number;
  /** As the spec shapes it: text with a $ prefix, e.g. "$16.75". */
  pricePerPerson: string;
  duration: string;
  advanceBooking: number;
  capacity: number;
  servesCuisine: string;
  vegetarianOptions: boolean;
  veganOptions: boolean;
  glutenFreeOptions: boolean;
  halalOptions: boolean;
  kosherOptions: boolean;
  serviceStaff: number;
  setupIncluded: boolean;
};
export type IndustrialMenu = IndustrialMenuSummary & {
  appetizers: MenuItem[];
  mainCourse: MenuItem[];
  sides: MenuItem[];
  desserts: MenuItem[];
  beverages: MenuItem[];
  equipmentProvided: string[];
  cancellationPolicy: string;
};
export type IndustrialMenuListResponse = { data: IndustrialMenuSummary[]; pagination: Pagination };

// ---------------------------------------------------------------------------------------------
// List queries (spec 2 §7): a filter is applied only when set and not 'all'

/** A closed list matched without regard to case, answered in the list's own spelling. */
function oneOf<T extends string>(values: readonly T[], message: string) {
  return optionalFilterSchema.pipe(
    z
      .string()
      .transform((v, ctx) => {
        const found = values.find((option) => option.toLowerCase() === v.toLowerCase());
        if (!found) ctx.addIssue({ code: "custom", message });
        return found as T;
      })
      .optional(),
  );
}

/** An open list (menus may name other countries): a known value is spelt as the list spells it. */
function spelledAs(values: readonly string[]) {
  return optionalFilterSchema.transform((v) => (v === undefined ? undefined : (values.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v)));
}

const searchSchema = textSchema({ label: "Search text", max: SEARCH_TEXT_MAX_LENGTH, messages: { tooLong: "Search text is too long" } })
  .optional()
  .transform((v) => (v ? v : undefined));

export const buffetMenuListQuerySchema = z.object({
  occasion: oneOf(BUFFET_OCCASIONS, "Unknown occasion"),
  mealType: oneOf(BUFFET_MEAL_TYPES, "Unknown meal type"),
  country: spelledAs(BUFFET_COUNTRIES),
  guestCount: optionalFilterSchema.pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, "guestCount must be a whole number of guests")
      .transform(Number)
      .optional(),
  ),
  search: searchSchema,
  ...pageQuerySchema(BUFFET_MENUS_PER_PAGE, CATERING_MAX_LIMIT),
});
export type BuffetMenuListQuery = z.infer<typeof buffetMenuListQuerySchema>;

const industryFilter = oneOf(CATERING_INDUSTRIES, "Unknown industry");

/** `industryType` as spec 2 §7 names it; `industry` is read as the same filter. */
export const industrialMenuListQuerySchema = z
  .object({
    search: searchSchema,
    country: spelledAs(CATERING_COUNTRIES),
    cuisine: spelledAs(CATERING_CUISINES),
    mealType: oneOf(CATERING_MEAL_TYPES, "Unknown meal type"),
    industryType: industryFilter,
    industry: industryFilter,
    featured: optionalFilterSchema.pipe(
      z
        .enum(["true", "false"], { error: "featured must be true or false" })
        .transform((v) => v === "true")
        .optional(),
    ),
    ...pageQuerySchema(INDUSTRIAL_MENUS_PER_PAGE, CATERING_MAX_LIMIT),
  })
  .transform(({ industry, industryType, ...rest }) => ({ ...rest, industryType: industryType ?? industry }));
export type IndustrialMenuListQuery = z.infer<typeof industrialMenuListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Booking requests

const text = (label: string, max: number, required: string, tooLong: string, min = 1) =>
  textSchema({ label, min, max, messages: { required, type: required, tooShort: required, tooLong, characters: `${label} contains characters that are not allowed` } });

/** Blank optional text is the same as none. */
const optionalText = (label: string, max: number, tooLong: string, multiline = false) =>
  textSchema({ label, max, multiline, messages: { type: tooLong, tooLong, characters: `${label} contains characters that are not allowed` } })
    .nullish()
    .transform((v) => (v ? v : undefined));

const emailSchema = (message: string) =>
  textSchema({ label: "Email", max: CATERING_LIMITS.email, messages: { required: message, type: message, tooLong: message, characters: message } }).pipe(
    z.email(message),
  );

/** A number input sends a number, or its text when read without valueAsNumber: both are accepted. */
const participantsSchema = z
  .union([z.number(), z.string().trim().regex(/^\d{1,9}$/).transform(Number)], { error: cateringMessages.participants })
  .pipe(
    z
      .number({ error: cateringMessages.participants })
      .int(cateringMessages.participants)
      .min(1, cateringMessages.participants)
      .max(CATERING_LIMITS.participants, cateringMessages.participantsTooMany),
  );

/** A real calendar day as YYYY-MM-DD (2031-02-30 is refused). */
const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
};
const eventDateSchema = z
  .string({ error: cateringMessages.eventDate })
  .trim()
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: cateringMessages.eventDate });
    else if (!isCalendarDay(v)) ctx.addIssue({ code: "custom", message: cateringMessages.eventDateInvalid });
  });

/** "18:30" (a time input may add seconds: "18:30:00" is read as "18:30"). */
const timeText = z
  .string({ error: cateringMessages.eventTime })
  .trim()
  .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), cateringMessages.eventTimeInvalid)
  .transform((v) => v.slice(0, 5));
const eventTimeSchema = timeText.refine((v) => v !== "", cateringMessages.eventTime);

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** An amount the browser showed; checked for shape only, never used (the server prices). */
const browserAmount = (message: string) =>
  z
    .union([z.string().trim().max(20, message).refine((v) => v === "" || priceToCents(v) !== null, message), z.number(message).nonnegative(message).max(1e10, message)], {
      error: message,
    })
    .nullish();

/** `website` is the honeypot: people never see the field, so any value means a script filled the form. */
const honeypot = z.string().max(500).optional();

/** The Book This Buffet Menu modal (spec 2 §5); the browser and the API check the same rules. */
export const buffetBookingFormSchema = z.object({
  customerName: text("Name", CATERING_LIMITS.name, cateringMessages.customerName, cateringMessages.customerNameTooLong, 2),
  customerEmail: emailSchema(cateringMessages.email),
  // Digits are counted ("+1 (415) 555-0142" has 11), so the one rule gives the one message.
  customerPhone: text("Phone number", CATERING_LIMITS.phone, cateringMessages.phone, cateringMessages.phoneTooLong, 0).refine(
    (v) => (v.match(/\d/g) ?? []).length >= 10,
    cateringMessages.phone,
  ),
  participants: participantsSchema,
  eventDate: eventDateSchema,
  eventTime: eventTimeSchema,
  eventLocation: text("Event location", CATERING_LIMITS.location, cateringMessages.eventLocation, cateringMessages.eventLocationTooLong, 5),
  specialRequests: optionalText("Special requests", CATERING_LIMITS.specialRequests, cateringMessages.specialRequestsTooLong, true),
});
export type BuffetBookingFormValues = z.input<typeof buffetBookingFormSchema>;

/**
 * POST /api/bookings with a buffet booking request (spec 2 §3): the modal's fields plus the menu,
 * and what the spec's page also sends (totalPrice, scheduledDate, scheduledTime), accepted and
 * ignored: the server prices the request from the menu.
 */
export const buffetBookingInputSchema = buffetBookingFormSchema.extend({
  buffetMenuId: positiveId(cateringMessages.buffetMenuId),
  totalPrice: browserAmount(cateringMessages.totalPrice),
  scheduledDate: z.string().max(20).nullish(),
  scheduledTime: z.string().max(20).nullish(),
  website: honeypot,
});
export type BuffetBookingInput = z.infer<typeof buffetBookingInputSchema>;

/** The sticky Request Industrial Catering form (spec 2 §5). */
export const industrialBookingFormSchema = z.object({
  companyName: text("Company name", CATERING_LIMITS.companyName, cateringMessages.companyName, cateringMessages.companyNameTooLong),
  contactName: text("Contact name", CATERING_LIMITS.name, cateringMessages.contactName, cateringMessages.contactNameTooLong),
  email: emailSchema(cateringMessages.email),
  phone: optionalText("Phone number", CATERING_LIMITS.phone, cateringMessages.phoneTooLong),
  eventDate: eventDateSchema,
  eventTime: timeText.nullish().transform((v) => (v ? v : undefined)),
  participants: participantsSchema,
  specialRequests: optionalText("Special requests", CATERING_LIMITS.specialRequests, cateringMessages.specialRequestsTooLong, true),
  /** Someone to receive a copy of the acknowledgement; never where the team's own mail goes. */
  recipientEmail: z
    .union([z.literal(""), emailSchema(cateringMessages.recipientEmail)], { error: cateringMessages.recipientEmail })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});
export type IndustrialBookingFormValues = z.input<typeof industrialBookingFormSchema>;

/**
 * POST /api/industrial-catering-booking (spec 2 §3): the form plus the menu; cateringName,
 * pricePerPerson and totalEstimate are what the page showed, accepted and ignored.
 */
export const industrialBookingInputSchema = industrialBookingFormSchema.extend({
  cateringId: positiveId(cateringMessages.cateringId),
  cateringName: z.string(cateringMessages.cateringName).max(CATERING_LIMITS.menuName, cateringMessages.cateringName).nullish(),
  pricePerPerson: browserAmount(cateringMessages.pricePerPerson),
  totalEstimate: browserAmount(cateringMessages.totalEstimate),
  website: honeypot,
});
export type IndustrialBookingInput = z.infer<typeof industrialBookingInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** Where a request stands; the admin screens move it on. */
export const CATERING_REQUEST_STATUSES = ["received", "quoted", "confirmed", "declined"] as const;
export type CateringRequestStatus = (typeof CATERING_REQUEST_STATUSES)[number];
export type CateringRequestKind = "buffet" | "industrial";

/** The 201 of either booking request. */
export type CateringRequestResult = {
  /** BUF-2026-00042 or IND-2026-00007. */
  reference: string;
  kind: CateringRequestKind;
  status: CateringRequestStatus;
  menuId: number;
  menuName: string;
  eventDate: string;
  eventTime: string | null;
  participants: number;
  /** The menu's price when the request was made, e.g. "42.50". */
  pricePerPerson: string;
  /** participants × pricePerPerson, e.g. "2550.00". */
  estimate: string;
  minimumOrder: number;
  /** Fewer guests than the menu's minimum order: allowed, and flagged for the team. */
  belowMinimum: boolean;
  /** The request status page (path, e.g. /catering/requests/{token}); also in the mail. */
  statusPath: string;
  /** Industrial only: whether the copy for recipientEmail was queued (false when none or limited). */
  copyQueued?: boolean;
  title: string;
  message: string;
};

/** GET /api/catering-requests/status/{token}: the request as its status page shows it. */
export type CateringRequestView = {
  reference: string;
  kind: CateringRequestKind;
  status: CateringRequestStatus;
  menu: { id: number | null; name: string; path: string | null };
  eventDate: string;
  eventTime: string | null;
  eventLocation: string | null;
  participants: number;
  pricePerPerson: string;
  estimate: string;
  minimumOrder: number;
  belowMinimum: boolean;
  companyName: string | null;
  contactName: string;
  specialRequests: string | null;
  /** The team's quote once sent (and while the request is not declined). */
  quote: { pricePerPerson: string; total: string; validUntil: string | null; notes: string | null } | null;
  /** Why the team declined it (only while declined). */
  declineReason: string | null;
  /** ISO instants. */
  submittedAt: string;
  statusChangedAt: string;
};
