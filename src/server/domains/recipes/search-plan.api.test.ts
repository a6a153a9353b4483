import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../db/schema/index";
import { generateRecipes } from "../../db/seed/recipe-generator";
import { advancedSearchQuerySchema } from "../../../shared/schemas/recipe";
import { buildTestApp } from "../../test-support/test-app";

// Enough generated recipes that the planner would rather scan the table than use a bad index.
const GENERATED = 20_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  for (let done = 0; done < GENERATED; done += 1000) {
    await app.database.db.insert(recipes).values(generateRecipes(1000, done + 1));
  }
  // As after any bulk load (scripts/seed-recipes.ts): the visibility map lets the narrow indexes
  // answer without the rows, and the planner counts on it.
  await app.database.rawQuery("VACUUM ANALYZE recipes");
  await app.database.rawQuery("VACUUM ANALYZE recipe_search_terms");
}, 180_000);
afterAll(async () => app?.close());

const plan = (params: string) =>
  app.services.recipes.explainAdvancedSearch(advancedSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(params))));

describe("search plans over many recipes", () => {
  it("should answer word searches from the postings' indexes, not a scan of recipes", async () => {
    for (const params of [
      "query=chickpea%20curry",
      "query=turmric",
      "query=curry&cuisine=indian",
      "query=curry&caloriesMax=600",
      "query=rice&sort=quickest",
    ]) {
      const text = await plan(params);
      expect(text, params).toMatch(/recipe_search_terms_(rank_idx|lexeme_recipe_id_pk)/);
      // Only the one-row table of the recipes' version, read beside each page, may be scanned.
      expect(text, params).not.toMatch(/Seq Scan on (?!recipes_version\b)/);
    }
  });

  it("should filter by ranges and sort by time on the postings' copies, reading recipes only for the page", async () => {
    const quickest = "query=rice&caloriesMax=600&sort=quickest";
    for (const params of [
      quickest,
      "query=curry&cookingTimeMin=20&servingsMax=4&sort=newest",
      "query=chickpea%20curry&caloriesMin=200&rating=4",
    ]) {
      const text = await plan(params);
      expect(text, params).toMatch(/Index Only Scan using recipe_search_terms_rank_idx/);
      // Recipes are read once, by primary key: the cards of the page's recipes.
      expect(text.match(/ on recipes\b/g), params).toHaveLength(1);
      expect(text, params).toMatch(/Index Scan using recipes_pkey on recipes\b/);
    }

    // With recipes read only for the page, the filter and the order are the postings' copies:
    // they must follow a recipe whose times, then calories, change.
    const quickestPage = async () => {
      const res = await app.inject({ method: "GET", url: `/api/recipes/advanced-search?${quickest}&limit=12` });
      return res.json<{ recipes: { id: number }[]; total: number }>();
    };
    const before = await quickestPage();
    const [{ id, prepTime, cookTime, nutritionFacts }] = await app.database.db
      .select({ id: recipes.id, prepTime: recipes.prepTime, cookTime: recipes.cookTime, nutritionFacts: recipes.nutritionFacts })
      .from(recipes)
      .where(sql`${recipes.searchVector} @@ to_tsquery('english', 'rice') AND ${recipes.calories} <= 600 AND ${recipes.totalTime} > 30`)
      .orderBy(recipes.id)
      .limit(1);
    expect(before.recipes.map((r) => r.id)).not.toContain(id);
    try {
      await app.database.db.update(recipes).set({ prepTime: 0, cookTime: 0 }).where(eq(recipes.id, id));
      const quickestNow = await quickestPage();
      expect(quickestNow.recipes[0].id).toBe(id);
      expect(quickestNow.total).toBe(before.total);
      await app.database.db
        .update(recipes)
        .set({ nutritionFacts: { ...nutritionFacts, calories: 900 } })
        .where(eq(recipes.id, id));
      const tooRich = await quickestPage();
      expect(tooRich.recipes.map((r) => r.id)).not.toContain(id);
      expect(tooRich.total).toBe(before.total - 1);
    } finally {
      await app.database.db.update(recipes).set({ prepTime, cookTime, nutritionFacts }).where(eq(recipes.id, id));
    }
    expect(await quickestPage()).toEqual(before);
  });

  it("should answer phrases from the full-text index", async () => {
    for (const params of ["query=%22coconut%20milk%22&cuisine=thai", "query=%22coconut%20milk%22&caloriesMax=600"]) {
      const text = await plan(params);
      expect(text, params).toMatch(/recipes_search_idx/);
      expect(text, params).not.toMatch(/Seq Scan on recipes\b/);
    }
  });

  it("should use an index for each selective filter", async () => {
    const cases: [string, RegExp][] = [
      ["ayurvedicDosha=pitta&difficulty=hard", /recipes_(dosha|difficulty)_idx/],
      ["season=winter&cookingMethods=baking", /recipes_(season|cooking_method)_idx/],
      ["ingredients=paneer", /recipe_search_terms_lexeme_recipe_id_pk/],
      ["sort=newest", /recipes_created_idx/],
      ["sort=rating&cuisine=thai", /recipes_(rating|cuisine)_idx/],
    ];
    for (const [params, index] of cases) {
      const text = await plan(params);
      expect(text, params).toMatch(index);
    }
  });

  it("should still find generated dishes by a misspelt word", async () => {
    const res = await app.inject({ method: "GET", url: "/api/recipes?search=chikpea" });
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.json().recipes[0].title.toLowerCase()).toContain("chickpea");
  });
});
