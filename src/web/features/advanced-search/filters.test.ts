import { describe, expect, it } from "vitest";
import { advancedSearchQuerySchema } from "../../../shared/schemas/recipe";
import { activeCount, addIngredient, DEFAULT_FILTERS, sanitizeFilters, TAB_FIELDS, toSearchParams, type AdvancedFilters } from "./filters";

const query = (filters: AdvancedFilters, page?: number) => {
  const params = toSearchParams(filters, page);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
};

describe("advanced search filters", () => {
  it("should send nothing for the untouched form", () => {
    expect(toSearchParams(DEFAULT_FILTERS).toString()).toBe("");
    expect(activeCount(DEFAULT_FILTERS)).toBe(0);
  });

  it("should send every set filter in the form the API contract accepts", () => {
    const filters: AdvancedFilters = {
      ...DEFAULT_FILTERS,
      query: "  dal ",
      cuisine: "indian",
      dietType: "vegan",
      difficulty: "easy",
      cookingTime: [15, 60],
      servings: [2, 12],
      calories: [0, 600],
      rating: 4,
      ingredients: ["ginger", "lentils"],
      excludeIngredients: ["peanuts"],
      cookingMethods: ["simmering"],
      nutritionFocus: ["high-protein", "high-fiber"],
      healthBenefits: ["digestion"],
      ayurvedicDosha: "vata",
      season: "winter",
      spiceLevel: "mild",
      mealType: "dinner",
      priceRange: "budget",
      sort: "rating",
    };
    const raw = query(filters, 2);
    expect(raw).toMatchObject({
      query: "dal",
      cookingTimeMin: "15",
      cookingTimeMax: "60",
      servingsMin: "2",
      caloriesMax: "600",
      page: "2",
    });
    // The top of a range means "and more": no maximum is sent, nor a minimum at the bottom.
    expect(raw).not.toHaveProperty("servingsMax");
    expect(raw).not.toHaveProperty("caloriesMin");
    const parsed = advancedSearchQuerySchema.parse(raw);
    expect(parsed).toMatchObject({
      query: "dal",
      cuisine: "indian",
      dietType: "vegan",
      rating: 4,
      ingredients: ["ginger", "lentils"],
      excludeIngredients: ["peanuts"],
      nutritionFocus: ["high-protein", "high-fiber"],
      ayurvedicDosha: "vata",
      sort: "rating",
      page: 2,
    });
    expect(activeCount(filters, TAB_FIELDS.nutrition)).toBe(3);
    expect(activeCount(filters, TAB_FIELDS.ayurveda)).toBe(3);
  });

  it("should ignore a blank ingredient and one already listed", () => {
    expect(addIngredient([], "   ")).toEqual([]);
    expect(addIngredient(["Ginger"], " ginger ")).toEqual(["Ginger"]);
    expect(addIngredient(["ginger"], "  black   pepper ")).toEqual(["ginger", "black pepper"]);
  });

  it("should restore stored filters, replacing anything unknown or out of range with defaults", () => {
    const restored = sanitizeFilters({
      query: "soup",
      dietType: "carnivore",
      difficulty: "hard",
      cookingTime: [200, -5],
      servings: "lots",
      rating: 9,
      ingredients: ["ginger", "", 4, "GINGER"],
      nutritionFocus: ["low-fat", "fried"],
      season: "monsoon",
      sort: "random",
    });
    expect(restored).toEqual({
      ...DEFAULT_FILTERS,
      query: "soup",
      difficulty: "hard",
      cookingTime: [0, 180],
      ingredients: ["ginger"],
      nutritionFocus: ["low-fat"],
      season: "monsoon",
    });
    expect(sanitizeFilters(null)).toEqual(DEFAULT_FILTERS);
  });
});
