import { describe, expect, it } from "vitest";
import type { Recipe } from "../../../shared/schemas/recipe";
import { COOKING_TIPS } from "./cooking-tips";
import { recipePageData } from "./recipe-page-data";

const SITE = "https://ayurkitchen.example";

const recipe: Recipe = {
  id: 12,
  title: "Masoor Dal Tadka",
  description: "Red lentils finished with a tempering of cumin in ghee.",
  image: "/media/recipes/masoor-dal.webp",
  cuisine: "indian",
  category: "soup",
  dietType: "vegetarian",
  difficulty: "easy",
  prepTime: 10,
  cookTime: 30,
  servings: 4,
  rating: 4.7,
  reviewCount: 88,
  videoUrl: null,
  featured: false,
  mealType: "dinner",
  cookingMethod: "simmering",
  spiceLevel: "mild",
  priceRange: "budget",
  tags: ["dal", "weeknight"],
  ingredients: [
    { amount: "1", unit: "cup", name: "red lentils" },
    { amount: "1", unit: "tsp", name: "cumin seeds" },
  ],
  instructions: ["Rinse the lentils.", "Simmer until soft."],
  nutritionFacts: { calories: 320, protein: 14, vitaminC: "12 mg" },
  ayurvedicProperties: { vata: "Calms", pitta: "Neutral", kapha: "Raises", dosha: "vata", season: ["winter"], taste: ["sweet"] },
  healthBenefits: ["Gentle protein."],
  creditedAuthor: null,
  createdAt: "2025-03-14T09:30:00.000Z",
};

const detail = { recipe, cuisine: { name: "Indian", flag: "in" }, categoryName: "Soup" };

describe("recipe page data", () => {
  it("should send the content parsed and leave the raw content fields out", () => {
    const page = recipePageData(detail, SITE);
    for (const field of ["ingredients", "instructions", "nutritionFacts", "ayurvedicProperties", "healthBenefits", "tags"]) {
      expect(page.recipe).not.toHaveProperty(field);
    }
    expect(page.recipe).toMatchObject({ id: 12, title: "Masoor Dal Tadka", servings: 4 });
    expect(page.content.ingredients).toEqual(recipe.ingredients);
    expect(page.content.instructions).toEqual(recipe.instructions);
    expect(page.content.tags).toEqual(["dal", "weeknight"]);
    expect(page.content.calories).toBe(320);
    expect(page.content.nutrition.main).toEqual([
      { key: "calories", value: 320, unit: "kcal" },
      { key: "protein", value: 14, unit: "g" },
    ]);
    expect(page.content.nutrition.additional).toEqual([{ key: "vitaminC", label: "Vitamin c", value: "12 mg" }]);
    expect(page.content.ayurveda?.dosha).toBe("vata");
  });

  it("should build the page's absolute URL, its structured data and its meta tags", () => {
    const page = recipePageData(detail, SITE);
    expect(page.url).toBe(`${SITE}/recipes/12`);
    const jsonLd = JSON.parse(page.jsonLd) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ "@type": "Recipe", name: "Masoor Dal Tadka", recipeCuisine: "Indian" });
    expect(page.jsonLd).not.toContain("<");
    expect(page.metaTags).toContainEqual({ property: "article:section", content: "Soup" });
  });

  it("should pick the tips that fit, or all of them when asked", () => {
    const fitting = recipePageData(detail, SITE).tipIds;
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.length).toBeLessThanOrEqual(3);
    expect(fitting).toContain("tempering");
    expect(recipePageData(detail, SITE, true).tipIds).toHaveLength(COOKING_TIPS.length);
  });
});
