import {
  NUTRIENT_UNITS,
  nutrientNumber,
  parseAyurveda,
  parseIngredients,
  parseInstructions,
  parseNutrition,
  parseTextLines,
  type AyurvedaInfo,
  type IngredientLine,
  type Nutrition,
} from "../../../shared/rules/recipe-content";
import type { Recipe } from "../../../shared/schemas/recipe";
import { pathInLanguage, type AddressedLanguage } from "../../../shared/page-languages";
import { paths } from "../../../shared/paths";
import { selectTips, type TipId } from "./cooking-tips";
import { absoluteUrl, buildRecipeJsonLd, recipeMetaTags, serializeJsonLd } from "./recipe-metadata";
import type { RecipeDetailData } from "./recipe-detail-view";

/** Nutrition as the page shows it: each main value with its unit. */
export type PageNutrition = {
  main: (Nutrition["main"][number] & { unit: string })[];
  additional: Nutrition["additional"];
};

/** A recipe's lists and tables, read from whatever shape the stored fields have. */
export type RecipeContent = {
  ingredients: IngredientLine[];
  instructions: string[];
  nutrition: PageNutrition;
  /** Calories per serving as a number, when the recipe gives one. */
  calories: number | null;
  ayurveda: AyurvedaInfo | null;
  benefits: string[];
  tags: string[];
};

const RAW_CONTENT_FIELDS = ["ingredients", "instructions", "nutritionFacts", "ayurvedicProperties", "healthBenefits", "tags"] as const;

/** The recipe's own fields the page shows as they are; its content comes parsed, as RecipeContent. */
export type RecipePageRecipe = Omit<Recipe, (typeof RAW_CONTENT_FIELDS)[number]>;

/**
 * What the recipe page's loader sends: the content parsed, the structured data serialized and
 * the meta tags built, all on the server, so the page's script carries none of those readers and
 * builders (they depend on the recipe alone, not on the reader's language); so are the cooking
 * tips that fit it (their text comes from the catalogue, in the reader's language). The raw
 * content fields are left out rather than sent twice.
 */
export function recipePageData(
  { recipe, cuisine, categoryName }: RecipeDetailData,
  siteUrl: string,
  showAllTips = false,
  locale: AddressedLanguage = "en",
) {
  const input = { recipe, siteUrl, locale, cuisineName: cuisine?.name, categoryName: categoryName ?? undefined };
  const shown: Partial<Recipe> = { ...recipe };
  for (const field of RAW_CONTENT_FIELDS) delete shown[field];
  const nutrition = parseNutrition(recipe.nutritionFacts);
  const content: RecipeContent = {
    ingredients: parseIngredients(recipe.ingredients),
    instructions: parseInstructions(recipe.instructions),
    nutrition: { main: nutrition.main.map((item) => ({ ...item, unit: NUTRIENT_UNITS[item.key] })), additional: nutrition.additional },
    calories: nutrientNumber(nutrition.main.find((item) => item.key === "calories")?.value),
    ayurveda: parseAyurveda(recipe.ayurvedicProperties),
    benefits: parseTextLines(recipe.healthBenefits),
    tags: parseTextLines(recipe.tags),
  };
  const tipIds: TipId[] = selectTips(
    {
      cuisine: recipe.cuisine,
      category: recipe.category,
      cookingMethod: recipe.cookingMethod,
      dosha: content.ayurveda?.dosha,
      ingredientNames: content.ingredients.map((ingredient) => ingredient.name),
    },
    showAllTips,
  ).map((tip) => tip.id);
  return {
    recipe: shown as RecipePageRecipe,
    tipIds,
    content,
    cuisine,
    categoryName,
    url: absoluteUrl(siteUrl, pathInLanguage(locale, paths.recipe(recipe.id))),
    jsonLd: serializeJsonLd(buildRecipeJsonLd(input)),
    metaTags: recipeMetaTags(input),
  };
}

export type RecipePageData = ReturnType<typeof recipePageData>;
