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
import { optionalFilterSchema, pageQuerySchema, paginationSchema, textSchema } from "./common.ts";
import { HONEYPOT_FIELD, honeypotField } from "./form-fields.ts";

/*
 * Buffet menus and industrial catering: the filter option lists, the list and detail shapes, the
 * two booking request contracts with their messages, and the small rules (price text, estimate,
 * notice days) the page and the server both apply.
 */

// Option lists, constants and the shared price and date rules live in rules/catering.ts.
export * from "../rules/catering.ts";

// ---------------------------------------------------------------------------------------------
// Menus as the API answers them

export const menuItemSchema = z
  .object({
    name: z.string(),
    dietType: z.string().meta({ description: "vegetarian, vegan, gluten-free, halal, kosher or non-vegetarian" }),
    description: z.string(),
    quantity: z.string().meta({ description: 'How much is served, e.g. "4 pieces per guest"' }),
  })
  .meta({ id: "MenuItem" });
export type MenuItem = z.infer<typeof menuItemSchema>;

const buffetMenuFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  occasion: z.string(),
  mealType: z.string(),
  country: z.string(),
  featured: z.boolean(),
  pricePerPerson: z.number().meta({ description: "Dollars per guest, e.g. 68.75" }),
  guestCount: z.number().int().meta({ description: 'The card\'s "Min n guests"' }),
  minimumOrder: z.number().int().meta({ description: "The fewest guests the menu is usually served for" }),
  duration: z.string(),
  serviceStaff: z.number().int(),
  advanceBooking: z.number().int().meta({ description: "Days of notice the menu needs" }),
  vegetarianOptions: z.number().int().meta({ description: "How many dishes are vegetarian" }),
  veganOptions: z.number().int(),
  glutenFreeOptions: z.number().int(),
  setupIncluded: z.boolean(),
};

/** A buffet card: every scalar field of the menu, without its item lists. */
export const buffetMenuSummarySchema = z.object(buffetMenuFields).meta({ id: "BuffetMenuSummary" });
export type BuffetMenuSummary = z.infer<typeof buffetMenuSummarySchema>;

export const buffetMenuSchema = z
  .object({
    ...buffetMenuFields,
    appetizers: z.array(menuItemSchema),
    mainCourse: z.array(menuItemSchema),
    desserts: z.array(menuItemSchema),
    beverages: z.array(menuItemSchema),
    equipmentProvided: z.array(z.string()),
    cancellationPolicy: z.string(),
  })
  .meta({ id: "BuffetMenu" });
export type BuffetMenu = z.infer<typeof buffetMenuSchema>;

export const buffetMenuListResponseSchema = z
  .object({ data: z.array(buffetMenuSummarySchema), pagination: paginationSchema })
  .meta({ id: "BuffetMenuPage" });
export type BuffetMenuListResponse = z.infer<typeof buffetMenuListResponseSchema>;

const industrialMenuFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  country: z.string(),
  cuisine: z.string(),
  mealType: z.string().meta({ description: "Breakfast, Lunch or Dinner" }),
  industryType: z.string(),
  featured: z.boolean(),
  minimumOrder: z.number().int().meta({ description: "People" }),
  pricePerPerson: z.string().meta({ description: 'Text with a $ prefix, e.g. "$16.75"' }),
  duration: z.string(),
  advanceBooking: z.number().int().meta({ description: "Days of notice the menu needs" }),
  capacity: z.number().int(),
  servesCuisine: z.string(),
  vegetarianOptions: z.boolean(),
  veganOptions: z.boolean(),
  glutenFreeOptions: z.boolean(),
  halalOptions: z.boolean(),
  kosherOptions: z.boolean(),
  serviceStaff: z.number().int(),
  setupIncluded: z.boolean().meta({ description: "Setup and breakdown included" }),
};

/** An industrial catering card: every scalar field of the menu, without its item lists. */
export const industrialMenuSummarySchema = z.object(industrialMenuFields).meta({ id: "IndustrialMenuSummary" });
export type IndustrialMenuSummary = z.infer<typeof industrialMenuSummarySchema>;

export const industrialMenuSchema = z
  .object({
    ...industrialMenuFields,
    appetizers: z.array(menuItemSchema),
    mainCourse: z.array(menuItemSchema),
    sides: z.array(menuItemSchema),
    desserts: z.array(menuItemSchema),
    beverages: z.array(menuItemSchema),
    equipmentProvided: z.array(z.string()),
    cancellationPolicy: z.string(),
  })
  .meta({ id: "IndustrialMenu" });
export type IndustrialMenu = z.infer<typeof industrialMenuSchema>;

export const industrialMenuListResponseSchema = z
  .object({ data: z.array(industrialMenuSummarySchema), pagination: paginationSchema })
  .meta({ id: "IndustrialMenuPage" });
export type IndustrialMenuListResponse = z.infer<typeof industrialMenuListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// List queries: a filter is applied only when set and not 'all'

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
  return optionalFilterSchema.transform((v) =>
    v === undefined ? undefined : (values.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v),
  );
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

/** The industry filter is `industryType`; `industry` is read as the same filter. */
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
  textSchema({
    label,
    min,
    max,
    messages: { required, type: required, tooShort: required, tooLong, characters: `${label} contains characters that are not allowed` },
  });

/** Blank optional text is the same as none. */
const optionalText = (label: string, max: number, tooLong: string, multiline = false) =>
  textSchema({
    label,
    max,
    multiline,
    messages: { type: tooLong, tooLong, characters: `${label} contains characters that are not allowed` },
  })
    .nullish()
    .transform((v) => (v ? v : undefined));

const emailSchema = (message: string) =>
  textSchema({
    label: "Email",
    max: CATERING_LIMITS.email,
    messages: { required: message, type: message, tooLong: message, characters: message },
  }).pipe(z.email(message));

/** A number input sends a number, or its text when read without valueAsNumber: both are accepted. */
const participantsSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { error: cateringMessages.participants },
  )
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
    .union(
      [
        z
          .string()
          .trim()
          .max(20, message)
          .refine((v) => v === "" || priceToCents(v) !== null, message),
        z.number(message).nonnegative(message).max(1e10, message),
      ],
      {
        error: message,
      },
    )
    .nullish();

/** The Book This Buffet Menu modal; the browser and the API check the same rules. */
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
 * POST /api/bookings with a buffet booking request: the modal's fields plus the menu, and what
 * the page also sends (totalPrice, scheduledDate, scheduledTime), accepted and ignored: the
 * server prices the request from the menu.
 */
export const buffetBookingInputSchema = buffetBookingFormSchema.extend({
  buffetMenuId: positiveId(cateringMessages.buffetMenuId),
  totalPrice: browserAmount(cateringMessages.totalPrice),
  scheduledDate: z.string().max(20).nullish(),
  scheduledTime: z.string().max(20).nullish(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type BuffetBookingInput = z.infer<typeof buffetBookingInputSchema>;

/** The sticky Request Industrial Catering form. */
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
 * POST /api/industrial-catering-booking: the form plus the menu; cateringName,
 * pricePerPerson and totalEstimate are what the page showed, accepted and ignored.
 */
export const industrialBookingInputSchema = industrialBookingFormSchema.extend({
  cateringId: positiveId(cateringMessages.cateringId),
  cateringName: z.string(cateringMessages.cateringName).max(CATERING_LIMITS.menuName, cateringMessages.cateringName).nullish(),
  pricePerPerson: browserAmount(cateringMessages.pricePerPerson),
  totalEstimate: browserAmount(cateringMessages.totalEstimate),
  [HONEYPOT_FIELD]: honeypotField,
});
export type IndustrialBookingInput = z.infer<typeof industrialBookingInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** Where a request stands; the admin screens move it on. */
export const CATERING_REQUEST_STATUSES = ["received", "quoted", "confirmed", "declined"] as const;
export type CateringRequestStatus = (typeof CATERING_REQUEST_STATUSES)[number];
export const CATERING_REQUEST_KINDS = ["buffet", "industrial"] as const;
export type CateringRequestKind = (typeof CATERING_REQUEST_KINDS)[number];

/** The team's quote: the final price per person, its total for the guests, until when it holds. */
export const cateringQuoteSchema = z
  .object({
    pricePerPerson: z.string().meta({ description: 'Dollars with two decimals, e.g. "42.50"' }),
    total: z.string().meta({ description: "pricePerPerson × participants" }),
    validUntil: z.string().nullable().meta({ description: "The last day the quote holds (YYYY-MM-DD)" }),
    notes: z.string().nullable(),
  })
  .meta({ id: "CateringQuote" });
export type CateringQuote = z.infer<typeof cateringQuoteSchema>;

/** The 201 of either booking request. */
export const cateringRequestResultSchema = z
  .object({
    reference: z.string().meta({ description: "BUF-2026-00042 or IND-2026-00007" }),
    kind: z.enum(CATERING_REQUEST_KINDS),
    status: z.enum(CATERING_REQUEST_STATUSES),
    menuId: z.number().int(),
    menuName: z.string(),
    eventDate: z.string().meta({ description: "YYYY-MM-DD" }),
    eventTime: z.string().nullable().meta({ description: "HH:MM" }),
    participants: z.number().int(),
    pricePerPerson: z.string().meta({ description: 'The menu\'s price when the request was made, e.g. "42.50"' }),
    estimate: z.string().meta({ description: 'participants × pricePerPerson, e.g. "2550.00"' }),
    minimumOrder: z.number().int(),
    belowMinimum: z.boolean().meta({ description: "Fewer guests than the menu's minimum order: allowed, and flagged for the team" }),
    statusPath: z.string().meta({ description: "The request's private status page, e.g. /catering/requests/{token}; also in the mail" }),
    copyQueued: z.boolean().optional().meta({
      description:
        "Industrial only: whether the copy for recipientEmail was queued (false when none was asked for or the limit is reached)",
    }),
    title: z.string(),
    message: z.string(),
  })
  .meta({ id: "CateringRequestResult" });
export type CateringRequestResult = z.infer<typeof cateringRequestResultSchema>;

/** GET /api/catering-requests/status/{token}: the request as its status page shows it. */
export const cateringRequestViewSchema = z
  .object({
    reference: z.string(),
    kind: z.enum(CATERING_REQUEST_KINDS),
    status: z.enum(CATERING_REQUEST_STATUSES),
    menu: z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      path: z.string().nullable().meta({ description: "The menu's page; null once the menu is gone" }),
    }),
    eventDate: z.string(),
    eventTime: z.string().nullable(),
    eventLocation: z.string().nullable(),
    participants: z.number().int(),
    pricePerPerson: z.string(),
    estimate: z.string(),
    minimumOrder: z.number().int(),
    belowMinimum: z.boolean(),
    companyName: z.string().nullable(),
    contactName: z.string(),
    specialRequests: z.string().nullable(),
    quote: cateringQuoteSchema.nullable().meta({ description: "The team's quote once sent (and while the request is not declined)" }),
    declineReason: z.string().nullable().meta({ description: "Why the team declined it (only while declined)" }),
    submittedAt: z.string().meta({ description: "ISO 8601 instant" }),
    statusChangedAt: z.string().meta({ description: "ISO 8601 instant" }),
  })
  .meta({ id: "CateringRequestView" });
export type CateringRequestView = z.infer<typeof cateringRequestViewSchema>;
