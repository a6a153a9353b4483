import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipeListQuerySchema } from "../../../shared/schemas/recipe";
import type { DatabaseHandle } from "../../db/client";
import { buildTestApp } from "../../test-support/test-app";
import { createRecipeService } from "./service";

type QueryClient = { query: (text: string | { text: string }, ...rest: unknown[]) => Promise<unknown> };

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;
/** Statements that read recipes (a search's page), as the database client saw them. */
const recipeReads: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  database = app.database;
  // Both drivers send every statement through their client's `query` (PGlite, or pg's pool).
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const query = client.query.bind(client);
  client.query = (text, ...rest) => {
    const sqlText = typeof text === "string" ? text : text.text;
    if (/from "recipes"/i.test(sqlText)) recipeReads.push(sqlText);
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
});
