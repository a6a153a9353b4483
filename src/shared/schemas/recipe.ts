import { z } from "zod";
import { optionalFilterSchema, pageQuerySchema, queryBooleanSchema } from "./common.ts";

export const RECIPES_PER_PAGE = 12;
export const MAX_RECIPES_PER_PAGE = 50;
export const HOME_FEATURED_RECIPES = 4;

export const recipeListQuerySchema = z.object({
  category: optionalFilterSchema,
  cuisine: optionalFilterSchema,
  dietType: optionalFilterSchema,
  search: z.string().trim().max(200, "Search text is too long").optional(),
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
