import { describe, expect, it } from "vitest";
import type { PageTranslator } from "~/services.server";
import { translateRecipe } from "./translate-recipe.server";

const SPANISH: Record<string, string> = {
  Kitchari: "Kitchari",
  "Mung dal": "Dal mungo",
  cup: "taza",
  "Rinse the dal.": "Enjuaga el dal.",
  Grounding: "Enraizante",
  Cooling: "Refrescante",
  Light: "Ligero",
  winter: "invierno",
  sweet: "dulce",
};

describe("a recipe in the page's language", () => {
  it("should translate its words, units, Ayurvedic notes, seasons and tastes, and keep amounts and the dosha", async () => {
    let keys: readonly string[] | undefined;
    const translator: PageTranslator = {
      language: "es",
      complete: true,
      async texts(texts, given) {
        keys = given;
        return texts.map((text) => SPANISH[text] ?? text);
      },
    };
    const recipe = await translateRecipe(
      {
        title: "Kitchari",
        ingredients: [{ amount: "1", unit: "cup", name: "Mung dal" }],
        instructions: ["Rinse the dal."],
        ayurvedicProperties: { vata: "Grounding", pitta: "Cooling", kapha: "Light", dosha: "vata", season: ["winter"], taste: ["sweet"] },
      },
      translator,
    );
    expect(JSON.parse(recipe.ingredients as unknown as string)).toEqual([{ amount: "1", unit: "taza", name: "Dal mungo" }]);
    expect(JSON.parse(recipe.instructions as unknown as string)).toEqual(["Enjuaga el dal."]);
    expect(recipe.ayurvedicProperties).toEqual({
      vata: "Enraizante",
      pitta: "Refrescante",
      kapha: "Ligero",
      dosha: "vata",
      season: ["invierno"],
      taste: ["dulce"],
    });
    expect(keys).toEqual([
      "title",
      "description",
      "ingredient 1",
      "ingredient 1 unit",
      "step 1",
      "vata",
      "pitta",
      "kapha",
      "season 1",
      "taste 1",
    ]);
  });
});
