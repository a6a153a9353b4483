import { z } from "zod";
import { positiveIdSchema } from "./common.ts";
import type { Ingredient, RecipeSummary } from "./recipe.ts";

/* ------------------------------------------------------------------------------------------ */
/* The recipe of the day (/admin/daily-recipe and GET /api/daily-recipe)                      */

/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const calendarDateSchema = z
  .string({ error: "date must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date must be a date written YYYY-MM-DD")
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, "date is not a day of the calendar");

export const dailyRecipeQuerySchema = z.object({ date: calendarDateSchema.optional() });
export const dailyRecipeDateParamsSchema = z.object({ date: calendarDateSchema });

export const dailyRecipeMonthQuerySchema = z.object({
  month: z
    .string({ error: "month must be written YYYY-MM" })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be written YYYY-MM")
    .optional(),
});

export const dailyRecipePickInputSchema = z.object({
  recipeId: z.number({ error: "Choose a recipe" }).int("Choose a recipe").positive("Choose a recipe"),
});
export type DailyRecipePickInput = z.infer<typeof dailyRecipePickInputSchema>;

export const dailyRecipeSearchQuerySchema = z.object({
  q: z.string().trim().max(100, "Search text is too long").default(""),
});

/** GET /api/daily-recipe: the recipe picked for the date, or a featured one chosen by the date. */
export type DailyRecipeAnswer = { date: string; source: "picked" | "featured"; recipe: RecipeSummary };

export type DailyRecipePick = {
  date: string;
  recipe: { id: number; title: string; image: string };
  chosenBy: string | null;
  updatedAt: string;
};
export type DailyRecipeMonth = { month: string; today: string; picks: DailyRecipePick[] };

/* ------------------------------------------------------------------------------------------ */
/* The recipe importer (/admin/spoonacular)                                                   */

/** Pasted or uploaded JSON-LD text; the request body limit (1 MB) bounds it too. */
const jsonLdTextSchema = z
  .string({ error: "Paste or upload the JSON-LD" })
  .trim()
  .min(1, "Paste or upload the JSON-LD")
  .max(900_000, "The JSON-LD is too long (at most 900 KB)");

export const recipeImportPreviewInputSchema = z.object({ jsonLd: jsonLdTextSchema });

export const recipeImportInputSchema = z.object({
  jsonLd: jsonLdTextSchema,
  /** Published: in the library at once (page and search); draft: kept aside until published. */
  mode: z.enum(["published", "draft"], { error: "Choose published or draft" }),
  /** What to do with a recipe whose title the library already has. */
  duplicates: z.enum(["skip", "import"], { error: "Choose skip or import" }).default("skip"),
});
export type RecipeImportInput = z.infer<typeof recipeImportInputSchema>;

/** A recipe as the importer would store it (the library's own shape). */
export type ImportedRecipe = {
  title: string;
  description: string;
  image: string | null;
  cuisine: string;
  category: string;
  dietType: string;
  difficulty: "easy" | "medium" | "hard";
  prepTime: number;
  cookTime: number;
  servings: number;
  tags: string[];
  ingredients: Ingredient[];
  instructions: string[];
  nutritionFacts: Record<string, number>;
};

export type RecipeImportItem = {
  /** Its place in the pasted JSON-LD, from 1. */
  position: number;
  recipe: ImportedRecipe | null;
  /** Why this one cannot be imported (the recipe is null then). */
  errors: string[];
  /** What was left out or guessed; the recipe can still be imported. */
  warnings: string[];
  /** A library recipe with the same title (case-insensitive). */
  duplicateOf: { id: number; title: string } | null;
};

export type RecipeImportPreview = { items: RecipeImportItem[]; importable: number; duplicates: number };

export type RecipeImportResult = {
  success: true;
  message: string;
  mode: "published" | "draft";
  created: { position: number; title: string; recipeId: number | null; draftId: number | null; path: string | null }[];
  skipped: { position: number; title: string; reason: "duplicate" }[];
};

export type RecipeDraft = {
  id: number;
  title: string;
  recipe: ImportedRecipe;
  importedBy: string | null;
  createdAt: string;
  duplicateOf: { id: number; title: string } | null;
};

export const recipeDraftListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(10_000, "page is too large")
    .default(1),
});

export type RecipeDraftPage = {
  data: RecipeDraft[];
  total: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  page: number;
  limit: number;
};

export const draftIdParamsSchema = z.object({ id: positiveIdSchema });

/* ------------------------------------------------------------------------------------------ */
/* Analytics (/admin/analytics)                                                               */

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const analyticsQuerySchema = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" })
    .default("30")
    .transform((value) => Number(value) as AnalyticsRange),
});

export type AnalyticsReport = {
  days: AnalyticsRange;
  from: string;
  to: string;
  totals: { views: number; searches: number; emptySearches: number };
  /** Every day of the range, oldest first, 0 where nothing was counted. */
  daily: { day: string; views: number }[];
  areas: { area: string; views: number }[];
  recipes: { id: number; title: string; views: number }[];
  searches: { query: string; searches: number; emptyResults: number }[];
  emptySearches: { query: string; searches: number }[];
};
