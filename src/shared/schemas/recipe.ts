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

export type Ingredient = { amount: string; unit: string; name: string };

export type AyurvedicProperties = {
  vata: string;
  pitta: string;
  kapha: string;
  dosha: string;
  season: string[];
  taste: string[];
};

/** The recipe as the API returns it. */
export type Recipe = {
  id: number;
  title: string;
  description: string;
  image: string;
  cuisine: string;
  category: string;
  dietType: string;
  difficulty: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  rating: number;
  reviewCount: number;
  videoUrl: string | null;
  featured: boolean;
  mealType: string | null;
  cookingMethod: string | null;
  spiceLevel: string | null;
  priceRange: string | null;
  tags: string[];
  ingredients: Ingredient[];
  instructions: string[];
  nutritionFacts: Record<string, number | string>;
  ayurvedicProperties: AyurvedicProperties;
  healthBenefits: string[];
  /** A recipe published from a visitor's shared recipe names its author; the chef's own have none. */
  creditedAuthor: string | null;
  createdAt: string;
};

/** The fields a recipe card needs; lists send only these. */
export type RecipeSummary = Pick<
  Recipe,
  | "id"
  | "title"
  | "description"
  | "image"
  | "cuisine"
  | "category"
  | "dietType"
  | "difficulty"
  | "prepTime"
  | "cookTime"
  | "servings"
  | "rating"
  | "reviewCount"
  | "featured"
>;

export type RecipeListResponse = { recipes: RecipeSummary[]; total: number; totalPages: number };

export type Lookup = { id: number; name: string; displayName: string; flag?: string | null };

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
