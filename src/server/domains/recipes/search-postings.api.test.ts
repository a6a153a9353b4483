import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { recipes } from "../../db/schema/index";
import { generateRecipes } from "../../db/seed/recipe-generator";
import { buildTestApp } from "../../test-support/test-app";
import { recipeSearchFields } from "./search-index";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // The demo recipes and a few hundred generated ones: enough overlap for multi-word searches.
  for (let done = 0; done < 600; done += 200) {
    await app.database.db.insert(recipes).values(generateRecipes(200, 10_000 + done));
  }
}, 120_000);
afterAll(async () => app?.close());

type Page = { recipes: { id: number; title: string }[]; total: number; totalPages: number };
const search = async (params: string): Promise<Page> => {
  const res = await app.inject({ method: "GET", url: `/api/recipes/advanced-search?${params}` });
  expect(res.statusCode, `${params}: ${res.body}`).toBe(200);
  return res.json();
};

describe("search postings", () => {
  it("should give the same recipes, order and total as the full-text index", async () => {
    // cookingTimeMax=1440 excludes nothing but sends the search through recipes' own indexes.
    const [{ longest }] = await queryRows<{ longest: number }>(app.database.db, sql`SELECT max(total_time) AS longest FROM recipes`);
    expect(longest).toBeLessThanOrEqual(1440);
    const queries = [
      "query=curry",
      "query=rice&cuisine=indian",
      "query=chickpea%20curry",
      "query=spicy%20lentil%20soup",
      "query=garlic&category=main-course&dietType=vegan",
      "query=coconut&difficulty=easy&page=2",
      "query=Tomato%20GINGER",
      "query=the",
      "query=zzzzqqq",
    ];
    for (const params of queries) {
      const fromPostings = await search(`${params}&limit=50`);
      const fromDocuments = await search(`${params}&limit=50&cookingTimeMax=1440`);
      expect(fromPostings.total, params).toBe(fromDocuments.total);
      expect(fromPostings.recipes.map((r) => r.id), params).toEqual(fromDocuments.recipes.map((r) => r.id));
    }
    expect((await search("query=curry")).total).toBeGreaterThan(12);
  });

  it("should count a page past the last and give it no recipes", async () => {
    const first = await search("query=curry&cuisine=indian");
    const beyond = await search(`query=curry&cuisine=indian&page=${first.totalPages + 1}`);
    expect(beyond.recipes).toEqual([]);
    expect(beyond.total).toBe(first.total);
    const pairBeyond = await search(`query=chickpea%20curry&page=500`);
    expect(pairBeyond.total).toBe((await search("query=chickpea%20curry")).total);
  });

  it("should follow recipes as they are added, renamed and removed", async () => {
    // Asked before the dish exists, the word reads as a misspelling; that reading must not stick.
    const before = await search("query=quokkaberry");
    expect(before.recipes.every((r) => !/quokkaberry/i.test(r.title))).toBe(true);
    const [draft] = generateRecipes(1, 90_000);
    const recipe = { ...draft, title: "Quokkaberry Tart", tags: [], ...recipeSearchFields({ ...draft, tags: [] }) };
    const [{ id }] = await app.database.db.insert(recipes).values(recipe).returning({ id: recipes.id });

    const added = await search("query=quokkaberry");
    expect(added.total).toBe(1);
    expect(added.recipes[0].id).toBe(id);
    // The new word is in the spelling dictionary: a near miss finds it.
    expect((await search("query=quokkaberri")).recipes[0]?.id).toBe(id);

    await app.database.db.update(recipes).set({ title: "Wombatfruit Tart", featured: true }).where(eq(recipes.id, id));
    expect((await search("query=quokkaberry")).total).toBe(0);
    const renamed = await app.inject({ method: "GET", url: "/api/recipes?search=wombatfruit&featured=true" });
    expect(renamed.json().recipes.map((r: { id: number }) => r.id)).toEqual([id]);

    await app.database.db.delete(recipes).where(eq(recipes.id, id));
    expect((await search("query=wombatfruit")).total).toBe(0);
    const [{ count }] = await queryRows<{ count: number }>(
      app.database.db,
      sql`SELECT count(*)::int AS count FROM recipe_search_terms WHERE recipe_id = ${id}`,
    );
    expect(count).toBe(0);
  });
});
