import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export type MenuItem = { name: string; dietType: string; description: string; quantity: string };

/**
 * What the menu searches read: the menu's words, lower-case and without accents, item names
 * included (f_catering_item_names, migration 0012), so "biryani" finds the feast that serves it.
 */
const buffetSearchText: SQL = sql`lower(f_unaccent(name || ' ' || description || ' ' || occasion || ' ' || meal_type || ' ' || country || ' ' || f_catering_item_names(appetizers) || ' ' || f_catering_item_names(main_course) || ' ' || f_catering_item_names(desserts) || ' ' || f_catering_item_names(beverages)))`;
const industrialSearchText: SQL = sql`lower(f_unaccent(name || ' ' || description || ' ' || country || ' ' || cuisine || ' ' || meal_type || ' ' || industry_type || ' ' || f_catering_item_names(appetizers) || ' ' || f_catering_item_names(main_course) || ' ' || f_catering_item_names(sides) || ' ' || f_catering_item_names(desserts) || ' ' || f_catering_item_names(beverages)))`;

export const buffetMenus = pgTable(
  "buffet_menus",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    occasion: text("occasion").notNull(),
    mealType: text("meal_type").notNull(),
    country: text("country").notNull(),
    featured: boolean("featured").notNull().default(false),
    pricePerPerson: numeric("price_per_person", { precision: 10, scale: 2, mode: "number" }).notNull(),
    guestCount: integer("guest_count").notNull(),
    minimumOrder: integer("minimum_order").notNull(),
    duration: text("duration").notNull(),
    serviceStaff: integer("service_staff").notNull(),
    advanceBooking: integer("advance_booking").notNull(),
    vegetarianOptions: integer("vegetarian_options").notNull(),
    veganOptions: integer("vegan_options").notNull(),
    glutenFreeOptions: integer("gluten_free_options").notNull(),
    appetizers: jsonb("appetizers").$type<MenuItem[]>().notNull(),
    mainCourse: jsonb("main_course").$type<MenuItem[]>().notNull(),
    desserts: jsonb("desserts").$type<MenuItem[]>().notNull(),
    beverages: jsonb("beverages").$type<MenuItem[]>().notNull(),
    setupIncluded: boolean("setup_included").notNull(),
    equipmentProvided: jsonb("equipment_provided").$type<string[]>().notNull(),
    cancellationPolicy: text("cancellation_policy").notNull(),
    searchText: text("search_text").generatedAlwaysAs(buffetSearchText),
  },
  (table) => [
    index("buffet_menus_occasion_idx").on(table.occasion),
    index("buffet_menus_country_idx").on(table.country),
    index("buffet_menus_meal_type_idx").on(table.mealType, table.id),
    index("buffet_menus_guest_count_idx").on(table.guestCount, table.id),
    index("buffet_menus_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const industrialCateringMenus = pgTable(
  "industrial_catering_menus",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    country: text("country").notNull(),
    cuisine: text("cuisine").notNull(),
    mealType: text("meal_type").notNull(),
    industryType: text("industry_type").notNull(),
    featured: boolean("featured").notNull().default(false),
    minimumOrder: integer("minimum_order").notNull(),
    pricePerPerson: text("price_per_person").notNull(),
    duration: text("duration").notNull(),
    advanceBooking: integer("advance_booking").notNull(),
    capacity: integer("capacity").notNull(),
    servesCuisine: text("serves_cuisine").notNull(),
    vegetarianOptions: boolean("vegetarian_options").notNull(),
    veganOptions: boolean("vegan_options").notNull(),
    glutenFreeOptions: boolean("gluten_free_options").notNull(),
    halalOptions: boolean("halal_options").notNull(),
    kosherOptions: boolean("kosher_options").notNull(),
    serviceStaff: integer("service_staff").notNull(),
    setupIncluded: boolean("setup_included").notNull(),
    equipmentProvided: jsonb("equipment_provided").$type<string[]>().notNull(),
    cancellationPolicy: text("cancellation_policy").notNull(),
    appetizers: jsonb("appetizers").$type<MenuItem[]>().notNull(),
    mainCourse: jsonb("main_course").$type<MenuItem[]>().notNull(),
    sides: jsonb("sides").$type<MenuItem[]>().notNull(),
    desserts: jsonb("desserts").$type<MenuItem[]>().notNull(),
    beverages: jsonb("beverages").$type<MenuItem[]>().notNull(),
    searchText: text("search_text").generatedAlwaysAs(industrialSearchText),
  },
  (table) => [
    index("industrial_catering_country_idx").on(table.country),
    index("industrial_catering_meal_idx").on(table.mealType),
    index("industrial_catering_cuisine_idx").on(table.cuisine, table.id),
    index("industrial_catering_industry_idx").on(table.industryType, table.id),
    index("industrial_catering_featured_idx")
      .on(table.id)
      .where(sql`${table.featured}`),
    index("industrial_catering_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const CATERING_REQUEST_KINDS = ["buffet", "industrial"] as const;
export const CATERING_REQUEST_STATUS_VALUES = ["received", "quoted", "confirmed", "declined"] as const;

/**
 * A booking request for a buffet or an industrial menu: a quote the team answers. The menu's
 * name and price are copied in as they were when the request was made, so a later change of the
 * menu (or its removal) leaves the request as the customer sent it.
 */
export const cateringRequests = pgTable(
  "catering_requests",
  {
    id: serial("id").primaryKey(),
    /** BUF-2026-00042 / IND-2026-00007: a sequence per kind and year (catering_reference_counters). */
    reference: text("reference").notNull(),
    kind: text("kind", { enum: CATERING_REQUEST_KINDS }).notNull(),
    buffetMenuId: integer("buffet_menu_id").references(() => buffetMenus.id, { onDelete: "set null" }),
    industrialMenuId: integer("industrial_menu_id").references(() => industrialCateringMenus.id, { onDelete: "set null" }),
    menuName: text("menu_name").notNull(),
    /** Industrial requests only. */
    companyName: text("company_name"),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    eventTime: text("event_time"),
    /** Buffet requests only. */
    eventLocation: text("event_location"),
    participants: integer("participants").notNull(),
    specialRequests: text("special_requests"),
    /** The copy address the industrial form sends; it gets an acknowledgement only, never the team's mail. */
    recipientEmail: text("recipient_email"),
    copyQueued: boolean("copy_queued").notNull().default(false),
    pricePerPerson: numeric("price_per_person", { precision: 10, scale: 2, mode: "string" }).notNull(),
    /** participants × pricePerPerson as the server computed it; the browser's figure is never stored. */
    estimate: numeric("estimate", { precision: 12, scale: 2, mode: "string" }).notNull(),
    minimumOrder: integer("minimum_order").notNull(),
    belowMinimum: boolean("below_minimum").notNull(),
    status: text("status", { enum: CATERING_REQUEST_STATUS_VALUES }).notNull().default("received"),
    /** SHA-256 of the status page's token; the token itself is only in the customer's mail. */
    statusTokenHash: text("status_token_hash").notNull(),
    /** A retry with the same Idempotency-Key (its hash here) answers with this request. */
    idempotencyKeyHash: text("idempotency_key_hash"),
    requestFingerprint: text("request_fingerprint"),
    /** The status token sealed with the Idempotency-Key, so a replay can answer with the same link. */
    sealedStatusToken: text("sealed_status_token"),
    /** The team's quote (admin catering desk): the final price per person, its notes and until when it holds. */
    quotedPricePerPerson: numeric("quoted_price_per_person", { precision: 10, scale: 2, mode: "string" }),
    quoteNotes: text("quote_notes"),
    quoteValidUntil: date("quote_valid_until", { mode: "string" }),
    /** Why the team declined the request, as mailed to the customer and shown on the status page. */
    declineReason: text("decline_reason"),
    /** The team's internal notes; never shown to the customer. */
    teamNotes: text("team_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("catering_requests_reference_idx").on(table.reference),
    uniqueIndex("catering_requests_status_token_idx").on(table.statusTokenHash),
    uniqueIndex("catering_requests_idempotency_idx").on(table.idempotencyKeyHash),
    index("catering_requests_status_idx").on(table.status, table.createdAt),
    index("catering_requests_created_idx").on(table.createdAt),
    index("catering_requests_copy_idx")
      .on(table.recipientEmail, table.createdAt)
      .where(sql`${table.copyQueued}`),
    check("catering_requests_status_check", sql`${table.status} IN ('received', 'quoted', 'confirmed', 'declined')`),
    check(
      "catering_requests_menu_check",
      sql`(${table.kind} = 'buffet' AND ${table.industrialMenuId} IS NULL) OR (${table.kind} = 'industrial' AND ${table.buffetMenuId} IS NULL)`,
    ),
    check("catering_requests_participants_check", sql`${table.participants} > 0`),
  ],
);

/** The last reference number given out per prefix and year; taken with one upsert in the request's transaction. */
export const cateringReferenceCounters = pgTable(
  "catering_reference_counters",
  {
    prefix: text("prefix").notNull(),
    year: integer("year").notNull(),
    lastValue: integer("last_value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.prefix, table.year] })],
);
