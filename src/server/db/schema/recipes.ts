import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export type IngredientLine = { amount: string; unit: string; name: string };
export type NutritionFacts = Record<string, number | string>;
export type AyurvedicProperties = {
  vata: string;
  pitta: string;
  kapha: string;
  dosha: string;
  season: string[];
  taste: string[];
};

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
});

export const cuisines = pgTable("cuisines", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  flag: text("flag"),
});

export const dietTypes = pgTable("diet_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
});

export const recipes = pgTable(
  "recipes",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    cuisine: text("cuisine").notNull(),
    category: text("category").notNull(),
    dietType: text("diet_type").notNull(),
    difficulty: text("difficulty").notNull(),
    prepTime: integer("prep_time").notNull(),
    cookTime: integer("cook_time").notNull(),
    servings: integer("servings").notNull(),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    videoUrl: text("video_url"),
    featured: boolean("featured").notNull().default(false),
    mealType: text("meal_type"),
    cookingMethod: text("cooking_method"),
    spiceLevel: text("spice_level"),
    priceRange: text("price_range"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    ingredients: jsonb("ingredients").$type<IngredientLine[]>().notNull(),
    instructions: jsonb("instructions").$type<string[]>().notNull(),
    nutritionFacts: jsonb("nutrition_facts").$type<NutritionFacts>().notNull(),
    ayurvedicProperties: jsonb("ayurvedic_properties").$type<AyurvedicProperties>().notNull(),
    healthBenefits: jsonb("health_benefits").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("recipes_featured_idx").on(table.featured, table.id),
    index("recipes_cuisine_idx").on(table.cuisine, table.id),
    index("recipes_category_idx").on(table.category, table.id),
    index("recipes_diet_type_idx").on(table.dietType, table.id),
  ],
);
