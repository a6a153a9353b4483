import { SEARCH_TEXT_MAX_LENGTH } from "../../../shared/rules/search";
import {
  COOKING_METHODS,
  DIFFICULTIES,
  DOSHAS,
  HEALTH_BENEFIT_TOPICS,
  INGREDIENT_NAME_MAX_LENGTH,
  MAX_LIST_VALUES,
  MEAL_TYPES,
  NUTRITION_FOCUSES,
  PRICE_RANGES,
  SEARCH_SORTS,
  SEASONS,
  SPICE_LEVELS,
} from "../../../shared/rules/recipe-filters";

/** The diets offered on the Basic tab. */
export const ADVANCED_DIETS = ["vegetarian", "vegan", "gluten-free", "keto", "paleo", "low-carb"] as const;

/** The sliders' bounds. The top of a range means "and more", so it sends no maximum. */
export const RANGES = {
  cookingTime: { min: 0, max: 180, step: 15 },
  servings: { min: 1, max: 12, step: 1 },
  calories: { min: 0, max: 2000, step: 50 },
} as const;
type RangeName = keyof typeof RANGES;

export const RATINGS = [0, 1, 2, 3, 4, 5] as const;

export type AdvancedFilters = {
  query: string;
  category: string;
  cuisine: string;
  dietType: string;
  difficulty: string;
  cookingTime: [number, number];
  servings: [number, number];
  calories: [number, number];
  rating: number;
  ingredients: string[];
  excludeIngredients: string[];
  mealType: string;
  cookingMethods: string[];
  priceRange: string;
  nutritionFocus: string[];
  healthBenefits: string[];
  ayurvedicDosha: string;
  season: string;
  spiceLevel: string;
  sort: string;
};

/** Blank text means "any". */
export const DEFAULT_FILTERS: AdvancedFilters = {
  query: "",
  category: "",
  cuisine: "",
  dietType: "",
  difficulty: "",
  cookingTime: [RANGES.cookingTime.min, RANGES.cookingTime.max],
  servings: [RANGES.servings.min, RANGES.servings.max],
  calories: [RANGES.calories.min, RANGES.calories.max],
  rating: 0,
  ingredients: [],
  excludeIngredients: [],
  mealType: "",
  cookingMethods: [],
  priceRange: "",
  nutritionFocus: [],
  healthBenefits: [],
  ayurvedicDosha: "",
  season: "",
  spiceLevel: "",
  sort: "relevance",
};

/** Which tab each filter lives on; the tab shows how many of its filters are set. */
export const TAB_FIELDS = {
  basic: [
    "query",
    "category",
    "cuisine",
    "dietType",
    "difficulty",
    "cookingTime",
    "servings",
    "rating",
    "ingredients",
    "excludeIngredients",
    "mealType",
    "cookingMethods",
    "priceRange",
  ],
  nutrition: ["calories", "nutritionFocus", "healthBenefits"],
  ayurveda: ["ayurvedicDosha", "season", "spiceLevel"],
} as const satisfies Record<string, readonly (keyof AdvancedFilters)[]>;

function isSet(filters: AdvancedFilters, key: keyof AdvancedFilters): boolean {
  const value = filters[key];
  const initial = DEFAULT_FILTERS[key];
  if (Array.isArray(value) && Array.isArray(initial)) {
    return key === "cookingTime" || key === "servings" || key === "calories"
      ? value[0] !== initial[0] || value[1] !== initial[1]
      : value.length > 0;
  }
  return typeof value === "string" ? value.trim() !== "" && value !== initial : value !== initial;
}

export function activeCount(
  filters: AdvancedFilters,
  keys: readonly (keyof AdvancedFilters)[] = Object.keys(DEFAULT_FILTERS) as (keyof AdvancedFilters)[],
): number {
  return keys.filter((key) => key !== "sort" && isSet(filters, key)).length;
}

/**
 * The query string of GET /api/recipes/advanced-search for these filters: only what narrows the
 * search is sent; list filters are repeated parameters.
 */
export function toSearchParams(filters: AdvancedFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const text = (key: string, value: string) => {
    if (value.trim()) params.set(key, value.trim());
  };
  text("query", filters.query);
  text("category", filters.category);
  text("cuisine", filters.cuisine);
  text("dietType", filters.dietType);
  text("difficulty", filters.difficulty);
  for (const name of ["cookingTime", "servings", "calories"] as const) {
    const [low, high] = filters[name];
    if (low > RANGES[name].min) params.set(`${name}Min`, String(low));
    if (high < RANGES[name].max) params.set(`${name}Max`, String(high));
  }
  if (filters.rating > 0) params.set("rating", String(filters.rating));
  for (const key of ["ingredients", "excludeIngredients", "cookingMethods", "nutritionFocus", "healthBenefits"] as const) {
    for (const value of filters[key]) params.append(key, value);
  }
  text("mealType", filters.mealType);
  text("priceRange", filters.priceRange);
  text("ayurvedicDosha", filters.ayurvedicDosha);
  text("season", filters.season);
  text("spiceLevel", filters.spiceLevel);
  if (filters.sort && filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** Adds an ingredient chip: blank input is ignored, as is one already listed (any case). */
export function addIngredient(list: string[], input: string): string[] {
  const name = input.trim().replace(/\s+/g, " ").slice(0, INGREDIENT_NAME_MAX_LENGTH);
  if (!name || list.length >= MAX_LIST_VALUES) return list;
  if (list.some((item) => item.toLowerCase() === name.toLowerCase())) return list;
  return [...list, name];
}

const oneOf = (values: readonly string[], value: unknown): string => (typeof value === "string" && values.includes(value) ? value : "");
const lookupName = (value: unknown): string => (typeof value === "string" && /^[a-z0-9-]{1,100}$/.test(value) ? value : "");
const manyOf = (values: readonly string[], value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === "string" && values.includes(v)))] : [];

function range(name: RangeName, value: unknown): [number, number] {
  const { min, max } = RANGES[name];
  if (!Array.isArray(value) || value.length !== 2) return [min, max];
  const [a, b] = value.map((v) => (typeof v === "number" && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : NaN));
  if (Number.isNaN(a) || Number.isNaN(b)) return [min, max];
  return a <= b ? [a, b] : [b, a];
}

/**
 * Filters read back from storage (a saved search): every field checked, anything unknown or out
 * of range falls back to its default, so an old or hand-edited entry never breaks the form.
 */
export function sanitizeFilters(value: unknown): AdvancedFilters {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const ingredients = (list: unknown) =>
    (Array.isArray(list) ? list : []).reduce<string[]>((acc, item) => (typeof item === "string" ? addIngredient(acc, item) : acc), []);
  const rating = typeof v.rating === "number" && (RATINGS as readonly number[]).includes(v.rating) ? v.rating : 0;
  return {
    query: typeof v.query === "string" ? v.query.slice(0, SEARCH_TEXT_MAX_LENGTH) : "",
    category: lookupName(v.category),
    cuisine: lookupName(v.cuisine),
    dietType: oneOf(ADVANCED_DIETS, v.dietType),
    difficulty: oneOf(DIFFICULTIES, v.difficulty),
    cookingTime: range("cookingTime", v.cookingTime),
    servings: range("servings", v.servings),
    calories: range("calories", v.calories),
    rating,
    ingredients: ingredients(v.ingredients),
    excludeIngredients: ingredients(v.excludeIngredients),
    mealType: oneOf(MEAL_TYPES, v.mealType),
    cookingMethods: manyOf(COOKING_METHODS, v.cookingMethods),
    priceRange: oneOf(PRICE_RANGES, v.priceRange),
    nutritionFocus: manyOf(NUTRITION_FOCUSES, v.nutritionFocus),
    healthBenefits: manyOf(HEALTH_BENEFIT_TOPICS, v.healthBenefits),
    ayurvedicDosha: oneOf(DOSHAS, v.ayurvedicDosha),
    season: oneOf(SEASONS, v.season),
    spiceLevel: oneOf(SPICE_LEVELS, v.spiceLevel),
    sort: oneOf(SEARCH_SORTS, v.sort) || DEFAULT_FILTERS.sort,
  };
}

/** The search's parameters as the page's address reads them: the API's own names, one filter per key. */
export type AdvancedSearchParams = {
  query?: string;
  category?: string;
  cuisine?: string;
  dietType?: string;
  difficulty?: string;
  cookingTimeMin?: number;
  cookingTimeMax?: number;
  servingsMin?: number;
  servingsMax?: number;
  caloriesMin?: number;
  caloriesMax?: number;
  rating?: number;
  ingredients?: string[];
  excludeIngredients?: string[];
  mealType?: string;
  cookingMethods?: string[];
  priceRange?: string;
  nutritionFocus?: string[];
  healthBenefits?: string[];
  ayurvedicDosha?: string;
  season?: string;
  spiceLevel?: string;
  sort?: string;
};

/**
 * The filters a search address asks for (the form sent without JavaScript, a results page's
 * link), checked like a saved search: a range end at the slider's end means no bound, anything
 * the form cannot show falls back to its default.
 */
export function filtersFromParams(params: AdvancedSearchParams): AdvancedFilters {
  const bounds = (name: RangeName, low: number | undefined, high: number | undefined) => [
    low ?? RANGES[name].min,
    high ?? RANGES[name].max,
  ];
  return sanitizeFilters({
    ...params,
    query: params.query ?? "",
    cookingTime: bounds("cookingTime", params.cookingTimeMin, params.cookingTimeMax),
    servings: bounds("servings", params.servingsMin, params.servingsMax),
    calories: bounds("calories", params.caloriesMin, params.caloriesMax),
  });
}

/** The form's id: the results' sort, outside the form, is sent with it. */
export const ADVANCED_SEARCH_FORM_ID = "advanced-search-form";
/** The results' heading: a search sent without JavaScript lands there. */
export const ADVANCED_SEARCH_RESULTS_ID = "advanced-search-results";

/**
 * The address of one page of results for these filters. An untouched form still names its order,
 * so the address asks for a search (every recipe) rather than the empty form.
 */
export function advancedSearchHref(path: string, filters: AdvancedFilters, page = 1): string {
  const params = toSearchParams(filters, page);
  if (params.size === 0) params.set("sort", filters.sort);
  return `${path}?${params.toString()}#${ADVANCED_SEARCH_RESULTS_ID}`;
}
