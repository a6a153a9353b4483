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
  it("should give the recipes, order and total the search documents give, on every path", async () => {
    type Case = { text: string; filters?: Record<string, string>; page?: number };
    const cases: Case[] = [
      { text: "curry" },
      { text: "rice", filters: { cuisine: "indian" } },
      { text: "chickpea curry" },
      { text: "spicy lentil soup" },
      { text: "garlic", filters: { category: "main-course", dietType: "vegan" } },
      { text: "coconut", filters: { difficulty: "easy" }, page: 2 },
      { text: "Tomato GINGER" },
      { text: "the" },
      { text: "zzzzqqq" },
    ];
    const columns: Record<string, string> = { cuisine: "cuisine", category: "category", dietType: "diet_type", difficulty: "difficulty" };
    /** The truth, straight from each recipe's search document: @@ to match, search_score to rank. */
    const fromDocuments = async ({ text, filters = {}, page = 1 }: Case, order: "relevance" | "rating") => {
      const where = Object.entries(filters).map(([key, value]) => sql` AND ${sql.raw(columns[key])} = ${value}`);
      const rank =
        order === "rating"
          ? sql`rating DESC, id`
          : sql`search_score(search_vector, tsvector_to_array(to_tsvector('english', f_unaccent(${text})))) DESC, rating DESC, id`;
      const match = sql`search_vector @@ websearch_to_tsquery('english', f_unaccent(${text}))${sql.join(where)}`;
      const rows = await queryRows<{ id: number }>(
        app.database.db,
        sql`
        SELECT id FROM recipes WHERE ${match} ORDER BY ${rank} LIMIT 50 OFFSET ${(page - 1) * 50}`,
      );
      const [{ total }] = await queryRows<{ total: number }>(
        app.database.db,
        sql`SELECT count(*)::int AS total FROM recipes WHERE ${match}`,
      );
      return { ids: rows.map((r) => r.id), total };
    };
    // cookingTimeMax=1440 excludes nothing but takes the path for filters only recipes have.
    const [{ longest }] = await queryRows<{ longest: number }>(app.database.db, sql`SELECT max(total_time) AS longest FROM recipes`);
    expect(longest).toBeLessThanOrEqual(1440);
    for (const c of cases) {
      const params = new URLSearchParams({ query: c.text, ...c.filters, page: String(c.page ?? 1), limit: "50" }).toString();
      for (const [extra, order] of [
        ["", "relevance"],
        ["&cookingTimeMax=1440", "relevance"],
        ["&sort=rating", "rating"],
      ] as const) {
        const expected = await fromDocuments(c, order);
        const found = await search(params + extra);
        expect(found.total, params + extra).toBe(expected.total);
        expect(
          found.recipes.map((r) => r.id),
          params + extra,
        ).toEqual(expected.ids);
      }
    }
    expect((await search("query=curry")).total).toBeGreaterThan(12);
  });

  it("should filter by ranges and sort by time as recipes' own columns do, and follow a recipe's change", async () => {
    type Case = { text: string; params: string; where: ReturnType<typeof sql>; order: ReturnType<typeof sql> };
    const quickest = sql`total_time, rating DESC, id`;
    const cases: Case[] = [
      { text: "curry", params: "caloriesMax=500&sort=quickest", where: sql`calories <= 500`, order: quickest },
      {
        text: "rice",
        params: "cookingTimeMin=30&cookingTimeMax=60&sort=newest",
        where: sql`total_time BETWEEN 30 AND 60`,
        order: sql`created_at DESC, id DESC`,
      },
      {
        text: "garlic ginger",
        params: "servingsMin=2&servingsMax=6&caloriesMin=300",
        where: sql`servings BETWEEN 2 AND 6 AND calories >= 300`,
        order: sql`search_score(search_vector, tsvector_to_array(to_tsvector('english', 'garlic ginger'))) DESC, rating DESC, id`,
      },
      {
        text: "garlic",
        params: "rating=4&caloriesMax=700&sort=rating",
        where: sql`rating >= 4 AND calories <= 700`,
        order: sql`rating DESC, id`,
      },
    ];
    /** The truth, from recipes' own columns: the search document to match, the recipe's columns to filter and order. */
    const fromRecipes = async ({ text, where, order }: Case) => {
      const match = sql`search_vector @@ websearch_to_tsquery('english', f_unaccent(${text})) AND ${where}`;
      const rows = await queryRows<{ id: number }>(app.database.db, sql`SELECT id FROM recipes WHERE ${match} ORDER BY ${order} LIMIT 50`);
      const [{ total }] = await queryRows<{ total: number }>(
        app.database.db,
        sql`SELECT count(*)::int AS total FROM recipes WHERE ${match}`,
      );
      return { ids: rows.map((r) => r.id), total };
    };
    const compare = async (c: Case) => {
      const params = `query=${encodeURIComponent(c.text)}&${c.params}&limit=50`;
      const expected = await fromRecipes(c);
      const found = await search(params);
      expect(found.total, params).toBe(expected.total);
      expect(expected.total, params).toBeGreaterThan(0);
      expect(
        found.recipes.map((r) => r.id),
        params,
      ).toEqual(expected.ids);
      return found;
    };
    for (const c of cases) await compare(c);

    // A curry within the calories, not the quickest: only its calories change, then only its times.
    const [curry] = cases;
    const before = await compare(curry);
    const changed = before.recipes[before.recipes.length - 1];
    const [recipe] = await app.database.db
      .select({ nutritionFacts: recipes.nutritionFacts, prepTime: recipes.prepTime, cookTime: recipes.cookTime })
      .from(recipes)
      .where(eq(recipes.id, changed.id));
    try {
      await app.database.db.execute(
        sql`UPDATE recipes SET nutrition_facts = nutrition_facts || '{"calories": 900}' WHERE id = ${changed.id}`,
      );
      const tooRich = await compare(curry);
      expect(tooRich.recipes.map((r) => r.id)).not.toContain(changed.id);
      expect(tooRich.total).toBe(before.total - 1);

      await app.database.db.execute(
        sql`UPDATE recipes SET nutrition_facts = nutrition_facts || '{"calories": 100}' WHERE id = ${changed.id}`,
      );
      await app.database.db.execute(sql`UPDATE recipes SET prep_time = 0, cook_time = 0 WHERE id = ${changed.id}`);
      const quickestNow = await compare(curry);
      expect(quickestNow.recipes[0].id).toBe(changed.id);
      expect(quickestNow.total).toBe(before.total);
    } finally {
      await app.database.db.update(recipes).set(recipe).where(eq(recipes.id, changed.id));
    }
    expect((await compare(curry)).recipes.map((r) => r.id)).toEqual(before.recipes.map((r) => r.id));
  });

  it("should match ingredients to include and exclude as the search documents do", async () => {
    const ids = async (where: ReturnType<typeof sql>) =>
      (
        await queryRows<{ id: number }>(app.database.db, sql`SELECT id FROM recipes WHERE ${where} ORDER BY featured DESC, rating DESC, id`)
      ).map((r) => r.id);
    const cases: [string, ReturnType<typeof sql>][] = [
      ["ingredients=garlic", sql`search_vector @@ to_tsquery('english', 'garlic:D')`],
      ["ingredients=coconut%20milk", sql`search_vector @@ to_tsquery('english', 'coconut:D & milk:D')`],
      [
        "ingredients=garlic&excludeIngredients=onions",
        sql`search_vector @@ to_tsquery('english', 'garlic:D') AND NOT search_vector @@ to_tsquery('english', 'onions:D')`,
      ],
      ["ingredients=the", sql`false`],
      ["excludeIngredients=the&cuisine=thai", sql`cuisine = 'thai'`],
    ];
    for (const [params, where] of cases) {
      const expected = await ids(where);
      const found = await search(`${params}&limit=50`);
      expect(found.total, params).toBe(expected.length);
      expect(
        found.recipes.map((r) => r.id),
        params,
      ).toEqual(expected.slice(0, 50));
    }
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
