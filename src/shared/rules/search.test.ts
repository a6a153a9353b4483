import { describe, expect, it } from "vitest";
import { canSubmitSearch, recipeSearchPath, shouldSearchWhileTyping } from "./search";

describe("recipe search rule", () => {
  it("should search while typing only from 2 trimmed characters", () => {
    expect(shouldSearchWhileTyping("d")).toBe(false);
    expect(shouldSearchWhileTyping("  d  ")).toBe(false);
    expect(shouldSearchWhileTyping("da")).toBe(true);
    expect(shouldSearchWhileTyping(" dal ")).toBe(true);
  });

  it("should submit any non-blank text", () => {
    expect(canSubmitSearch("   ")).toBe(false);
    expect(canSubmitSearch("a")).toBe(true);
  });

  it("should encode the text into the recipes URL", () => {
    expect(recipeSearchPath(" chana masala ")).toBe("/recipes?search=chana%20masala");
    expect(recipeSearchPath("mac & cheese?")).toBe("/recipes?search=mac%20%26%20cheese%3F");
  });
});
