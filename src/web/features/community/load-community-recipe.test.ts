import { describe, expect, it } from "vitest";
import type { CommunityRecipe } from "../../../shared/schemas/community-recipe";
import { ingredientLines, instructionSteps } from "./community-text";
import { isoMinutes, loadCommunityRecipe } from "./load-community-recipe";

const hostile = "</script><script>alert(1)</script>";
const recipe: CommunityRecipe = {
  id: 5,
  title: `Dal ${hostile}`,
  authorName: `Cook ${hostile}`,
  cuisineType: "Indian",
  mealTypes: ["lunch", "dinner"],
  prepTime: 10,
  cookTime: 95,
  servingSize: 4,
  image: null,
  createdAt: "2026-03-04T10:00:00.000Z",
  story: `My grandmother's dal.\n${hostile}`,
  ingredients: "- 1 cup dal\n\n• 2 cups water\n  salt  ",
  instructions: "1. Rinse the dal.\n2) Simmer for 30 minutes.\nStep 3: Season with salt.\n\n",
  healthBenefits: null,
  socialHandle: "@cook",
  website: null,
  calories: 300,
  protein: null,
  carbs: 40,
  fat: null,
};

function source(found: CommunityRecipe | null) {
  const asked: number[] = [];
  return { asked, getById: async (id: number) => (asked.push(id), found && found.id === id ? found : null) };
}

async function statusOfThrown(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } | null }).init?.status ?? -1;
  }
}

describe("community recipe text", () => {
  it("should split ingredients and steps by line, dropping bullets, blank lines and the cook's own numbering", () => {
    expect(ingredientLines(recipe.ingredients)).toEqual(["1 cup dal", "2 cups water", "salt"]);
    expect(instructionSteps(recipe.instructions)).toEqual(["Rinse the dal.", "Simmer for 30 minutes.", "Season with salt."]);
    // A line that starts with an amount is not a step number.
    expect(instructionSteps("2 cups of water go in first.")).toEqual(["2 cups of water go in first."]);
    expect(isoMinutes(95)).toBe("PT1H35M");
    expect(isoMinutes(60)).toBe("PT1H");
    expect(isoMinutes(0)).toBe("PT0M");
  });
});

describe("loadCommunityRecipe", () => {
  it("should answer 404 for an unknown, unpublished or malformed id, without asking for the malformed one", async () => {
    const from = source(recipe);
    expect(await statusOfThrown(loadCommunityRecipe(from, "6", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadCommunityRecipe(from, "5x", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadCommunityRecipe(from, undefined, "https://site.test"))).toBe(404);
    expect(from.asked).toEqual([6]);
  });

  it("should give the page its lines, its artwork and Recipe structured data that no text can break out of", async () => {
    const data = await loadCommunityRecipe(source(recipe), "5", "https://site.test");
    expect(data.ingredients).toEqual(["1 cup dal", "2 cups water", "salt"]);
    expect(data.steps).toHaveLength(3);
    expect(data.picture).toBe("/api/art/green-salad/e1eed3.svg");
    expect(data.jsonLd).not.toContain("</script>");
    expect(data.jsonLd).not.toContain("<");
    const ld = JSON.parse(data.jsonLd);
    expect(ld).toMatchObject({
      "@type": "Recipe",
      name: recipe.title,
      url: "https://site.test/community-recipes/5",
      image: ["https://site.test/api/art/green-salad/e1eed3.svg"],
      author: { "@type": "Person", name: recipe.authorName },
      datePublished: "2026-03-04",
      prepTime: "PT10M",
      cookTime: "PT1H35M",
      totalTime: "PT1H45M",
      recipeYield: "4 servings",
      recipeCuisine: "Indian",
      recipeCategory: "Lunch, Dinner",
      nutrition: { "@type": "NutritionInformation", calories: "300 calories", carbohydrateContent: "40 g" },
      recipeIngredient: ["1 cup dal", "2 cups water", "salt"],
    });
    expect(ld.recipeInstructions[1]).toEqual({
      "@type": "HowToStep",
      position: 2,
      text: "Simmer for 30 minutes.",
      url: "https://site.test/community-recipes/5#step-2",
    });
    expect(ld.description).toContain("My grandmother's dal.");
  });
});
