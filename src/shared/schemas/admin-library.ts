import { z } from "zod";
import { adminPageFields, positiveIdSchema } from "./common.ts";
import { ingredientSchema, recipeSummarySchema } from "./recipe.ts";

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
export const dailyRecipeAnswerSchema = z
  .object({
    date: z.string().meta({ description: "The day, YYYY-MM-DD, in the site's time zone" }),
    source: z
      .enum(["picked", "featured"])
      .meta({ description: "picked: chosen by the team for the day; featured: a featured recipe chosen by the date" }),
    recipe: recipeSummarySchema,
  })
  .meta({ id: "DailyRecipe" });
export type DailyRecipeAnswer = z.infer<typeof dailyRecipeAnswerSchema>;

export const dailyRecipePickSchema = z
  .object({
    date: z.string().meta({ description: "YYYY-MM-DD" }),
    recipe: z.object({ id: z.number().int(), title: z.string(), image: z.string() }),
    chosenBy: z.string().nullable().meta({ description: "The admin who picked it, when still known" }),
    updatedAt: z.string().meta({ description: "An ISO 8601 instant" }),
  })
  .meta({ id: "DailyRecipePick" });
export type DailyRecipePick = z.infer<typeof dailyRecipePickSchema>;

export const dailyRecipeMonthSchema = z
  .object({
    month: z.string().meta({ description: "YYYY-MM" }),
    today: z.string().meta({ description: "Today in the site's time zone, YYYY-MM-DD" }),
    picks: z.array(dailyRecipePickSchema),
  })
  .meta({ id: "DailyRecipeMonth" });
export type DailyRecipeMonth = z.infer<typeof dailyRecipeMonthSchema>;

/** The calendar's recipe search: the first matches and how many there are in all. */
export const dailyRecipeSearchResultSchema = z.object({ recipes: z.array(recipeSummarySchema), total: z.number().int() });

export const dailyRecipePickResultSchema = z.object({ success: z.literal(true), message: z.string(), pick: dailyRecipePickSchema });
export const dailyRecipeClearResultSchema = z.object({ success: z.literal(true), message: z.string() });

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

const libraryRecipeRef = z.object({ id: z.number().int(), title: z.string() });

/** A recipe as the importer would store it (the library's own shape). */
export const importedRecipeSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    cuisine: z.string(),
    category: z.string(),
    dietType: z.string(),
    difficulty: z.enum(["easy", "medium", "hard"]),
    prepTime: z.number().int().meta({ description: "Minutes" }),
    cookTime: z.number().int().meta({ description: "Minutes" }),
    servings: z.number().int(),
    tags: z.array(z.string()),
    ingredients: z.array(ingredientSchema),
    instructions: z.array(z.string()),
    nutritionFacts: z.record(z.string(), z.number()),
  })
  .meta({ id: "ImportedRecipe" });
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;

export const recipeImportItemSchema = z
  .object({
    position: z.number().int().meta({ description: "Its place in the pasted JSON-LD, from 1" }),
    recipe: importedRecipeSchema.nullable(),
    errors: z.array(z.string()).meta({ description: "Why this one cannot be imported (the recipe is null then)" }),
    warnings: z.array(z.string()).meta({ description: "What was left out or guessed; the recipe can still be imported" }),
    duplicateOf: libraryRecipeRef.nullable().meta({ description: "A library recipe with the same title (case-insensitive)" }),
  })
  .meta({ id: "RecipeImportItem" });
export type RecipeImportItem = z.infer<typeof recipeImportItemSchema>;

export const recipeImportPreviewSchema = z
  .object({ items: z.array(recipeImportItemSchema), importable: z.number().int(), duplicates: z.number().int() })
  .meta({ id: "RecipeImportPreview" });
export type RecipeImportPreview = z.infer<typeof recipeImportPreviewSchema>;

export const recipeImportResultSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    mode: z.enum(["published", "draft"]),
    created: z.array(
      z.object({
        position: z.number().int(),
        title: z.string(),
        recipeId: z.number().int().nullable().meta({ description: "Set when published" }),
        draftId: z.number().int().nullable().meta({ description: "Set when kept as a draft" }),
        path: z.string().nullable().meta({ description: "The published recipe's page" }),
      }),
    ),
    skipped: z.array(z.object({ position: z.number().int(), title: z.string(), reason: z.literal("duplicate") })),
  })
  .meta({ id: "RecipeImportResult" });
export type RecipeImportResult = z.infer<typeof recipeImportResultSchema>;

export const recipeDraftSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    recipe: importedRecipeSchema,
    importedBy: z.string().nullable(),
    createdAt: z.string().meta({ description: "An ISO 8601 instant" }),
    duplicateOf: libraryRecipeRef.nullable().meta({ description: "A library recipe with the same title (case-insensitive)" }),
  })
  .meta({ id: "RecipeDraft" });
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

export const recipeDraftListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(10_000, "page is too large")
    .default(1),
});

export const recipeDraftPageSchema = z.object({ data: z.array(recipeDraftSchema), ...adminPageFields }).meta({ id: "RecipeDraftPage" });
export type RecipeDraftPage = z.infer<typeof recipeDraftPageSchema>;

export const recipeDraftPublishedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recipeId: z.number().int(),
  path: z.string().meta({ description: "The recipe's page" }),
});
export const recipeDraftDiscardedSchema = z.object({ success: z.literal(true), message: z.string() });

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

export const analyticsReportSchema = z
  .object({
    days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
    from: z.string().meta({ description: "The range's first day, YYYY-MM-DD" }),
    to: z.string().meta({ description: "The range's last day (today), YYYY-MM-DD" }),
    totals: z.object({
      views: z.number().int(),
      searches: z.number().int(),
      emptySearches: z.number().int().meta({ description: "Searches that found nothing" }),
    }),
    daily: z
      .array(z.object({ day: z.string(), views: z.number().int() }))
      .meta({ description: "Every day of the range, oldest first, 0 where nothing was counted" }),
    areas: z.array(z.object({ area: z.string(), views: z.number().int() })).meta({ description: "Page views per area of the site" }),
    recipes: z.array(z.object({ id: z.number().int(), title: z.string(), views: z.number().int() })),
    searches: z.array(z.object({ query: z.string(), searches: z.number().int(), emptyResults: z.number().int() })),
    emptySearches: z.array(z.object({ query: z.string(), searches: z.number().int() })),
  })
  .meta({ id: "AnalyticsReport" });
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
