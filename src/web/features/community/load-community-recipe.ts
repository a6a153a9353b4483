import { data } from "react-router";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { CommunityRecipe } from "../../../shared/schemas/community-recipe";
import { brandOrganization, serializeJsonLd } from "~/lib/json-ld";
import { communityImage, ingredientLines, instructionSteps } from "./community-text";

export type CommunityRecipeSource = { getById: (id: number) => Promise<CommunityRecipe | null> };

export type CommunityRecipeData = {
  recipe: CommunityRecipe;
  picture: string;
  ingredients: string[];
  steps: string[];
  jsonLd: string;
};

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

/** Minutes as an ISO 8601 duration: 15 -> PT15M, 90 -> PT1H30M. */
export function isoMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

const MEAL_CATEGORY = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" } as const;

/** Schema.org `Recipe` of a community recipe: its cook as the author, its lines as ingredients and steps. */
export function communityRecipeJsonLd(recipe: CommunityRecipe, siteUrl: string, picture: string, ingredients: string[], steps: string[]) {
  const url = absolute(siteUrl, paths.communityRecipe(recipe.id));
  const nutrition = {
    ...(recipe.calories !== null ? { calories: `${recipe.calories} calories` } : {}),
    ...(recipe.protein !== null ? { proteinContent: `${recipe.protein} g` } : {}),
    ...(recipe.carbs !== null ? { carbohydrateContent: `${recipe.carbs} g` } : {}),
    ...(recipe.fat !== null ? { fatContent: `${recipe.fat} g` } : {}),
  };
  const description = (recipe.story ?? "").replace(/\s+/g, " ").trim();
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${url}#recipe`,
    name: recipe.title,
    url,
    image: [absolute(siteUrl, picture)],
    author: { "@type": "Person", name: recipe.authorName },
    publisher: brandOrganization(siteUrl),
    datePublished: recipe.createdAt.slice(0, 10),
    ...(description ? { description: description.length > 300 ? `${description.slice(0, 297).trimEnd()}...` : description } : {}),
    prepTime: isoMinutes(recipe.prepTime),
    cookTime: isoMinutes(recipe.cookTime),
    totalTime: isoMinutes(recipe.prepTime + recipe.cookTime),
    recipeYield: `${recipe.servingSize} servings`,
    recipeCuisine: recipe.cuisineType,
    recipeCategory: recipe.mealTypes.map((m) => MEAL_CATEGORY[m]).join(", "),
    ...(Object.keys(nutrition).length > 0 ? { nutrition: { "@type": "NutritionInformation", ...nutrition } } : {}),
    recipeIngredient: ingredients,
    recipeInstructions: steps.map((text, index) => ({ "@type": "HowToStep", position: index + 1, text, url: `${url}#step-${index + 1}` })),
  };
}

/**
 * The data of /community-recipes/{id}: an approved recipe with its lines split for the page and
 * its structured data, safely serialised. A malformed id, an unknown one or one not (yet)
 * approved is a 404, thrown.
 */
export async function loadCommunityRecipe(
  source: CommunityRecipeSource,
  idParam: string | undefined,
  siteUrl: string,
): Promise<CommunityRecipeData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  const recipe = id.success ? await source.getById(id.data) : null;
  if (!recipe) throw data({ reason: "not-found" }, { status: 404 });
  const picture = communityImage(recipe);
  const ingredients = ingredientLines(recipe.ingredients);
  const steps = instructionSteps(recipe.instructions);
  return {
    recipe,
    picture,
    ingredients,
    steps,
    jsonLd: serializeJsonLd(communityRecipeJsonLd(recipe, siteUrl, picture, ingredients, steps)),
  };
}
