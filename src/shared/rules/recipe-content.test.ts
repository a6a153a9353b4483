import { describe, expect, it } from "vitest";
import {
  ingredientText,
  parseAyurveda,
  parseIngredients,
  parseIngredientText,
  parseInstructions,
  parseNutrition,
  parseTextLines,
  parseTextList,
} from "./recipe-content";

describe("parseIngredients", () => {
  const objects = [
    { amount: "1/2", unit: "cup", name: "split moong dal" },
    { amount: 2, unit: "tbsp", name: "ghee" },
    { amount: "", unit: "", name: "salt to taste" },
  ];

  it("should read a list of {amount, unit, name}", () => {
    expect(parseIngredients(objects)).toEqual([
      { amount: "1/2", unit: "cup", name: "split moong dal" },
      { amount: "2", unit: "tbsp", name: "ghee" },
      { amount: "", unit: "", name: "salt to taste" },
    ]);
  });

  it("should read a list of text and split out the amount and unit", () => {
    expect(parseIngredients(["1 1/2 cups basmati rice", "2 cloves garlic", "a pinch of salt", "- 3 large eggs"])).toEqual([
      { amount: "1 1/2", unit: "cups", name: "basmati rice" },
      { amount: "2", unit: "cloves", name: "garlic" },
      { amount: "", unit: "", name: "a pinch of salt" },
      { amount: "3", unit: "large", name: "eggs" },
    ]);
  });

  it("should split one comma-separated text, but not inside parentheses", () => {
    expect(parseIngredients("1 cup rice, 2 tbsp ghee (melted, warm), salt")).toEqual([
      { amount: "1", unit: "cup", name: "rice" },
      { amount: "2", unit: "tbsp", name: "ghee (melted, warm)" },
      { amount: "", unit: "", name: "salt" },
    ]);
  });

  it("should read JSON strings of each form", () => {
    expect(parseIngredients(JSON.stringify(objects))).toHaveLength(3);
    expect(parseIngredients(JSON.stringify(["1 cup rice", "water"]))).toEqual([
      { amount: "1", unit: "cup", name: "rice" },
      { amount: "", unit: "", name: "water" },
    ]);
    expect(parseIngredients(JSON.stringify(JSON.stringify(["salt"])))).toEqual([{ amount: "", unit: "", name: "salt" }]);
  });

  it("should drop empty entries and never throw on odd input", () => {
    expect(parseIngredients(["", "  ", null, 7, { unit: "g" }, ["nested"]])).toEqual([{ amount: "", unit: "", name: "7" }]);
    expect(parseIngredients(null)).toEqual([]);
    expect(parseIngredients(42)).toEqual([]);
    expect(parseIngredients("[not json")).toEqual([{ amount: "", unit: "", name: "[not json" }]);
  });

  it("should write a line back as text", () => {
    expect(ingredientText({ amount: "1/2", unit: "cup", name: "rice" })).toBe("1/2 cup rice");
    expect(ingredientText({ amount: "1/2", unit: "", name: "lemon" })).toBe("1/2 lemon");
    expect(ingredientText(parseIngredientText("salt"))).toBe("salt");
  });
});

describe("parseInstructions", () => {
  it("should read a list of text, dropping step numbers", () => {
    expect(parseInstructions(["1. Rinse the rice.", "Cook it. Then rest it.", ""])).toEqual(["Rinse the rice.", "Cook it. Then rest it."]);
  });

  it("should read objects with step or name, and objects with a steps list", () => {
    expect(
      parseInstructions([{ step: "Soak the dal." }, { name: "Boil the water." }, { "@type": "HowToStep", text: "Serve hot." }]),
    ).toEqual(["Soak the dal.", "Boil the water.", "Serve hot."]);
    expect(
      parseInstructions([
        { name: "For the tadka", steps: ["Heat the ghee.", { step: "Add cumin." }] },
        { steps: [{ name: "Pour over the dal." }] },
      ]),
    ).toEqual(["Heat the ghee.", "Add cumin.", "Pour over the dal."]);
    expect(parseInstructions({ steps: ["Only step."] })).toEqual(["Only step."]);
  });

  it("should split one text on full stops but not inside numbers", () => {
    expect(parseInstructions("Rinse 1.5 cups of rice. Boil the water! Add the rice and cook. Serve")).toEqual([
      "Rinse 1.5 cups of rice.",
      "Boil the water!",
      "Add the rice and cook.",
      "Serve",
    ]);
    expect(parseInstructions("1. Rinse the rice. 2. Cook it.")).toEqual(["Rinse the rice.", "Cook it."]);
    expect(parseInstructions("Rinse the rice.\nCook it for 12 min. Stir once.")).toEqual([
      "Rinse the rice.",
      "Cook it for 12 min. Stir once.",
    ]);
  });

  it("should read JSON strings and ignore anything else", () => {
    expect(parseInstructions(JSON.stringify([{ step: "Mix." }, "Bake."]))).toEqual(["Mix.", "Bake."]);
    expect(parseInstructions(null)).toEqual([]);
    expect(parseInstructions(12)).toEqual([]);
  });
});

describe("parseNutrition", () => {
  it("should put the main nutrients in order and everything else in additional info", () => {
    const result = parseNutrition({
      sodium: 590,
      fat: 7,
      calories: 265,
      carbohydrates: 41,
      protein: "9g",
      saturatedFat: 2,
      cholesterol: "15 mg",
    });
    expect(result.main).toEqual([
      { key: "calories", value: 265 },
      { key: "protein", value: "9g" },
      { key: "carbs", value: 41 },
      { key: "fat", value: 7 },
      { key: "sodium", value: 590 },
    ]);
    expect(result.additional).toEqual([
      { key: "saturatedFat", label: "Saturated fat", value: 2 },
      { key: "cholesterol", label: "Cholesterol", value: "15 mg" },
    ]);
  });

  it("should accept carbs or carbohydrates, numeric strings and JSON text", () => {
    expect(parseNutrition('{"carbs": "30", "fiber": 4}').main).toEqual([
      { key: "carbs", value: 30 },
      { key: "fiber", value: 4 },
    ]);
    expect(parseNutrition({ carbohydrates: 12 }).main).toEqual([{ key: "carbs", value: 12 }]);
  });

  it("should give nothing for missing or malformed input", () => {
    expect(parseNutrition(null)).toEqual({ main: [], additional: [] });
    expect(parseNutrition("not json")).toEqual({ main: [], additional: [] });
    expect(parseNutrition([1, 2])).toEqual({ main: [], additional: [] });
    expect(parseNutrition({ calories: -5, fat: null, notes: "" })).toEqual({ main: [], additional: [] });
  });
});

describe("parseTextList and parseAyurveda", () => {
  it("should read a taste list or text holding one", () => {
    expect(parseTextList(["sweet", "astringent"])).toEqual(["sweet", "astringent"]);
    expect(parseTextList('["sweet","sour"]')).toEqual(["sweet", "sour"]);
    expect(parseTextList("{sweet,salty}")).toEqual(["sweet", "salty"]);
    expect(parseTextList("sweet, pungent and bitter")).toEqual(["sweet", "pungent", "bitter"]);
    expect(parseTextList("")).toEqual([]);
    expect(parseTextList(undefined)).toEqual([]);
  });

  it("should read the Ayurveda properties from an object or JSON text", () => {
    const info = { vata: "Calms vata.", pitta: "Neutral.", kapha: "", dosha: "vata", season: "winter, autumn", taste: '["sweet"]' };
    expect(parseAyurveda(JSON.stringify(info))).toEqual({
      vata: "Calms vata.",
      pitta: "Neutral.",
      kapha: "",
      dosha: "vata",
      season: ["winter", "autumn"],
      taste: ["sweet"],
    });
    expect(parseAyurveda({})).toBeNull();
    expect(parseAyurveda("nope")).toBeNull();
  });

  it("should read lines of text for health benefits", () => {
    expect(parseTextLines(["Rich in fibre.", " "])).toEqual(["Rich in fibre."]);
    expect(parseTextLines("- Warming\n- Grounding")).toEqual(["Warming", "Grounding"]);
  });
});
