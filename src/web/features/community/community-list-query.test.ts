import { describe, expect, it } from "vitest";
import { communityListHref, hasCommunityFilters, readCommunityListParams } from "./community-list-query";

const read = (query: string) => readCommunityListParams(new URLSearchParams(query));

describe("community list URL state", () => {
  it("should read search, cuisine, meal type and page, and write them back as one clean URL", () => {
    const state = read("search=%20%20moong%20%20dal%20&cuisine=Indian&mealType=Dinner&page=2");
    expect(state).toEqual({ search: "moong dal", cuisine: "Indian", mealType: "dinner", page: 2 });
    expect(communityListHref(state)).toBe("/community-recipes?search=moong+dal&cuisine=Indian&mealType=dinner&page=2");
    expect(hasCommunityFilters(state)).toBe(true);
  });

  it("should treat 'all', blanks, unknown meal types and odd pages as no filter and page 1", () => {
    const state = read("search=&cuisine=all&mealType=brunch&page=-3");
    expect(state).toEqual({ page: 1 });
    expect(communityListHref(state)).toBe("/community-recipes");
    expect(hasCommunityFilters(state)).toBe(false);
    expect(read("page=0").page).toBe(1);
    expect(read("page=1e3").page).toBe(1);
    // Control characters are no search.
    expect(read("search=%00%01").search).toBeUndefined();
    expect(read(`search=${"a".repeat(300)}`).search).toHaveLength(200);
  });
});
