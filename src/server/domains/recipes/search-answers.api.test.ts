import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advancedSearchQuerySchema, recipeListQuerySchema } from "../../../shared/schemas/recipe";
import type { DatabaseHandle } from "../../db/client";
import { recipes } from "../../db/schema/index";
import { buildTestApp } from "../../test-support/test-app";
import { createRecipeService } from "./service";

type QueryClient = { query: (text: string | { text: string }, ...rest: unknown[]) => Promise<unknown> };

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;
/** Statements that read recipes or their postings (a search's page or count), as the database client saw them. */
const recipeReads: string[] = [];
/** Set to make the next such statement fail, as a lost connection would. */
let failNextRead = false;

beforeAll(async () => {
  app = await buildTestApp();
  database = app.database;
  // Both drivers send every statement through their client's `query` (PGlite, or pg's pool).
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const query = client.query.bind(client);
  client.query = (text, ...rest) => {
    const sqlText = typeof text === "string" ? text : text.text;
    if (/"recipes"|recipe_search_terms/i.test(sqlText)) {
      recipeReads.push(sqlText);
      if (failNextRead) {
        failNextRead = false;
        return Promise.reject(new Error("the database went away"));
      }
    }
    return query(text, ...rest);
  };
});
afterAll(async () => app?.close());

describe("remembered search answers", () => {
  it("should keep the searches asked most recently when the bound is reached, and read again the one least recently asked", async () => {
    const service = createRecipeService(database.db, { recipesVersion: database.recipesVersion, maxSearchAnswers: 2 });
    const search = async (text: string) => {
      const before = recipeReads.length;
      const answer = await service.list(recipeListQuerySchema.parse({ search: text, limit: "5" }));
      expect(answer.total, text).toBeGreaterThan(0);
      return recipeReads.length - before;
    };
    expect(await search("lentil")).toBe(1);
    expect(await search("curry")).toBe(1);
    // Asked again: from memory, and now the most recently asked.
    expect(await search("lentil")).toBe(0);
    // A third search makes room by letting go of the one least recently asked: curry.
    expect(await search("rice")).toBe(1);
    expect(await search("lentil")).toBe(0);
    expect(await search("curry")).toBe(1);
  });

  it("should answer a later page past the last, and its count, in one statement", async () => {
    const service = createRecipeService(database.db, { recipesVersion: database.recipesVersion });
    const statements = async (query: Record<string, string>) => {
      const before = recipeReads.length;
      const answer = await service.list(recipeListQuerySchema.parse({ limit: "1", ...query }));
      return { answer, statements: recipeReads.length - before };
    };
    // Nothing is known of this search yet: the page past its last carries the count itself.
    const past = await statements({ search: "lentil", page: "999" });
    expect(past.statements).toBe(1);
    expect(past.answer.recipes).toEqual([]);
    const first = await statements({ search: "lentil" });
    expect(first.answer.total).toBeGreaterThan(1);
    expect(past.answer).toEqual({ recipes: [], total: first.answer.total, totalPages: first.answer.total });
    // The next page was read with the first: no statement, its own recipe.
    const second = await statements({ search: "lentil", page: "2" });
    expect(second.statements).toBe(0);
    expect(second.answer.total).toBe(first.answer.total);
    expect(second.answer.recipes).toHaveLength(1);
    expect(second.answer.recipes[0].id).not.toBe(first.answer.recipes[0].id);
    // Sorted another way than relevance, the page past the last is one statement too.
    const quickest = (page: string) => advancedSearchQuerySchema.parse({ query: "lentil", limit: "1", sort: "quickest", page });
    const before = recipeReads.length;
    const quickestPast = await service.advancedSearch(quickest("999"));
    expect(recipeReads.length - before).toBe(1);
    const quickestFirst = await service.advancedSearch(quickest("1"));
    expect(quickestFirst.total).toBe(first.answer.total);
    expect(quickestPast).toEqual({ recipes: [], total: quickestFirst.total, totalPages: quickestFirst.total });
  });

  it("should read a search's pages in blocks, each page cut from its block's one read in the list's order", async () => {
    const service = createRecipeService(database.db, { recipesVersion: database.recipesVersion });
    const page = async (query: Record<string, string>) => {
      const before = recipeReads.length;
      const answer = await service.list(recipeListQuerySchema.parse(query));
      return { answer, statements: recipeReads.length - before };
    };
    // The same list in one page of 50 (a block of its own), from a service that remembers nothing yet.
    const whole = (
      await createRecipeService(database.db, { recipesVersion: database.recipesVersion }).list(
        recipeListQuerySchema.parse({ limit: "50", page: "1" }),
      )
    ).recipes.map((recipe) => recipe.id);
    expect(whole).toHaveLength(50);
    // One recipe a page: pages 1 to 48 are one block, read once; page 49 begins the next.
    const first = await page({ limit: "1" });
    expect(first.statements).toBe(1);
    expect(first.answer.totalPages).toBe(first.answer.total);
    const ids = [first.answer.recipes[0].id];
    for (let n = 2; n <= 48; n++) {
      const later = await page({ limit: "1", page: String(n) });
      expect(later.statements, `page ${n}`).toBe(0);
      expect(later.answer.total).toBe(first.answer.total);
      ids.push(...later.answer.recipes.map((recipe) => recipe.id));
    }
    const next = await page({ limit: "1", page: "49" });
    expect(next.statements).toBe(1);
    ids.push(...next.answer.recipes.map((recipe) => recipe.id));
    expect(await page({ limit: "1", page: "50" })).toMatchObject({ statements: 0 });
    ids.push(...(await page({ limit: "1", page: "50" })).answer.recipes.map((recipe) => recipe.id));
    expect(ids).toEqual(whole);
  });

  it("should read a block again when one of its recipes has since been read at a newer version", async () => {
    const service = createRecipeService(database.db, { recipesVersion: database.recipesVersion });
    const query = recipeListQuerySchema.parse({ search: "lentil", limit: "2" });
    const first = await service.list(query);
    const [top] = first.recipes;
    const rating = top.rating;
    // A change to any recipe moves the version on: the remembered block no longer answers.
    await database.db
      .update(recipes)
      .set({ rating: rating === 5 ? 4.9 : 5 })
      .where(eq(recipes.id, top.id));
    try {
      const before = recipeReads.length;
      const again = await service.list(query);
      expect(recipeReads.length - before).toBe(1);
      expect(again.recipes.find((recipe) => recipe.id === top.id)?.rating).toBe(rating === 5 ? 4.9 : 5);
      // Read again at the new version, the block answers its next page from memory.
      const beforeNext = recipeReads.length;
      await service.list({ ...query, page: 2 });
      expect(recipeReads.length - beforeNext).toBe(0);
    } finally {
      await database.db.update(recipes).set({ rating }).where(eq(recipes.id, top.id));
    }
  });

  it("should fail a search whose read fails, and read it again when asked next, never remembering the failure", async () => {
    const service = createRecipeService(database.db, { recipesVersion: database.recipesVersion });
    const query = recipeListQuerySchema.parse({ search: "rice", limit: "3" });
    failNextRead = true;
    // The driver's failure, as the query builder passes it on.
    await expect(service.list(query)).rejects.toMatchObject({ cause: expect.objectContaining({ message: "the database went away" }) });
    const before = recipeReads.length;
    const answer = await service.list(query);
    expect(recipeReads.length - before).toBe(1);
    expect(answer.recipes).toHaveLength(3);
    // The failure was not kept as the block's answer: the next page comes from the new read.
    const next = await service.list({ ...query, page: 2 });
    expect(recipeReads.length - before).toBe(1);
    expect(next.recipes.map((recipe) => recipe.id)).not.toContain(answer.recipes[0].id);
  });
});
