import { parseAyurveda, parseIngredients, parseInstructions, parseTextLines } from "../../../shared/rules/recipe-content";
import type { Recipe } from "../../../shared/schemas/recipe";
import type { PageTranslator } from "~/services.server";

/**
 * The recipe with its words in the page's language: title, description, each ingredient's name
 * and unit (as written: "cups", "pinch"), each step, its health benefits and tags, and its Ayurvedic notes on vata, pitta and kapha, its
 * seasons and tastes. Amounts, numbers and the dosha's name stay as they are. The lists are
 * written back as JSON, which the page's readers take like the stored forms.
 */
export async function translateRecipe<T extends Partial<Recipe>>(recipe: T, translator: PageTranslator): Promise<T> {
  if (translator.language === "en") return recipe;
  const ingredients = parseIngredients(recipe.ingredients);
  const instructions = parseInstructions(recipe.instructions);
  const benefits = parseTextLines(recipe.healthBenefits);
  const tags = parseTextLines(recipe.tags);
  const ayurveda = parseAyurveda(recipe.ayurvedicProperties);
  const notes = ayurveda ? [ayurveda.vata, ayurveda.pitta, ayurveda.kapha] : [];
  const seasons = ayurveda?.season ?? [];
  const tastes = ayurveda?.taste ?? [];
  const texts = [
    recipe.title ?? "",
    recipe.description ?? "",
    ...ingredients.map((line) => line.name),
    ...ingredients.map((line) => line.unit),
    ...instructions,
    ...benefits,
    ...tags,
    ...notes,
    ...seasons,
    ...tastes,
  ];
  const keys = [
    "title",
    "description",
    ...ingredients.map((_, i) => `ingredient ${i + 1}`),
    ...ingredients.map((_, i) => `ingredient ${i + 1} unit`),
    ...instructions.map((_, i) => `step ${i + 1}`),
    ...benefits.map((_, i) => `health benefit ${i + 1}`),
    ...tags.map((_, i) => `tag ${i + 1}`),
    ...(ayurveda ? ["vata", "pitta", "kapha"] : []),
    ...seasons.map((_, i) => `season ${i + 1}`),
    ...tastes.map((_, i) => `taste ${i + 1}`),
  ];
  const translated = await translator.texts(texts, keys);
  let at = 2;
  const take = (count: number) => translated.slice(at, (at += count));
  const names = take(ingredients.length);
  const units = take(ingredients.length);
  const steps = take(instructions.length);
  const benefitTexts = take(benefits.length);
  const tagTexts = take(tags.length);
  const [vata, pitta, kapha] = take(notes.length);
  const seasonTexts = take(seasons.length);
  const tasteTexts = take(tastes.length);
  return {
    ...recipe,
    title: recipe.title == null ? recipe.title : translated[0],
    description: recipe.description == null ? recipe.description : translated[1],
    ingredients: JSON.stringify(ingredients.map((line, i) => ({ ...line, name: names[i], unit: units[i] }))),
    instructions: JSON.stringify(steps),
    healthBenefits: JSON.stringify(benefitTexts),
    tags: JSON.stringify(tagTexts),
    ...(ayurveda ? { ayurvedicProperties: { ...ayurveda, vata, pitta, kapha, season: seasonTexts, taste: tasteTexts } } : {}),
  };
}
