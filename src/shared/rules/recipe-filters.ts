/*
 * The limits and option lists of the recipe list and the advanced search, without zod: the
 * contracts in schemas/recipe.ts build on them, and the browser imports them from here so that
 * showing a form or reading a URL does not ship the contract library.
 */

/** Cards on a page of /recipes and of the advanced search. */
export const RECIPES_PER_PAGE = 12;
/** The largest `limit` the recipe APIs accept. */
export const MAX_RECIPES_PER_PAGE = 50;
/** The highest page number a query may ask for. */
export const MAX_PAGE = 100_000;
/** The longest category, cuisine or diet filter value. */
export const FILTER_VALUE_MAX_LENGTH = 100;
/** Ingredient names of the advanced search: characters per name, and names per list. */
export const INGREDIENT_NAME_MAX_LENGTH = 60;
export const MAX_LIST_VALUES = 20;

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const DOSHAS = ["vata", "pitta", "kapha", "tridoshic"] as const;
export const SEASONS = ["spring", "summer", "monsoon", "autumn", "winter"] as const;
export const SPICE_LEVELS = ["mild", "medium", "spicy", "very-spicy"] as const;
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack", "dessert"] as const;
export const PRICE_RANGES = ["budget", "moderate", "premium"] as const;
export const COOKING_METHODS = [
  "baking",
  "roasting",
  "grilling",
  "frying",
  "sauteing",
  "steaming",
  "simmering",
  "no-cook",
  "slow-cooking",
  "pressure-cooking",
  "stir-frying",
] as const;
export const NUTRITION_FOCUSES = ["high-protein", "low-carb", "low-fat", "high-fiber", "low-sodium", "low-sugar", "low-calorie"] as const;
export const HEALTH_BENEFIT_TOPICS = [
  "digestion",
  "immunity",
  "heart",
  "energy",
  "bones",
  "skin",
  "blood-sugar",
  "anti-inflammatory",
] as const;
export const SEARCH_SORTS = ["relevance", "rating", "newest", "quickest"] as const;
