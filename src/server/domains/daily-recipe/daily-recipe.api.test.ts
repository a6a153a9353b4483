import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyRecipes, recipes } from "../../db/schema/index";
import { bearer, buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { auditOf } from "../moderation/moderation-test-kit";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { dayInZone } from "../../../shared/rules/zoned-time";
import { shiftDay } from "./service";

let app: FastifyInstance;
let token: string;
const TIME_ZONE = "Pacific/Kiritimati";

beforeAll(async () => {
  // A zone far from UTC: "today" must be the site's day, not the server's.
  app = await buildAdminTestApp({ seedDemoContent: true, SITE_TIME_ZONE: TIME_ZONE });
  token = (await signIn(app)).token;
});
afterAll(async () => {
  await app?.close();
});

const pick = (date: string, recipeId: unknown) =>
  app.inject({
    method: "PUT",
    url: `/api/admin/daily-recipes/${date}`,
    headers: { ...bearer(token), "content-type": "application/json" },
    payload: JSON.stringify({ recipeId }),
  });
const clear = (date: string) => app.inject({ method: "DELETE", url: `/api/admin/daily-recipes/${date}`, headers: bearer(token) });
const answer = (query = "") => app.inject({ method: "GET", url: `/api/daily-recipe${query}` });

async function nonFeaturedRecipe() {
  const [row] = await app.database.db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.featured, false))
    .orderBy(asc(recipes.id))
    .limit(1);
  return row;
}

describe("GET /api/daily-recipe", () => {
  it("should fall back to a featured recipe, the same one for the same date and defaulting to today in SITE_TIME_ZONE", async () => {
    const today = dayInZone(new Date(), TIME_ZONE);
    const first = await answer();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ date: today, source: "featured" });
    expect(first.json().recipe.featured).toBe(true);
    const again = await answer(`?date=${today}`);
    expect(again.json().recipe.id).toBe(first.json().recipe.id);
    // Over a run of days the fallback moves through the featured recipes.
    const ids = new Set<number>();
    for (let i = 1; i <= 6; i++) ids.add((await answer(`?date=${shiftDay(today, i)}`)).json().recipe.id);
    expect(ids.size).toBeGreaterThan(1);
  });

  it("should answer 400 for a date that is not YYYY-MM-DD or not on the calendar", async () => {
    for (const bad of ["2026-13-01", "2026-02-30", "tomorrow", "2026-1-5", ""]) {
      const res = await answer(`?date=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/date/);
    }
  });
});

describe("the team's daily recipe calendar", () => {
  it("should pick a recipe for a date, answer it publicly for that date, show it in the month, and audit it", async () => {
    const recipe = await nonFeaturedRecipe();
    const date = "2031-05-14";
    const res = await pick(date, recipe.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pick).toMatchObject({ date, recipe: { id: recipe.id, title: recipe.title }, chosenBy: "kitchen-lead" });

    const publicAnswer = await answer(`?date=${date}`);
    expect(publicAnswer.json()).toMatchObject({ date, source: "picked", recipe: { id: recipe.id } });
    // The day before is untouched.
    expect((await answer(`?date=2031-05-13`)).json().source).toBe("featured");

    const month = await app.inject({ method: "GET", url: "/api/admin/daily-recipes?month=2031-05", headers: bearer(token) });
    expect(month.json().picks).toEqual([expect.objectContaining({ date, recipe: expect.objectContaining({ id: recipe.id }) })]);

    const [audit] = await auditOf(app, "daily_recipe", date);
    expect(audit).toMatchObject({
      action: "daily_recipe.picked",
      actor: "kitchen-lead",
      before: null,
      after: { recipeId: recipe.id, title: recipe.title },
    });
  });

  it("should replace a pick, recording what it was before", async () => {
    const [a, b] = await app.database.db.select({ id: recipes.id }).from(recipes).orderBy(asc(recipes.id)).limit(2);
    const date = "2031-06-01";
    expect((await pick(date, a.id)).statusCode).toBe(200);
    expect((await pick(date, b.id)).statusCode).toBe(200);
    expect((await answer(`?date=${date}`)).json().recipe.id).toBe(b.id);
    const rows = await app.database.db.select().from(dailyRecipes).where(eq(dailyRecipes.day, date));
    expect(rows).toHaveLength(1);
    expect((await auditOf(app, "daily_recipe", date))[0].before).toEqual({ recipeId: a.id });
  });

  it("should clear a pick so the date falls back again, audited; clearing nothing is 404", async () => {
    const recipe = await nonFeaturedRecipe();
    const date = "2031-07-04";
    await pick(date, recipe.id);
    const res = await clear(date);
    expect(res.statusCode, res.body).toBe(200);
    expect((await answer(`?date=${date}`)).json().source).toBe("featured");
    expect((await auditOf(app, "daily_recipe", date))[0]).toMatchObject({
      action: "daily_recipe.cleared",
      before: { recipeId: recipe.id },
    });
    expect((await clear(date)).statusCode).toBe(404);
  });

  it("should refuse an unknown recipe (404), a bad recipe id or date (400), and write nothing", async () => {
    expect((await pick("2031-08-01", 999_999)).statusCode).toBe(404);
    expect((await pick("2031-08-01", "one")).statusCode).toBe(400);
    expect((await pick("2031-02-31", 1)).statusCode).toBe(400);
    expect(await app.database.db.select().from(dailyRecipes).where(eq(dailyRecipes.day, "2031-08-01"))).toHaveLength(0);
  });

  it("should search the library with its own search, without counting the team's searches", async () => {
    const res = await app.inject({ method: "GET", url: "/api/admin/daily-recipes/search?q=dal", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipes.length).toBeGreaterThan(0);
    expect(res.json().recipes.length).toBeLessThanOrEqual(8);
    expect(res.json().total).toBeGreaterThanOrEqual(res.json().recipes.length);
    await app.services.analytics.flush();
    const counted = await app.database.rawQuery("SELECT count(*)::int AS n FROM search_query_counts WHERE query = 'dal'");
    expect(counted.rows[0].n).toBe(0);
  });

  it("should not let a visitor pick", async () => {
    const res = await app.inject({ method: "PUT", url: "/api/admin/daily-recipes/2031-09-01", payload: { recipeId: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the recipe of the day and its calendar with their inputs, answers and errors", async () => {
    const dailyPaths = /^\/api\/(daily-recipe|admin\/daily-recipes)(\/|$)/;
    const expected = {
      "GET /api/daily-recipe": { tags: ["Recipes"], statuses: [200, 400, 404], answers: "DailyRecipe", body: [] },
      "GET /api/admin/daily-recipes": { tags: ["Admin"], statuses: [200, 400, 401], answers: "DailyRecipeMonth", body: [] },
      "GET /api/admin/daily-recipes/search": { tags: ["Admin"], statuses: [200, 400, 401], answers: "object", body: [] },
      "PUT /api/admin/daily-recipes/:date": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 404],
        answers: "object",
        body: ["application/json"],
      },
      "DELETE /api/admin/daily-recipes/:date": { tags: ["Admin"], statuses: [200, 400, 401, 403, 404], answers: "object", body: [] },
    };
    expect(declaredRoutesMatching(app, dailyPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, dailyPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
