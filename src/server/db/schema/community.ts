import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const guestChefs = pgTable(
  "guest_chefs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("guest_chefs_status_idx").on(table.status)],
);

export const userRecipes = pgTable(
  "user_recipes",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    authorName: text("author_name").notNull(),
    email: text("email").notNull(),
    story: text("story"),
    prepTime: integer("prep_time").notNull(),
    cookTime: integer("cook_time").notNull(),
    servingSize: integer("serving_size").notNull(),
    cuisineType: text("cuisine_type").notNull(),
    mealTypes: jsonb("meal_types").$type<string[]>().notNull(),
    ingredients: text("ingredients").notNull(),
    instructions: text("instructions").notNull(),
    healthBenefits: text("health_benefits"),
    image: text("image").notNull(),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_recipes_status_idx").on(table.status, table.createdAt)],
);
