import { describe, expect, it } from "vitest";
import { isRtl, isSupportedLanguage, LANGUAGE_CODES } from "./language-codes";
import { SUPPORTED_LANGUAGES } from "./languages";

describe("language codes", () => {
  it("should list exactly the languages of the full list, in the same order", () => {
    expect(LANGUAGE_CODES).toEqual(SUPPORTED_LANGUAGES.map((l) => l.code));
  });

  it("should accept only listed codes, exactly", () => {
    expect(isSupportedLanguage("fr")).toBe(true);
    expect(isSupportedLanguage("zh-TW")).toBe(true);
    expect(isSupportedLanguage("zh-tw")).toBe(false);
    expect(isSupportedLanguage("xx")).toBe(false);
    expect(isSupportedLanguage(42)).toBe(false);
  });

  it("should mark right-to-left languages, all of them listed", () => {
    expect(isRtl("ar")).toBe(true);
    expect(isRtl("en")).toBe(false);
    for (const code of ["ar", "he", "fa", "ur"]) expect(isSupportedLanguage(code)).toBe(true);
  });
});
