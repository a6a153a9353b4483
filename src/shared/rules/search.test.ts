import { describe, expect, it } from "vitest";
import { canSubmitSearch, shouldSearchWhileTyping } from "./search";

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
});
