import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../../shared/countries.ts";
import { isFlagCode } from "../../../shared/flags.ts";
import { SUPPORTED_LANGUAGES } from "../../../shared/languages.ts";
import lookups from "../../db/seed/lookups.json" with { type: "json" };
import { flagCodes, hasFlag, renderFlag } from "./flags.ts";

const srcDir = path.resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // What the site ships; tests may hold emoji flags as visitors' input (e.g. a name with one).
    return /\.(tsx?|json|sql|md|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

// Regional indicator symbols (country flags) and the black flag that starts a subdivision's tag
// sequence (Scotland, Wales): emoji flags, which Windows draws as letters and fontless systems as boxes.
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}\u{1F3F4}]/u;

describe("flags", () => {
  it("should give every supported language a flag the site can draw, or the globe for Esperanto only", () => {
    const withoutFlag = SUPPORTED_LANGUAGES.filter((l) => l.flag === null).map((l) => l.code);
    expect(withoutFlag).toEqual(["eo"]);
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l.flag !== null)) {
      expect(isFlagCode(language.flag), `${language.code}: ${language.flag}`).toBe(true);
      expect(hasFlag(language.flag!), `${language.code}: ${language.flag}`).toBe(true);
    }
  });

  it("should keep the documented country choices", () => {
    const flagOf = (code: string) => SUPPORTED_LANGUAGES.find((l) => l.code === code)?.flag;
    expect(flagOf("en")).toBe("gb");
    expect(flagOf("la")).toBe("va");
    expect(flagOf("eu")).toBe("es");
    expect(flagOf("br")).toBe("fr");
    expect(flagOf("gd")).toBe("gb-sct");
    expect(flagOf("cy")).toBe("gb-wls");
    expect(flagOf("zh-TW")).toBe("tw");
  });

  it("should give every seed cuisine with a flag one the site can draw", () => {
    const flagged = lookups.cuisines.filter((c) => "flag" in c);
    expect(flagged.length).toBeGreaterThanOrEqual(10);
    for (const cuisine of flagged) expect(hasFlag(cuisine.flag), `${cuisine.name}: ${cuisine.flag}`).toBe(true);
  });

  it("should ship exactly the flags the site names, not the whole set", () => {
    const used = new Set(
      [...SUPPORTED_LANGUAGES.map((l) => l.flag), ...lookups.cuisines.map((c) => c.flag), ...COUNTRIES.map(([code]) => code)].filter(
        (f): f is string => !!f,
      ),
    );
    expect(new Set(flagCodes())).toEqual(used);
  });

  it("should draw the flag of every country a visitor can choose", () => {
    expect(COUNTRIES.filter(([code]) => !hasFlag(code)).map(([code]) => code)).toEqual([]);
  });

  it("should draw a flag as a standalone 4:3 SVG and nothing for an unknown or malformed code", () => {
    expect(renderFlag("in")).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="480" viewBox="0 0 640 480">.+<\/svg>$/s,
    );
    for (const code of ["xx", "IN", "__proto__", "constructor", "../in", "in.svg", ""]) expect(renderFlag(code)).toBeNull();
  });

  it("should leave no emoji flag in the sources, seeds or interface catalogues", () => {
    const offenders = sourceFiles(srcDir).filter((file) => EMOJI_FLAG.test(readFileSync(file, "utf8")));
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });
});
