import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { recipes } from "./recipes.ts";

/**
 * The recipe of the day, picked by the team for a date (the admin daily-recipe calendar). A date
 * without a row falls back to a featured recipe.
 */
export const dailyRecipes = pgTable("daily_recipes", {
  day: date("day", { mode: "string" }).primaryKey(),
  recipeId: integer("recipe_id")
    .notNull()
    .references(() => recipes.id, { onDelete: "cascade" }),
  chosenBy: integer("chosen_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A recipe imported from schema.org JSON-LD and kept as a draft: it is not in the library (no
 * page, no search) until the team publishes it, which creates the `recipes` row.
 */
export const recipeDrafts = pgTable(
  "recipe_drafts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** The recipe as the library would store it (the recipes table's insert shape). */
    recipe: jsonb("recipe").notNull(),
    importedBy: integer("imported_by"),
    publishedRecipeId: integer("published_recipe_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("recipe_drafts_created_idx").on(table.createdAt)],
);

/**
 * First-party, cookie-free counts kept by the server for /admin/analytics: no address, no
 * visitor id, no user agent, only what was viewed or searched and on which day (UTC).
 */
export const pageViewCounts = pgTable(
  "page_view_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** The site's area: home, recipes, classes, shop, … (the first path segment). */
    area: text("area").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.area] })],
);

export const recipeViewCounts = pgTable(
  "recipe_view_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.recipeId] }), index("recipe_view_counts_recipe_idx").on(table.recipeId)],
);

export const searchQueryCounts = pgTable(
  "search_query_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** The words searched, lower-cased and trimmed (at most 100 characters). */
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    /** How many of those searches found nothing. */
    emptyResults: integer("empty_results").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.query] }),
    check("search_query_counts_query_check", sql`length(${table.query}) BETWEEN 1 AND 100`),
  ],
);
