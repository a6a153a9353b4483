import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFiltered, keepKnownFilters, readRecipeListParams, recipeListHref, shownRange, RECIPE_LIST_KEYS } from "./list-query";
import { parseRecipeListParams } from "./list-query.server";

const parse = (query: string) => parseRecipeListParams(new URLSearchParams(query));

// The browser's reader (no zod) must give the loader's answers (the contract's) on every URL.
describe.each([
  ["the contract (loader)", parseRecipeListParams],
  ["the browser reader", readRecipeListParams],
])("recipe list URL read by %s", (_, reader) => {
  const parse = (query: string) => reader(new URLSearchParams(query));

  it("should read every filter and the page", () => {
    expect(parse("category=soup&cuisine=indian&dietType=vegan&search=%20dal%20&featured=true&page=3")).toEqual({
      category: "soup",
      cuisine: "indian",
      dietType: "vegan",
      search: "dal",
      featured: true,
      page: 3,
    });
  });

  it("should treat blank and 'all' as no filter and start at page 1", () => {
    expect(parse("category=all&cuisine=&dietType=all&search=")).toEqual({
      category: undefined,
      cuisine: undefined,
      dietType: undefined,
      search: undefined,
      featured: undefined,
      page: 1,
    });
  });

  it("should drop only the values the contract refuses and keep the rest", () => {
    const query = parse("page=abc&featured=maybe&cuisine=thai");
    expect(query).toMatchObject({ page: 1, featured: undefined, cuisine: "thai" });
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
  });

  it("should drop a filter holding a NUL or control character, so it never reaches the database", () => {
    expect(parse("category=%00&cuisine=thai")).toMatchObject({ category: undefined, cuisine: "thai" });
    expect(parse("cuisine=indian%00&dietType=%1B&search=dal%00")).toMatchObject({
      cuisine: undefined,
      dietType: undefined,
      search: undefined,
    });
  });

  it("should cut an over-long search to 200 characters rather than fail", () => {
    expect(parse(`search=${"a".repeat(500)}`).search).toHaveLength(200);
  });
});

describe("recipe list URL", () => {
  it("should read any URL in the browser exactly as the contract does", () => {
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 8 }),
      fc.constantFrom("", " ", "all", " all ", "true", "false", "TRUE", "0", "1", "2.5", "-3", " 7 ", "1e3", "0x10", "Infinity", "NaN"),
      fc.constantFrom("\u0000", "\u001b", "\u0085", "\u00a0x", "\ud800", "a\tb", "\u2028", "\ufeffx"),
      fc.integer({ min: 90, max: 210 }).map((n) => "d".repeat(n)),
      fc.integer({ min: 0, max: 200_000 }).map(String),
    );
    const params = fc.array(fc.tuple(fc.constantFrom(...RECIPE_LIST_KEYS, "limit", "other"), value), { maxLength: 8 });
    fc.assert(
      fc.property(params, (entries) => {
        const search = new URLSearchParams(entries);
        expect(readRecipeListParams(search)).toEqual(parseRecipeListParams(search));
      }),
      { numRuns: 2000 },
    );
  });

  it("should forget a category, cuisine or diet the catalogue does not know", () => {
    const lookups = { categories: [{ name: "soup" }], cuisines: [{ name: "indian" }], dietTypes: [{ name: "vegan" }] };
    const query = keepKnownFilters(parse("category=soup&cuisine=atlantis&dietType=vegan&page=2"), lookups);
    expect(query).toMatchObject({ category: "soup", cuisine: undefined, dietType: "vegan", page: 2 });
  });

  it("should build clean URLs that read back to the same filters", () => {
    expect(recipeListHref(parse(""))).toBe("/recipes");
    const href = recipeListHref({ ...parse("cuisine=indian&search=mac %26 cheese"), page: 2 });
    expect(href).toBe("/recipes?search=mac+%26+cheese&cuisine=indian&page=2");
    expect(parse(href.split("?")[1])).toEqual({ ...parse("cuisine=indian&search=mac %26 cheese"), page: 2 });
  });

  it("should say a list is filtered when any filter is on", () => {
    expect(isFiltered(parse("page=4"))).toBe(false);
    expect(isFiltered(parse("search=dal"))).toBe(true);
    expect(isFiltered(parse("featured=false"))).toBe(true);
    expect(isFiltered(parse("dietType=keto"))).toBe(true);
  });

  it("should number the cards shown on a page", () => {
    expect(shownRange(1, 64)).toEqual({ from: 1, to: 12 });
    expect(shownRange(6, 64)).toEqual({ from: 61, to: 64 });
    expect(shownRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
