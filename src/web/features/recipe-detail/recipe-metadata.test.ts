import { describe, expect, it } from "vitest";
import {
  buildRecipeJsonLd,
  isoDuration,
  ratingCount,
  ratingValue,
  recipeMetaTags,
  serializeJsonLd,
  truncateDescription,
  type RecipeForMetadata,
} from "./recipe-metadata";

const SITE = "https://ayurkitchen.example";

const recipe: RecipeForMetadata = {
  id: 12,
  title: "Masoor Dal Tadka",
  description: "Red lentils simmered soft and finished with a sizzling tempering of cumin, garlic and chilli in ghee.",
  image: "/media/recipes/masoor-dal.webp",
  cuisine: "indian",
  category: "soup",
  prepTime: 10,
  cookTime: 95,
  servings: 6,
  rating: 4.7,
  reviewCount: 88,
  tags: ["dal", "weeknight"],
  createdAt: "2025-03-14T09:30:00.000Z",
  ingredients: [
    { amount: "1", unit: "cup", name: "red lentils" },
    { amount: "", unit: "", name: "salt" },
  ],
  instructions: [
    "Rinse it.",
    "Simmer the lentils with turmeric until completely soft.",
    "Stir.",
    "Pour the sizzling tempering over the dal.",
  ],
  nutritionFacts: { calories: 320, protein: 14, carbohydrates: 42, fat: 9, fiber: 8, sugar: 3, sodium: 410 },
};

describe("truncateDescription", () => {
  it("should keep 155 characters and cut anything longer to 152 plus an ellipsis", () => {
    const exact = "a".repeat(155);
    expect(truncateDescription(exact)).toBe(exact);
    const long = "b".repeat(156);
    expect(truncateDescription(long)).toBe(`${"b".repeat(152)}...`);
    expect(truncateDescription(long)).toHaveLength(155);
  });
});

describe("isoDuration", () => {
  it("should write minutes as ISO 8601 durations", () => {
    expect(isoDuration(15)).toBe("PT15M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(105)).toBe("PT1H45M");
    expect(isoDuration(0)).toBe("PT0M");
  });
});

describe("rating defaults", () => {
  it("should default the rating to 4.5 and clamp it to 1-5", () => {
    expect(ratingValue(undefined)).toBe(4.5);
    expect(ratingValue(null)).toBe(4.5);
    expect(ratingValue(0)).toBe(4.5);
    expect(ratingValue(Number.NaN)).toBe(4.5);
    expect(ratingValue(7.2)).toBe(5);
    expect(ratingValue(0.4)).toBe(1);
    expect(ratingValue(4.26)).toBe(4.3);
  });

  it("should default the review count to 10 when missing or invalid", () => {
    expect(ratingCount(undefined)).toBe(10);
    expect(ratingCount(0)).toBe(10);
    expect(ratingCount(-4)).toBe(10);
    expect(ratingCount("12")).toBe(10);
    expect(ratingCount(88)).toBe(88);
  });
});

describe("buildRecipeJsonLd", () => {
  it("should describe the recipe with every required and recommended property", () => {
    const ld = buildRecipeJsonLd({ recipe, siteUrl: SITE, cuisineName: "Indian", categoryName: "Soups & Stews" });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Masoor Dal Tadka",
      image: ["https://ayurkitchen.example/media/recipes/masoor-dal.webp"],
      author: { "@type": "Person", name: "Chef Meera Raghavan" },
      publisher: { "@type": "Organization", name: "Ayur Kitchen", logo: { "@type": "ImageObject", url: `${SITE}/favicon.svg` } },
      datePublished: "2025-03-14",
      description: recipe.description,
      prepTime: "PT10M",
      cookTime: "PT1H35M",
      totalTime: "PT1H45M",
      recipeYield: "6 servings",
      recipeCategory: "Soups & Stews",
      recipeCuisine: "Indian",
      keywords: "dal, weeknight, Indian, Soups & Stews",
      nutrition: {
        "@type": "NutritionInformation",
        calories: "320 calories",
        proteinContent: "14 g",
        carbohydrateContent: "42 g",
        sodiumContent: "410 mg",
      },
      recipeIngredient: ["1 cup red lentils", "salt"],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, ratingCount: 88 },
    });
  });

  it("should drop steps of 10 characters or fewer and number the rest as HowToSteps", () => {
    const ld = buildRecipeJsonLd({ recipe, siteUrl: SITE });
    expect(ld.recipeInstructions).toEqual([
      {
        "@type": "HowToStep",
        position: 1,
        text: "Simmer the lentils with turmeric until completely soft.",
        url: "https://ayurkitchen.example/recipes/12#step-2",
      },
      {
        "@type": "HowToStep",
        position: 2,
        text: "Pour the sizzling tempering over the dal.",
        url: "https://ayurkitchen.example/recipes/12#step-4",
      },
    ]);
  });

  it("should use the defaults when times, servings, rating and count are missing", () => {
    const ld = buildRecipeJsonLd({
      recipe: { id: 3, title: "Plain", instructions: "Mix everything in a bowl. Serve at once with bread." },
      siteUrl: SITE,
    });
    expect(ld).toMatchObject({
      prepTime: "PT15M",
      cookTime: "PT30M",
      totalTime: "PT45M",
      recipeYield: "4 servings",
      aggregateRating: { ratingValue: 4.5, ratingCount: 10 },
    });
    expect(ld.nutrition).toBeUndefined();
    expect(ld.image).toBeUndefined();
    expect(ld.recipeInstructions).toHaveLength(2);
  });

  it("should keep a cook time of zero for dishes that are not cooked", () => {
    expect(buildRecipeJsonLd({ recipe: { ...recipe, cookTime: 0 }, siteUrl: SITE }).cookTime).toBe("PT0M");
  });

  it("should credit a recipe published from a shared one to its author, in the JSON-LD and the article tags", () => {
    const shared = { ...recipe, creditedAuthor: "Asha Rao" };
    expect(buildRecipeJsonLd({ recipe: shared, siteUrl: SITE }).author).toEqual({ "@type": "Person", name: "Asha Rao" });
    expect(recipeMetaTags({ recipe: shared, siteUrl: SITE })).toContainEqual({ property: "article:author", content: "Asha Rao" });
    expect(buildRecipeJsonLd({ recipe: { ...recipe, creditedAuthor: null }, siteUrl: SITE }).author).toEqual({
      "@type": "Person",
      name: "Chef Meera Raghavan",
    });
  });
});

describe("serializeJsonLd", () => {
  it("should never let text close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & more" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & more" });
  });
});

describe("recipeMetaTags", () => {
  it("should give the title, a cut description, the canonical URL and article Open Graph tags", () => {
    const long = { ...recipe, description: "Slow ".repeat(40) };
    const tags = recipeMetaTags({ recipe: long, siteUrl: SITE, categoryName: "Soups & Stews" });
    const find = (key: string, value: string) =>
      tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined;
    expect(tags).toContainEqual({ title: "Masoor Dal Tadka | Ayur Kitchen" });
    expect(find("name", "description")?.content).toHaveLength(155);
    expect(find("name", "description")?.content.endsWith("...")).toBe(true);
    expect(find("rel", "canonical")?.href).toBe("https://ayurkitchen.example/recipes/12");
    expect(find("property", "og:type")?.content).toBe("article");
    expect(find("property", "og:image")?.content).toBe("https://ayurkitchen.example/media/recipes/masoor-dal.webp");
    expect(find("property", "article:section")?.content).toBe("Soups & Stews");
    expect(find("property", "article:published_time")?.content).toBe("2025-03-14T09:30:00.000Z");
  });
});
