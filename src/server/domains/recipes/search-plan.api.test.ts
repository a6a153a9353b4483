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
