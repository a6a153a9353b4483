/**
 * Search-engine metadata of a recipe page: title, description, canonical URL,
 * Open Graph and a schema.org Recipe in JSON-LD. Pure: it only reads the recipe given.
 */
import { pathInLanguage, type AddressedLanguage } from "../../../shared/page-languages";
import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../../shared/brand";
import {
  ingredientText,
  nutrientNumber,
  parseIngredients,
  parseInstructions,
  parseNutrition,
  parseTextLines,
} from "../../../shared/rules/recipe-content";
import type { Recipe } from "../../../shared/schemas/recipe";
import { brandOrganization } from "../../lib/json-ld";
import { pageMeta } from "../../lib/meta";
import { paths } from "../../../shared/paths";

const METADATA_DEFAULTS = {
  prepMinutes: 15,
  cookMinutes: 30,
  servings: 4,
  rating: 4.5,
  ratingCount: 10,
  descriptionLength: 155,
  minStepLength: 10,
} as const;

/** The recipe fields metadata reads; anything may be missing or malformed in stored data. */
export type RecipeForMetadata = Partial<Omit<Recipe, "id" | "ingredients" | "instructions" | "nutritionFacts" | "tags">> & {
  id: number;
  /** Any of the stored forms the content readers accept. */
  ingredients?: unknown;
  instructions?: unknown;
  nutritionFacts?: unknown;
  tags?: unknown;
};

type RecipeMetadataInput = {
  recipe: RecipeForMetadata;
  siteUrl: string;
  /** The page's language: its address, and the structured data's `inLanguage`. English when left out. */
  locale?: AddressedLanguage;
  /** Display names of the recipe's cuisine and category, when known. */
  cuisineName?: string;
  categoryName?: string;
};

/** Over 155 characters: the first 152 plus "...". */
export function truncateDescription(text: string, max: number = METADATA_DEFAULTS.descriptionLength): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 3).trimEnd()}...` : clean;
}

/** Minutes as an ISO 8601 duration: 15 -> PT15M, 90 -> PT1H30M, 60 -> PT1H, 0 -> PT0M. */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** A time in minutes, or the default when it is missing or not a usable number (0 is kept). */
function minutesOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Rating 4.5 when missing (0 means unrated), then held within 1-5. */
export function ratingValue(value: unknown): number {
  const rating = typeof value === "number" && Number.isFinite(value) && value > 0 ? value : METADATA_DEFAULTS.rating;
  return Math.round(Math.min(5, Math.max(1, rating)) * 10) / 10;
}

/** Review count 10 when missing or not a positive count. */
export function ratingCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.floor(value) : METADATA_DEFAULTS.ratingCount;
}

export function absoluteUrl(siteUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}${url.startsWith("/") ? "" : "/"}${url}`;
}

const NUTRITION_PROPERTIES: Record<string, [property: string, unit: string]> = {
  protein: ["proteinContent", "g"],
  carbs: ["carbohydrateContent", "g"],
  fat: ["fatContent", "g"],
  fiber: ["fiberContent", "g"],
  sugar: ["sugarContent", "g"],
  sodium: ["sodiumContent", "mg"],
};

function nutritionInformation(input: unknown): Record<string, string> | undefined {
  const { main } = parseNutrition(input);
  const info: Record<string, string> = { "@type": "NutritionInformation" };
  for (const { key, value } of main) {
    const number = nutrientNumber(value);
    if (number === null) continue;
    if (key === "calories") info.calories = `${number} calories`;
    else info[NUTRITION_PROPERTIES[key][0]] = `${number} ${NUTRITION_PROPERTIES[key][1]}`;
  }
  return Object.keys(info).length > 1 ? info : undefined;
}

function dateOnly(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

type RecipeJsonLd = Record<string, unknown>;

/** The schema.org Recipe with Google's required and recommended properties. */
export function buildRecipeJsonLd({ recipe, siteUrl, locale = "en", cuisineName, categoryName }: RecipeMetadataInput): RecipeJsonLd {
  const url = absoluteUrl(siteUrl, pathInLanguage(locale, paths.recipe(recipe.id)));
  const prep = minutesOr(recipe.prepTime, METADATA_DEFAULTS.prepMinutes);
  const cook = minutesOr(recipe.cookTime, METADATA_DEFAULTS.cookMinutes);
  const servings =
    typeof recipe.servings === "number" && Number.isInteger(recipe.servings) && recipe.servings > 0
      ? recipe.servings
      : METADATA_DEFAULTS.servings;
  // Each step links to its place on the page, which numbers every step, short ones included.
  const steps = parseInstructions(recipe.instructions)
    .map((text, index) => ({ text, anchor: `${url}#step-${index + 1}` }))
    .filter(({ text }) => text.length > METADATA_DEFAULTS.minStepLength)
    .map(({ text, anchor }, index) => ({ "@type": "HowToStep", position: index + 1, text, url: anchor }));
  const tags = parseTextLines(recipe.tags);
  const keywords = [...new Set([...tags, cuisineName, categoryName].filter((k): k is string => Boolean(k && k.trim())))];
  const description = (recipe.description ?? "").trim();

  const jsonLd: RecipeJsonLd = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${url}#recipe`,
    name: recipe.title?.trim() || "Untitled Recipe",
    url,
    inLanguage: locale,
    image: recipe.image ? [absoluteUrl(siteUrl, recipe.image)] : [],
    author: { "@type": "Person", name: recipe.creditedAuthor?.trim() || BRAND.chef },
    publisher: brandOrganization(siteUrl),
    datePublished: dateOnly(recipe.createdAt),
    description,
    prepTime: isoDuration(prep),
    cookTime: isoDuration(cook),
    totalTime: isoDuration(prep + cook),
    recipeYield: `${servings} servings`,
    recipeCategory: categoryName ?? recipe.category,
    recipeCuisine: cuisineName ?? recipe.cuisine,
    keywords: keywords.join(", "),
    nutrition: nutritionInformation(recipe.nutritionFacts),
    recipeIngredient: parseIngredients(recipe.ingredients).map(ingredientText),
    recipeInstructions: steps,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: ratingValue(recipe.rating),
      ratingCount: ratingCount(recipe.reviewCount),
      bestRating: 5,
      worstRating: 1,
    },
  };
  // Properties with nothing to say are left out rather than sent empty.
  for (const key of Object.keys(jsonLd)) {
    const value = jsonLd[key];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) delete jsonLd[key];
  }
  return jsonLd;
}

// Shared with the blog's structured data; kept exported here for the recipe modules that use it.
export { serializeJsonLd } from "~/lib/json-ld";

/** Title, description, canonical, Open Graph (article) and the article's extra tags. */
export function recipeMetaTags({ recipe, siteUrl, locale, categoryName }: RecipeMetadataInput): MetaDescriptor[] {
  const title = recipe.title?.trim() || "Untitled Recipe";
  const description = truncateDescription(recipe.description?.trim() || `${title}: a recipe from ${BRAND.chef}.`);
  const image = recipe.image ? absoluteUrl(siteUrl, recipe.image) : undefined;
  const tags = pageMeta({ title, description, path: paths.recipe(recipe.id), siteUrl, locale, image, type: "article" });
  const extra: MetaDescriptor[] = [
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { property: "article:author", content: recipe.creditedAuthor?.trim() || BRAND.chef },
  ];
  if (image) {
    extra.push({ property: "og:image:alt", content: title }, { name: "twitter:image", content: image });
  }
  const published =
    typeof recipe.createdAt === "string" && !Number.isNaN(Date.parse(recipe.createdAt)) ? new Date(recipe.createdAt).toISOString() : null;
  if (published) extra.push({ property: "article:published_time", content: published });
  const section = categoryName ?? recipe.category;
  if (section) extra.push({ property: "article:section", content: section });
  for (const tag of parseTextLines(recipe.tags).slice(0, 10)) extra.push({ property: "article:tag", content: tag });
  return [...tags, ...extra];
}
