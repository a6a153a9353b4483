import { describe, expect, it } from "vitest";
import type { CommunityRecipeListQuery, CommunityRecipeSummary } from "../../../shared/schemas/community-recipe";
import { loadCommunityList } from "./load-community-list";

const recipe = (id: number, over: Partial<CommunityRecipeSummary> = {}): CommunityRecipeSummary => ({
  id,
  title: `Recipe ${id}`,
  authorName: "A Cook",
  cuisineType: "Indian",
  mealTypes: ["dinner"],
  prepTime: 10,
  cookTime: 20,
  servingSize: 4,
  image: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

function source(total: number, rows: CommunityRecipeSummary[]) {
  const asked: CommunityRecipeListQuery[] = [];
  return {
    asked,
    listCards: async (query: CommunityRecipeListQuery) => {
      asked.push(query);
      return { data: rows, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
    },
    overview: async () => ({ stats: { recipes: total, cuisines: 2, cooks: 3 }, cuisines: ["Indian", "Korean"] }),
  };
}

describe("loadCommunityList", () => {
  it("should ask for the URL's page of 12 with its filters, and give each recipe its photo or drawn artwork", async () => {
    const from = source(14, [
      recipe(1, { image: "/media/uploads/abc.webp" }),
      recipe(2, { mealTypes: ["breakfast", "lunch"] }),
      recipe(3, { mealTypes: ["lunch"] }),
    ]);
    const data = await loadCommunityList(
      from,
      new URL("https://site.test/community-recipes?search=dal&cuisine=korean&mealType=dinner&page=2"),
    );
    expect(from.asked).toEqual([{ search: "dal", cuisine: "korean", mealType: "dinner", page: 2, limit: 12 }]);
    // The cuisine as the list spells it.
    expect(data.query).toEqual({ search: "dal", cuisine: "Korean", mealType: "dinner", page: 2 });
    expect(data.recipes.map((r) => r.picture)).toEqual([
      "/media/uploads/abc.webp",
      "/api/art/pancakes/fbe3c4.svg",
      "/api/art/green-salad/e1eed3.svg",
    ]);
    expect(data).toMatchObject({ total: 14, totalPages: 2, stats: { recipes: 14, cuisines: 2, cooks: 3 }, cuisines: ["Indian", "Korean"] });
  });

  it("should send a page past the last one to the last page, and show one empty page when nothing matches", async () => {
    const thrown = await loadCommunityList(source(14, []), new URL("https://site.test/community-recipes?mealType=lunch&page=9")).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/community-recipes?mealType=lunch&page=2");
    const empty = await loadCommunityList(source(0, []), new URL("https://site.test/community-recipes?search=nothing"));
    expect(empty).toMatchObject({ recipes: [], total: 0, totalPages: 1 });
  });
});
