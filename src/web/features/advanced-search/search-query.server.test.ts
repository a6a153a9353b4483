import { describe, expect, it } from "vitest";
import { advancedSearchHref, DEFAULT_FILTERS, toSearchParams } from "./filters";
import { readAdvancedSearch } from "./search-query.server";

/** The form as a browser sends it without JavaScript: every field, the untouched ones at their defaults. */
const untouchedForm = [
  "query=",
  "category=",
  "cuisine=",
  "dietType=",
  "difficulty=",
  "cookingTimeMin=0",
  "cookingTimeMax=180",
  "servingsMin=1",
  "servingsMax=12",
  "rating=0",
  "ingredients=",
  "excludeIngredients=",
  "mealType=",
  "priceRange=",
  "caloriesMin=0",
  "caloriesMax=2000",
  "ayurvedicDosha=",
  "season=",
  "spiceLevel=",
  "sort=relevance",
].join("&");

describe("the advanced search read from the page's address", () => {
  it("should ask for no search when the address names no filter (a saved search's id is not one)", () => {
    expect(readAdvancedSearch(new URLSearchParams(""))).toBeNull();
    expect(readAdvancedSearch(new URLSearchParams("saved=abc"))).toBeNull();
  });

  it("should read the untouched form as a search for every recipe, with no bound from the sliders' ends", () => {
    const read = readAdvancedSearch(new URLSearchParams(untouchedForm));
    expect(read?.filters).toEqual(DEFAULT_FILTERS);
    expect(read?.page).toBe(1);
    expect(read?.query).toMatchObject({ page: 1, ingredients: [], cookingMethods: [] });
    expect(read?.query.cookingTimeMax).toBeUndefined();
    expect(read?.query.caloriesMin).toBeUndefined();
  });

  it("should read what the form sends: text, choices, ranges, checked boxes, chips and typed ingredients", () => {
    const sent = new URLSearchParams(untouchedForm);
    sent.set("query", "  dal ");
    sent.set("dietType", "vegan");
    sent.set("cookingTimeMax", "60");
    sent.set("rating", "4");
    sent.append("cookingMethods", "baking");
    sent.append("cookingMethods", "steaming");
    sent.append("ingredients", "rice");
    sent.append("ingredients", "lentils, ginger");
    sent.set("page", "2");
    const read = readAdvancedSearch(sent)!;
    expect(read.filters).toMatchObject({
      query: "dal",
      dietType: "vegan",
      cookingTime: [0, 60],
      rating: 4,
      cookingMethods: ["baking", "steaming"],
      ingredients: ["rice", "lentils", "ginger"],
    });
    expect(read.page).toBe(2);
    // The search runs with what the form's script would send for the same filters.
    expect(read.query).toMatchObject({
      query: "dal",
      dietType: "vegan",
      cookingTimeMax: 60,
      rating: 4,
      ingredients: ["rice", "lentils", "ginger"],
      page: 2,
    });
    expect(read.query.cookingTimeMin).toBeUndefined();
  });

  it("should drop a value the contract refuses and keep the rest of the search", () => {
    const read = readAdvancedSearch(new URLSearchParams("query=curry&difficulty=impossible&caloriesMax=abc&sort=%00"))!;
    expect(read.filters).toEqual({ ...DEFAULT_FILTERS, query: "curry" });
    expect(read.query).toMatchObject({ query: "curry" });
    expect(read.query.difficulty).toBeUndefined();
  });

  it("should give each page of results an address that reads back as the same search", () => {
    const filters = { ...DEFAULT_FILTERS, query: "dal", cookingTime: [15, 180] as [number, number] };
    const href = advancedSearchHref("/advanced-search", filters, 3);
    expect(href).toBe(`/advanced-search?${toSearchParams(filters, 3)}#advanced-search-results`);
    const read = readAdvancedSearch(new URL(href, "http://site.invalid").searchParams)!;
    expect([read.filters, read.page]).toEqual([filters, 3]);
    // The untouched form still asks for a search: every recipe, in its order.
    expect(advancedSearchHref("/advanced-search", DEFAULT_FILTERS)).toBe("/advanced-search?sort=relevance#advanced-search-results");
    expect(readAdvancedSearch(new URLSearchParams("sort=relevance"))?.filters).toEqual(DEFAULT_FILTERS);
  });
});
