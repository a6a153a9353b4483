/**
 * schema.org Recipe JSON-LD read into the library's shape, without touching the network: times
 * from ISO 8601 durations, ingredients parsed into amount / unit / name, steps from text,
 * HowToStep or HowToSection, nutrition from NutritionInformation. Pure: the lookups of the
 * library's cuisines and categories are passed in.
 */
import { parseIngredientText } from "../../../shared/rules/recipe-content.ts";
import { slugOf, suggestedCategory, suggestedCuisine, suggestedDietType, suggestedDifficulty } from "../../../shared/rules/moderation.ts";
import type { ImportedRecipe } from "../../../shared/schemas/admin-library.ts";

export const MAX_RECIPES_PER_IMPORT = 50;
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2_000;
const STEP_MAX = 2_000;
const MAX_MINUTES = 7 * 24 * 60;

export type Lookups = {
  cuisines: { name: string; displayName: string }[];
  categories: { name: string; displayName: string }[];
  dietTypes: { name: string; displayName: string }[];
};

/** Thrown when the text as a whole cannot be read; the message says what to fix. */
export class JsonLdError extends Error {}

export type ParsedItem = { position: number; recipe: ImportedRecipe | null; errors: string[]; warnings: string[] };

/** "PT1H30M" -> 90, "P1DT2H" -> 1560, "PT45S" -> 1; null when it is not an ISO 8601 duration. */
export function minutesOfDuration(value: string): number | null {
  const match = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!match || value.trim().toUpperCase() === "P" || /T$/i.test(value.trim())) return null;
  const [, days, hours, minutes, seconds] = match.map((part) => (part === undefined ? 0 : Number(part)));
  return Math.ceil(days * 1440 + hours * 60 + minutes + seconds / 60);
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

function typesOf(node: Record<string, unknown>): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^(https?:\/\/)?schema\.org\//i, ""));
}

/** Every Recipe node: one object, an array of them, a @graph, or any of these nested in each other. */
export function recipeNodes(document: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isObject(value)) {
      if (typesOf(value).includes("Recipe")) found.push(value);
      else if (value["@graph"] !== undefined) visit(value["@graph"], depth + 1);
    }
  };
  visit(document, 0);
  return found;
}

/** The JSON text read, with the parser's complaint made readable. */
export function parseJsonLdText(text: string): Record<string, unknown>[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new JsonLdError(
      `This is not valid JSON: ${(error as Error).message}. Paste the content of the <script type="application/ld+json"> tag, without the tag itself.`,
    );
  }
  const nodes = recipeNodes(document);
  if (nodes.length === 0) {
    throw new JsonLdError(
      'No schema.org Recipe found: expected an object with "@type": "Recipe", an array of them, or an object with a "@graph" holding them.',
    );
  }
  if (nodes.length > MAX_RECIPES_PER_IMPORT)
    throw new JsonLdError(`At most ${MAX_RECIPES_PER_IMPORT} recipes can be imported at once; this holds ${nodes.length}.`);
  return nodes;
}

/** Plain text: tags dropped, entities of the common kind decoded, white space collapsed. */
function plainText(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function textList(value: unknown): string[] {
  if (typeof value === "string") return value.split(",").map(plainText).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(textList);
  return [];
}

/** The recipe's steps from text, a list of text, HowToStep (text or name) or HowToSection (itemListElement). */
function stepsOf(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  if (typeof value === "string") {
    const lines = value
      .split(/\r?\n+/)
      .map((line) => plainText(line).replace(/^\d+[.)]\s*/, ""))
      .filter(Boolean);
    return lines;
  }
  if (Array.isArray(value)) return value.flatMap((item) => stepsOf(item, depth + 1));
  if (isObject(value)) {
    if (value.itemListElement !== undefined) return stepsOf(value.itemListElement, depth + 1);
    const text = plainText(value.text) || plainText(value.name);
    return text ? [text] : [];
  }
  return [];
}

/** An image URL kept only if it is https or a path of this site; a URL of this site becomes its path. */
function imageOf(value: unknown, siteUrl: string, warnings: string[]): string | null {
  const candidates: unknown[] = Array.isArray(value) ? value : [value];
  const urls = candidates
    .map((c) => (isObject(c) ? (c.url ?? c.contentUrl) : c))
    .filter((c): c is string => typeof c === "string" && c.trim() !== "");
  const site = siteUrl.replace(/\/+$/, "");
  for (const raw of urls) {
    const url = raw.trim();
    if (url.startsWith(`${site}/`)) return url.slice(site.length);
    if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === "https:") return parsed.toString();
    } catch {
      // Not a URL: tried as the next candidate.
    }
  }
  if (urls.length > 0) warnings.push("The image was left out: only https addresses or this site's own paths are kept.");
  return null;
}

const NUTRITION_FIELDS: [property: string, key: string][] = [
  ["calories", "calories"],
  ["proteinContent", "protein"],
  ["carbohydrateContent", "carbs"],
  ["fatContent", "fat"],
  ["fiberContent", "fiber"],
  ["sugarContent", "sugar"],
  ["sodiumContent", "sodium"],
];

function nutritionOf(value: unknown): Record<string, number> {
  const facts: Record<string, number> = {};
  if (!isObject(value)) return facts;
  for (const [property, key] of NUTRITION_FIELDS) {
    const raw = value[property];
    const number = typeof raw === "number" ? raw : typeof raw === "string" ? Number(/\d+(?:\.\d+)?/.exec(raw)?.[0] ?? NaN) : NaN;
    if (Number.isFinite(number) && number >= 0) facts[key] = number;
  }
  return facts;
}

function servingsOf(value: unknown): number | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const number = typeof first === "number" ? first : typeof first === "string" ? Number(/\d+/.exec(first)?.[0] ?? NaN) : NaN;
  return Number.isInteger(number) && number > 0 && number <= 500 ? number : null;
}

function lookup(value: string, rows: { name: string; displayName: string }[]): string | null {
  const wanted = value.trim().toLowerCase();
  const slug = slugOf(value);
  return rows.find((row) => row.displayName.toLowerCase() === wanted || row.name === slug)?.name ?? null;
}

function durationOf(node: Record<string, unknown>, field: "prepTime" | "cookTime" | "totalTime", errors: string[]): number | null {
  const raw = node[field];
  if (raw === undefined || raw === null || raw === "") return null;
  const minutes = typeof raw === "string" ? minutesOfDuration(raw) : null;
  if (minutes === null || minutes > MAX_MINUTES) {
    errors.push(`${field} ${JSON.stringify(raw).slice(0, 40)} is not an ISO 8601 duration such as PT15M or PT1H30M (at most 7 days).`);
    return null;
  }
  return minutes;
}

/** One Recipe node read into the library's shape, with what is wrong or was guessed. */
export function readRecipeNode(node: Record<string, unknown>, position: number, lookups: Lookups, siteUrl: string): ParsedItem {
  const errors: string[] = [];
  const warnings: string[] = [];
  const title = plainText(node.name).slice(0, TITLE_MAX);
  if (!title) errors.push("name is missing: every recipe needs a title.");
  // Each listed line is one ingredient (its commas kept); one text is read a line at a time.
  const rawIngredients = node.recipeIngredient ?? node.ingredients;
  const ingredientLines = (
    Array.isArray(rawIngredients) ? rawIngredients : typeof rawIngredients === "string" ? rawIngredients.split(/\r?\n/) : []
  )
    .map(plainText)
    .filter(Boolean)
    .map(parseIngredientText)
    .filter((line) => line.name.length > 0);
  if (ingredientLines.length === 0) errors.push("recipeIngredient is missing or empty: list the ingredients.");
  const instructions = stepsOf(node.recipeInstructions).map((step) => step.slice(0, STEP_MAX));
  if (instructions.length === 0) errors.push("recipeInstructions is missing or empty: give the steps as text, HowToStep or HowToSection.");

  const prep = durationOf(node, "prepTime", errors);
  const cook = durationOf(node, "cookTime", errors);
  const total = durationOf(node, "totalTime", errors);
  let prepTime = prep ?? 0;
  let cookTime = cook ?? 0;
  if (prep === null && cook === null) {
    if (total !== null) cookTime = total;
    else warnings.push("No prepTime, cookTime or totalTime: the times are 0 minutes until edited.");
  } else if (cook === null && total !== null) cookTime = Math.max(0, total - prepTime);
  else if (prep === null && total !== null) prepTime = Math.max(0, total - cookTime);

  const servings = servingsOf(node.recipeYield);
  if (servings === null) warnings.push("recipeYield gives no number of servings: 4 is assumed.");

  const cuisineText = textList(node.recipeCuisine)[0] ?? "";
  const categoryText = textList(node.recipeCategory)[0] ?? "";
  const cuisine = cuisineText
    ? (lookup(cuisineText, lookups.cuisines) ?? suggestedCuisine(cuisineText, lookups.cuisines))
    : "international";
  if (!cuisineText) warnings.push("No recipeCuisine: filed as International.");
  const category = (categoryText && lookup(categoryText, lookups.categories)) || suggestedCategory([]);
  if (categoryText && !lookup(categoryText, lookups.categories))
    warnings.push(`The category "${categoryText}" is not one of the library's: filed as a main course.`);
  const keywords = textList(node.keywords);
  const dietFromKeywords = keywords.map((k) => lookup(k, lookups.dietTypes)).find((d): d is string => d !== null);
  const dietType = dietFromKeywords ?? suggestedDietType(ingredientLines.map((i) => i.name).join("\n"));
  // The keywords a recipe page emits carry its cuisine and category names too: they are not tags.
  const filed = new Set([cuisineText, categoryText].map((t) => t.toLowerCase()));
  const tags = [...new Set(keywords.filter((k) => !filed.has(k.toLowerCase())).map((k) => k.slice(0, 60)))].slice(0, 20);

  const description = plainText(node.description).slice(0, DESCRIPTION_MAX);
  if (!description && title) warnings.push("No description: a short one is written from the title.");

  if (errors.length > 0) return { position, recipe: null, errors, warnings };
  return {
    position,
    errors,
    warnings,
    recipe: {
      title,
      description: description || `${title}, imported into the library.`,
      image: imageOf(node.image, siteUrl, warnings),
      cuisine,
      category,
      dietType,
      difficulty: suggestedDifficulty(prepTime, cookTime),
      prepTime,
      cookTime,
      servings: servings ?? 4,
      tags,
      ingredients: ingredientLines,
      instructions,
      nutritionFacts: nutritionOf(node.nutrition),
    },
  };
}
