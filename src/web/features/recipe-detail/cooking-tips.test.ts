import { describe, expect, it } from "vitest";
import { COOKING_TIPS, selectTips, tipScore } from "./cooking-tips";

const khichdi = {
  cuisine: "indian",
  category: "main-course",
  cookingMethod: "pressure-cooking",
  dosha: "tridoshic",
  ingredientNames: ["split yellow moong dal", "basmati rice", "ghee", "cumin seeds", "ground turmeric"],
};

describe("cooking tips", () => {
  it("should have ten tips", () => {
    expect(COOKING_TIPS).toHaveLength(10);
    expect(new Set(COOKING_TIPS.map((t) => t.id)).size).toBe(10);
  });

  it("should show at most three tips, the best-fitting first", () => {
    const tips = selectTips(khichdi).map((t) => t.id);
    expect(tips).toEqual(["tempering", "turmericPepper", "soakLegumes"]);
  });

  it("should match by cuisine, dosha, ingredient, method and category", () => {
    const pasta = {
      cuisine: "italian",
      ingredientNames: ["spaghetti"],
      dosha: "vata",
      cookingMethod: "simmering",
      category: "main-course",
    };
    expect(
      tipScore(
        COOKING_TIPS.find((t) => t.id === "pastaWater")!,
        pasta,
      ),
    ).toBe(2);
    expect(
      tipScore(
        COOKING_TIPS.find((t) => t.id === "vataWarmth")!,
        pasta,
      ),
    ).toBe(2);
    expect(
      tipScore(
        COOKING_TIPS.find((t) => t.id === "restMeat")!,
        pasta,
      ),
    ).toBe(0);
    const salad = { cuisine: "greek", category: "salad", cookingMethod: "no-cook", dosha: "kapha", ingredientNames: ["cucumber"] };
    expect(selectTips(salad)[0].id).toBe("kaphaLightness");
  });

  it("should fall back to the general tip when nothing else fits, and show all ten with showAll", () => {
    expect(selectTips({ ingredientNames: [] }).map((t) => t.id)).toEqual(["finishFresh"]);
    expect(selectTips(khichdi, true)).toHaveLength(10);
  });
});
