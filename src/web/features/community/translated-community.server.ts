import { translateEntities, translateEntity } from "~/lib/content-translation.server";
import type { PageTranslator, Services } from "~/services.server";
import { ingredientLines, instructionSteps } from "./community-text";
import type { CommunityListSource } from "./load-community-list";
import type { CommunityRecipeSource } from "./load-community-recipe";

/**
 * The members' recipes in the page's language: titles, cuisines, stories, health notes, and the
 * ingredients and steps line by line (each line is a text of its own, so a recipe that shares a
 * line with another is translated once). Authors' names, links and figures stay as written. The
 * cuisines the list filters by keep their spelling in the address and show a translated name.
 */
export function translatedCommunity(
  community: Services["communityRecipes"],
  translator: PageTranslator,
): CommunityListSource & CommunityRecipeSource {
  return {
    async getById(id) {
      const recipe = await community.getById(id);
      if (!recipe || translator.language === "en") return recipe;
      const lined = { ...recipe, ingredientLines: ingredientLines(recipe.ingredients), steps: instructionSteps(recipe.instructions) };
      const translated = await translateEntity(translator, lined, [
        "title",
        "cuisineType",
        "story",
        "healthBenefits",
        "ingredientLines",
        "steps",
      ]);
      const { ingredientLines: ingredients, steps, ...rest } = translated!;
      return { ...rest, ingredients: ingredients.join("\n"), instructions: steps.join("\n") };
    },
    async listCards(query) {
      const found = await community.listCards(query);
      return { ...found, data: await translateEntities(translator, found.data, ["title", "cuisineType"], { name: "recipe" }) };
    },
    overview: () => community.overview(),
    async cuisineNames(cuisines) {
      const names = await translator.texts(
        cuisines,
        cuisines.map((cuisine) => `cuisine ${cuisine}`),
      );
      return Object.fromEntries(cuisines.map((cuisine, i) => [cuisine, names[i]]));
    },
  };
}
