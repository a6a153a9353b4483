import { describe, expect, it } from "vitest";
import { hasLanguageVersions, languageOfPath, pathInLanguage, pathWithoutLanguage } from "./page-languages";

describe("addresses per language", () => {
  it("should read the language from the address's prefix only", () => {
    expect(languageOfPath("/es/recipes/6")).toBe("es");
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/es?x=1")).toBe("es");
    expect(languageOfPath("/recipes/6")).toBe("en");
    expect(languageOfPath("/esoteric")).toBe("en");
    expect(languageOfPath("/de/recipes")).toBe("en");
  });

  it("should move an address between languages, keeping its path and query", () => {
    expect(pathInLanguage("es", "/recipes/6")).toBe("/es/recipes/6");
    expect(pathInLanguage("fr", "/es/recipes/6?tab=steps")).toBe("/fr/recipes/6?tab=steps");
    expect(pathInLanguage("en", "/fr/blog/2")).toBe("/blog/2");
    expect(pathInLanguage("es", "/")).toBe("/es");
    expect(pathInLanguage("en", "/es")).toBe("/");
    expect(pathInLanguage("fr", "/?q=1")).toBe("/fr?q=1");
    expect(pathWithoutLanguage("/es?q=1")).toBe("/?q=1");
  });

  it("should give the public pages language versions, never the admin area or the API", () => {
    expect(hasLanguageVersions("/es/classes/2")).toBe(true);
    expect(hasLanguageVersions("/admin/inbox")).toBe(false);
    expect(hasLanguageVersions("/admin-login")).toBe(false);
    expect(hasLanguageVersions("/chef-admin")).toBe(false);
    expect(hasLanguageVersions("/api/recipes")).toBe(false);
  });
});
