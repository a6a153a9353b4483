import { describe, expect, it } from "vitest";
import { formatFraction, parseNumber, parseQuantity, scaleAmount, scaleIngredient, stepServings, unitFor } from "./servings-scaler";

describe("parseNumber", () => {
  it("should read whole numbers, decimals, fractions, mixed numbers and unicode fractions", () => {
    expect(parseNumber("2")).toBe(2);
    expect(parseNumber("1.5")).toBe(1.5);
    expect(parseNumber("1,5")).toBe(1.5);
    expect(parseNumber("1/2")).toBe(0.5);
    expect(parseNumber("1 1/2")).toBe(1.5);
    expect(parseNumber("½")).toBe(0.5);
    expect(parseNumber("1½")).toBe(1.5);
    expect(parseNumber("1/0")).toBeNull();
    expect(parseNumber("a pinch")).toBeNull();
  });
});

describe("parseQuantity", () => {
  it("should find a leading quantity or range and keep the text after it", () => {
    expect(parseQuantity("2-3 large")).toEqual({ quantity: { low: 2, high: 3, style: "fraction" }, rest: " large" });
    expect(parseQuantity("2 to 3")?.quantity).toEqual({ low: 2, high: 3, style: "fraction" });
    expect(parseQuantity("1.5")?.quantity.style).toBe("decimal");
    expect(parseQuantity("to taste")).toBeNull();
    expect(parseQuantity("a pinch")).toBeNull();
    expect(parseQuantity("")).toBeNull();
  });
});

describe("formatFraction", () => {
  it("should write amounts the way cooks measure them", () => {
    expect(formatFraction(0.5)).toBe("1/2");
    expect(formatFraction(1 + 1 / 3)).toBe("1 1/3");
    expect(formatFraction(0.75)).toBe("3/4");
    expect(formatFraction(2 / 3)).toBe("2/3");
    expect(formatFraction(1.125)).toBe("1 1/8");
    expect(formatFraction(3)).toBe("3");
    expect(formatFraction(2.98)).toBe("3");
    expect(formatFraction(0.99)).toBe("1");
  });

  it("should never show a positive amount as zero and round large amounts sensibly", () => {
    expect(formatFraction(0.01)).toBe("1/8");
    expect(formatFraction(12.4)).toBe("12 1/2");
    expect(formatFraction(12.1)).toBe("12");
    expect(formatFraction(237.6)).toBe("238");
  });
});

describe("scaleAmount", () => {
  it("should rescale fractions and mixed numbers", () => {
    expect(scaleAmount("1/2", 2)).toBe("1");
    expect(scaleAmount("1/2", 1.5)).toBe("3/4");
    expect(scaleAmount("1", 4 / 3)).toBe("1 1/3");
    expect(scaleAmount("4 1/2", 0.5)).toBe("2 1/4");
    expect(scaleAmount("½", 3)).toBe("1 1/2");
  });

  it("should scale both ends of a range", () => {
    expect(scaleAmount("2-3", 2)).toBe("4-6");
    expect(scaleAmount("1 - 2", 0.5)).toBe("1/2-1");
    expect(scaleAmount("2–3 large", 1.5)).toBe("3-4 1/2 large");
  });

  it("should keep decimals as decimals", () => {
    expect(scaleAmount("1.5", 2)).toBe("3");
    expect(scaleAmount("0.25", 3)).toBe("0.75");
    expect(scaleAmount("250", 1.5)).toBe("375");
  });

  it("should leave amounts without a number unchanged", () => {
    expect(scaleAmount("a pinch", 3)).toBe("a pinch");
    expect(scaleAmount("to taste", 0.5)).toBe("to taste");
    expect(scaleAmount("", 2)).toBe("");
  });
});

describe("scaleIngredient", () => {
  it("should rescale from the recipe's servings and fit the unit to the new amount", () => {
    expect(scaleIngredient({ amount: "1", unit: "cup", name: "rice" }, 4, 8)).toEqual({ amount: "2", unit: "cups", name: "rice" });
    expect(scaleIngredient({ amount: "2", unit: "cloves", name: "garlic" }, 4, 2)).toEqual({ amount: "1", unit: "clove", name: "garlic" });
    expect(scaleIngredient({ amount: "2", unit: "tbsp", name: "ghee" }, 4, 6)).toEqual({ amount: "3", unit: "tbsp", name: "ghee" });
    const pinch = { amount: "a pinch", unit: "", name: "salt" };
    expect(scaleIngredient(pinch, 4, 8)).toBe(pinch);
  });

  it("should pick unit forms keeping capitals", () => {
    expect(unitFor("Cup", 2)).toBe("Cups");
    expect(unitFor("g", 2)).toBe("g");
    expect(unitFor("leaves", 1)).toBe("leaf");
    expect(unitFor("cups", null)).toBe("cups");
  });
});

describe("stepServings", () => {
  it("should move by one and never go below one", () => {
    expect(stepServings(4, 1)).toBe(5);
    expect(stepServings(2, -1)).toBe(1);
    expect(stepServings(1, -1)).toBe(1);
  });
});
