import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Raw bytes (PostgreSQL bytea); the drivers hand them over as Uint8Array / Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** A submission waits as pending until the team approves or rejects it; only approved ones are public. */
const REVIEW_STATUSES = "('pending', 'approved', 'rejected')";

export const guestChefs = pgTable(
  "guest_chefs",
  {
    id: serial("id").primaryKey(),
    /** Set for applications sent through the site (the seeded chefs have none). */
    reference: text("reference"),
    name: text("name").notNull(),
    /** The applicant's address for the acknowledgement and the team's answer; never shown publicly. */
    email: text("email"),
    phone: text("phone"),
    country: text("country").notNull(),
    profession: text("profession").notNull(),
    experience: integer("experience").notNull(),
    specialties: jsonb("specialties").$type<string[]>().notNull(),
    contribution: jsonb("contribution").$type<string[]>().notNull(),
    bio: text("bio").notNull(),
    image: text("image").notNull(),
    instagram: text("instagram"),
    youtube: text("youtube"),
    facebook: text("facebook"),
    website: text("website"),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    /** The admin who approved or rejected it. */
    reviewedBy: integer("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("guest_chefs_status_idx").on(table.status),
    uniqueIndex("guest_chefs_reference_idx").on(table.reference),
    check("guest_chefs_status_check", sql.raw(`"status" IN ${REVIEW_STATUSES}`)),
  ],
);

export const userRecipes = pgTable(
  "user_recipes",
  {
    id: serial("id").primaryKey(),
    /** Set for recipes shared through the site (the seeded ones have none). */
    reference: text("reference"),
    title: text("title").notNull(),
    authorName: text("author_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    /** The name shown on the public page when the author prefers one to their full name. */
    displayName: text("display_name"),
    socialHandle: text("social_handle"),
    story: text("story"),
    prepTime: integer("prep_time").notNull(),
    cookTime: integer("cook_time").notNull(),
    servingSize: integer("serving_size").notNull(),
    cuisineType: text("cuisine_type").notNull(),
    mealTypes: jsonb("meal_types").$type<string[]>().notNull(),
    ingredients: text("ingredients").notNull(),
    instructions: text("instructions").notNull(),
    healthBenefits: text("health_benefits"),
    calories: integer("calories"),
    protein: integer("protein"),
    carbs: integer("carbs"),
    fat: integer("fat"),
    /** A photo's address; without one the pages draw the recipe's artwork. */
    image: text("image"),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    /** The admin who approved or rejected it. */
    reviewedBy: integer("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The library recipe published from it, once the team has done so. */
    recipeId: integer("recipe_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_recipes_status_idx").on(table.status, table.createdAt),
    uniqueIndex("user_recipes_reference_idx").on(table.reference),
    // The users screen counts each account's submissions by address.
    index("user_recipes_email_idx").on(sql`lower(${table.email})`),
    check("user_recipes_status_check", sql.raw(`"status" IN ${REVIEW_STATUSES}`)),
  ],
);

/**
 * Photos visitors upload, already re-encoded (metadata stripped) and kept in the database, so
 * every instance of the site serves them; identical uploads are stored once (by their hash).
 */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: serial("id").primaryKey(),
    sha256: text("sha256").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("uploaded_images_sha256_idx").on(table.sha256)],
);
