import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/search.ts";
import {
  COOKING_METHODS,
  DIFFICULTIES,
  DOSHAS,
  HEALTH_BENEFIT_TOPICS,
  INGREDIENT_NAME_MAX_LENGTH,
  MAX_LIST_VALUES,
  MAX_RECIPES_PER_PAGE,
  MEAL_TYPES,
  NUTRITION_FOCUSES,
  PRICE_RANGES,
  RECIPES_PER_PAGE,
  SEARCH_SORTS,
  SEASONS,
  SPICE_LEVELS,
} from "../rules/recipe-filters.ts";
import { optionalFilterSchema, pageQuerySchema, queryBooleanSchema, textSchema } from "./common.ts";

export const HOME_FEATURED_RECIPES = 4;

/** The search text of the list and of the advanced search. */
const searchTextSchema = textSchema({
  label: "Search text",
  max: SEARCH_TEXT_MAX_LENGTH,
  messages: { tooLong: "Search text is too long" },
});

export const recipeListQuerySchema = z.object({
  category: optionalFilterSchema,
  cuisine: optionalFilterSchema,
  dietType: optionalFilterSchema,
  search: searchTextSchema.optional(),
  featured: queryBooleanSchema.optional(),
  ...pageQuerySchema(RECIPES_PER_PAGE, MAX_RECIPES_PER_PAGE),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

export const ingredientSchema = z.object({ amount: z.string(), unit: z.string(), name: z.string() }).meta({ id: "Ingredient" });
export type Ingredient = z.infer<typeof ingredientSchema>;

export const ayurvedicPropertiesSchema = z
  .object({
    vata: z.string().meta({ description: "The recipe's effect on vata (e.g. balancing, increasing)" }),
    pitta: z.string(),
    kapha: z.string(),
    dosha: z.string().meta({ description: "The dosha the recipe suits best" }),
    season: z.array(z.string()),
    taste: z.array(z.string()).meta({ description: "The Ayurvedic tastes (rasa): sweet, sour, salty, pungent, bitter, astringent" }),
  })
  .meta({ id: "AyurvedicProperties" });
export type AyurvedicProperties = z.infer<typeof ayurvedicPropertiesSchema>;

const recipeCardFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  cuisine: z.string(),
  category: z.string(),
  dietType: z.string(),
  difficulty: z.string(),
  prepTime: z.number().int().meta({ description: "Minutes" }),
  cookTime: z.number().int().meta({ description: "Minutes" }),
  servings: z.number().int(),
  rating: z.number().meta({ description: "Average rating, 0 to 5" }),
  reviewCount: z.number().int(),
  featured: z.boolean(),
};

/** The fields a recipe card needs; lists send only these. */
export const recipeSummarySchema = z.object(recipeCardFields).meta({ id: "RecipeSummary" });
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/** The recipe as the API returns it: never the search machinery (its keyword and ingredient texts, its search vector). */
export const recipeSchema = z
  .object({
    ...recipeCardFields,
    videoUrl: z.string().nullable(),
    mealType: z.string().nullable(),
    cookingMethod: z.string().nullable(),
    spiceLevel: z.string().nullable(),
    priceRange: z.string().nullable(),
    tags: z.array(z.string()),
    ingredients: z.array(ingredientSchema),
    instructions: z.array(z.string()).meta({ description: "The steps, in order" }),
    nutritionFacts: z
      .record(z.string(), z.union([z.number(), z.string()]))
      .meta({ description: "Per serving: calories, protein, carbs, fat, fiber, sugar, sodium" }),
    ayurvedicProperties: ayurvedicPropertiesSchema,
    healthBenefits: z.array(z.string()),
    creditedAuthor: z
      .string()
      .nullable()
      .meta({ description: "A recipe published from a visitor's shared recipe names its author; the chef's own have none" }),
    createdAt: z.string().meta({ description: "An ISO 8601 instant" }),
  })
  .meta({ id: "Recipe" });
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeListResponseSchema = z
  .object({
    recipes: z.array(recipeSummarySchema),
    total: z.number().int().meta({ description: "Recipes matching the filters, on every page" }),
    totalPages: z.number().int(),
  })
  .meta({ id: "RecipePage" });
export type RecipeListResponse = z.infer<typeof recipeListResponseSchema>;

/** A category, cuisine or diet type; cuisines carry their flag's code. */
export const lookupSchema = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: "The value the list filters take" }),
    displayName: z.string(),
    flag: z.string().nullable().optional().meta({ description: "Cuisines only: the flag's code (see /flags/{code}.svg)" }),
  })
  .meta({ id: "Lookup" });
export type Lookup = z.infer<typeof lookupSchema>;

export const popularIngredientSchema = z
  .object({ name: z.string(), count: z.number().int().meta({ description: "Recipes using it" }) })
  .meta({ id: "PopularIngredient" });

export const cuisineStatsSchema = z
  .object({
    cuisine: z.string(),
    displayName: z.string(),
    flag: z.string().nullable(),
    count: z.number().int().meta({ description: "Recipes of the cuisine" }),
    averageRating: z.number(),
    averageTotalTime: z.number().meta({ description: "Minutes, prep and cooking" }),
  })
  .meta({ id: "CuisineStats" });

/* ------------------------------------------------------------------------------------------ */
/* Advanced search: the whole filter set, as query parameters.                */

/** A list parameter: repeated (?a=1&a=2) or comma separated (?a=1,2); blanks dropped. */
function listParam<T extends z.ZodType<string, string>>(item: T, max = MAX_LIST_VALUES) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter((v) => v.length > 0),
    )
    .pipe(z.array(item).max(max, `At most ${max} values`));
}

const boundedInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .optional();

const ingredientNameSchema = textSchema({
  label: "Ingredient name",
  max: INGREDIENT_NAME_MAX_LENGTH,
  messages: { tooLong: `Ingredient names are at most ${INGREDIENT_NAME_MAX_LENGTH} characters` },
});

const enumParam = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  optionalFilterSchema.pipe(z.enum(values, { error: `Unknown ${label}` }).optional());

export const advancedSearchQuerySchema = z
  .object({
    query: searchTextSchema.optional(),
    category: optionalFilterSchema,
    cuisine: optionalFilterSchema,
    dietType: optionalFilterSchema,
    difficulty: enumParam(DIFFICULTIES, "difficulty"),
    cookingTimeMin: boundedInt("cookingTimeMin", 0, 1440),
    cookingTimeMax: boundedInt("cookingTimeMax", 0, 1440),
    servingsMin: boundedInt("servingsMin", 1, 100),
    servingsMax: boundedInt("servingsMax", 1, 100),
    caloriesMin: boundedInt("caloriesMin", 0, 5000),
    caloriesMax: boundedInt("caloriesMax", 0, 5000),
    rating: z.coerce
      .number({ error: "rating must be a number" })
      .min(0, "rating must be between 0 and 5")
      .max(5, "rating must be between 0 and 5")
      .optional(),
    ingredients: listParam(ingredientNameSchema),
    excludeIngredients: listParam(ingredientNameSchema),
    nutritionFocus: listParam(z.enum(NUTRITION_FOCUSES, { error: "Unknown nutrition focus" })),
    healthBenefits: listParam(z.enum(HEALTH_BENEFIT_TOPICS, { error: "Unknown health benefit" })),
    cookingMethods: listParam(z.enum(COOKING_METHODS, { error: "Unknown cooking method" })),
    ayurvedicDosha: enumParam(DOSHAS, "dosha"),
    mealType: enumParam(MEAL_TYPES, "meal type"),
    season: enumParam(SEASONS, "season"),
    priceRange: enumParam(PRICE_RANGES, "price range"),
    spiceLevel: enumParam(SPICE_LEVELS, "spice level"),
    sort: enumParam(SEARCH_SORTS, "sort"),
    ...pageQuerySchema(RECIPES_PER_PAGE, MAX_RECIPES_PER_PAGE),
  })
  .refine((q) => q.cookingTimeMin === undefined || q.cookingTimeMax === undefined || q.cookingTimeMin <= q.cookingTimeMax, {
    path: ["cookingTimeMax"],
    message: "cookingTimeMax must not be below cookingTimeMin",
  })
  .refine((q) => q.servingsMin === undefined || q.servingsMax === undefined || q.servingsMin <= q.servingsMax, {
    path: ["servingsMax"],
    message: "servingsMax must not be below servingsMin",
  })
  .refine((q) => q.caloriesMin === undefined || q.caloriesMax === undefined || q.caloriesMin <= q.caloriesMax, {
    path: ["caloriesMax"],
    message: "caloriesMax must not be below caloriesMin",
  });

export type AdvancedSearchQuery = z.infer<typeof advancedSearchQuerySchema>;
