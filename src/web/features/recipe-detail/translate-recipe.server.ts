import { parseIngredients, parseInstructions, parseTextLines } from "../../../shared/rules/recipe-content";
import type { Recipe } from "../../../shared/schemas/recipe";
import type { PageTranslator } from "~/services.server";

/**
 * The recipe with its words in the page's language: title, description, each ingredient's name,
 * each step, its health benefits and tags. Amounts, units and numbers stay as they are. The
 * lists are written back as JSON arrays, which the page's readers take like the stored forms.
 */
export async function translateRecipe<T extends Partial<Recipe>>(recipe: T, translator: PageTranslator): Promise<T> {
  if (translator.language === "en") return recipe;
  const ingredients = parseIngredients(recipe.ingredients);
  const instructions = parseInstructions(recipe.instructions);
  const benefits = parseTextLines(recipe.healthBenefits);
  const tags = parseTextLines(recipe.tags);
  const texts = [
    recipe.title ?? "",
    recipe.description ?? "",
    ...ingredients.map((line) => line.name),
    ...instructions,
    ...benefits,
    ...tags,
  ];
  const keys = [
    "title",
    "description",
    ...ingredients.map((_, i) => `ingredient ${i + 1}`),
    ...instructions.map((_, i) => `step ${i + 1}`),
    ...benefits.map((_, i) => `health benefit ${i + 1}`),
    ...tags.map((_, i) => `tag ${i + 1}`),
  ];
  const translated = await translator.texts(texts, keys);
  let at = 2;
  const take = (count: number) => translated.slice(at, (at += count));
  const names = take(ingredients.length);
  return {
    ...recipe,
    title: recipe.title == null ? recipe.title : translated[0],
    description: recipe.description == null ? recipe.description : translated[1],
    ingredients: JSON.stringify(ingredients.map((line, i) => ({ ...line, name: names[i] }))),
    instructions: JSON.stringify(take(instructions.length)),
    healthBenefits: JSON.stringify(take(benefits.length)),
    tags: JSON.stringify(take(tags.length)),
  };
}
