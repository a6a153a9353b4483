import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../db/schema/index";
import { generateRecipes } from "../../db/seed/recipe-generator";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.database.db.insert(recipes).values(generateRecipes(300, 500));
}, 120_000);
afterAll(async () => app?.close());

const total = async (params: string): Promise<number> => {
  const res = await app.inject({ method: "GET", url: `/api/recipes?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
};

/** What the totals must be: the recipes counted one by one. */
const counted = async (where: (r: typeof recipes.$inferSelect) => boolean) =>
  (await app.database.db.select().from(recipes)).filter(where).length;

describe("recipe list totals", () => {
  it("should match the recipes for every list filter, alone and combined", async () => {
    expect(await total("")).toBe(await counted(() => true));
    expect(await total("cuisine=indian")).toBe(await counted((r) => r.cuisine === "indian"));
    expect(await total("category=soup")).toBe(await counted((r) => r.category === "soup"));
    expect(await total("dietType=vegan")).toBe(await counted((r) => r.dietType === "vegan"));
    // (featured=true alone is the home page's plain array, so it is asked with a page.)
    expect(await total("featured=true&page=1")).toBe(await counted((r) => r.featured));
    expect(await total("cuisine=indian&dietType=vegan")).toBe(await counted((r) => r.cuisine === "indian" && r.dietType === "vegan"));
    expect(await total("cuisine=atlantis")).toBe(0);
  });

  it("should follow recipes as they are added, changed and removed", async () => {
    const all = await total("");
    const thai = await total("cuisine=thai");
    const rows = generateRecipes(3, 7_000).map((r) => ({ ...r, cuisine: "thai" }));
    const ids = (await app.database.db.insert(recipes).values(rows).returning({ id: recipes.id })).map((r) => r.id);
    expect(await total("")).toBe(all + 3);
    expect(await total("cuisine=thai")).toBe(thai + 3);

    await app.database.db.update(recipes).set({ cuisine: "korean" }).where(eq(recipes.id, ids[0]));
    expect(await total("cuisine=thai")).toBe(thai + 2);
    expect(await total("")).toBe(all + 3);

    await app.database.db.delete(recipes).where(inArray(recipes.id, ids));
    expect(await total("")).toBe(all);
    expect(await total("cuisine=thai")).toBe(thai);
  });

  it("should serve the list's first and a deep page in the list's order", async () => {
    const page1 = (await app.inject({ method: "GET", url: "/api/recipes?limit=50" })).json();
    const page2 = (await app.inject({ method: "GET", url: "/api/recipes?limit=50&page=2" })).json();
    const listed = [...page1.recipes, ...page2.recipes] as { featured: boolean; rating: number; id: number }[];
    const expected = (await app.database.db.select().from(recipes))
      .sort((a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating || a.id - b.id)
      .slice(0, 100)
      .map((r) => r.id);
    expect(listed.map((r) => r.id)).toEqual(expected);
  });
});
