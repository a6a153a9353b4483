import { describe, expect, it } from "vitest";
import { machineTranslationScope, needsMachineTranslation } from "./locales";

describe("machine translation scope", () => {
  it("should translate nothing in English, the source of every text", () => {
    expect(machineTranslationScope("en")).toBeNull();
  });

  it("should translate nothing in the browser for a language whose pages are rendered in it on the server", () => {
    expect(machineTranslationScope("es")).toBeNull();
    expect(machineTranslationScope("fr")).toBeNull();
    expect(needsMachineTranslation("es")).toBe(false);
  });

  it("should translate the whole page in a language without a catalogue", () => {
    for (const language of ["de", "ja", "ar", "pt"]) {
      expect(machineTranslationScope(language)).toBe("page");
      expect(needsMachineTranslation(language)).toBe(true);
    }
  });

  it("should translate nothing into a language the site does not offer", () => {
    expect(machineTranslationScope("xx")).toBeNull();
    expect(machineTranslationScope("")).toBeNull();
  });
});
