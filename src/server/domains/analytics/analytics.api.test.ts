import type { FastifyInstance } from "fastify";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViewCounts, recipes, recipeViewCounts, searchQueryCounts } from "../../db/schema/index";
import { buildAdminTestApp, signIn } from "../admin/admin-test-kit";
import { adminClient } from "../moderation/moderation-test-kit";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { MAX_PENDING_KEYS, normalisedSearchQuery, pageAreaOf } from "./service";
import { warmUpHeaders } from "../../http/warm-up";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
const VISITOR = "203.0.113.77";
const AGENT = "Mozilla/5.0 (Analytics Test Agent 9.9)";

beforeAll(async () => {
  app = await buildAdminTestApp({ seedDemoContent: true });
  // API tests render no pages: a stand-in page answers HTML the way the page handler does
  // (404 for a missing page), so the counter sees the same answers it sees in production.
  app.get("/*", async (request, reply) => {
    const status = request.url.startsWith("/missing") ? 404 : 200;
    return reply.status(status).type("text/html; charset=utf-8").send("<!doctype html><title>page</title>");
  });
  api = adminClient(app, (await signIn(app)).token);
});
afterAll(async () => {
  await app?.close();
});

const visit = (url: string, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url, remoteAddress: VISITOR, headers: { "user-agent": AGENT, cookie: "visitor=abc123" } });

describe("what counts as a page view", () => {
  it("should file pages under their first path segment and leave out admin, API, files and .data", () => {
    expect(pageAreaOf("/")).toBe("home");
    expect(pageAreaOf("/recipes/12")).toBe("recipes");
    expect(pageAreaOf("/Shop")).toBe("shop");
    for (const ignored of [
      "/admin",
      "/admin/analytics",
      "/admin-login",
      "/chef-admin",
      "/api/recipes",
      "/assets/app-1.js",
      "/recipes.data",
      "/recipes/1.data",
      "/favicon.ico",
      "/sitemap.xml",
    ]) {
      expect(pageAreaOf(ignored), ignored).toBeNull();
    }
  });

  it("should normalise a search: trimmed, lower-case, one space between words, at most 100 characters", () => {
    expect(normalisedSearchQuery("  Moong   DAL \t Kitchari ")).toBe("moong dal kitchari");
    expect(normalisedSearchQuery("x".repeat(150))).toHaveLength(100);
    expect(normalisedSearchQuery("   ")).toBe("");
  });
});

describe("GET /api/admin/analytics", () => {
  it("should count page views per day and area, recipe views and searches after a flush, and store nothing about the visitor", async () => {
    const [first, second] = await app.database.db
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .orderBy(asc(recipes.id))
      .limit(2);
    for (const url of [
      "/",
      "/?utm=x",
      "/recipes",
      `/recipes/${first.id}`,
      `/recipes/${first.id}`,
      `/recipes/${second.id}`,
      "/shop/products",
    ]) {
      expect((await visit(url)).statusCode).toBe(200);
    }
    // Not page views: admin pages, API calls, assets, .data, a HEAD, a missing page.
    for (const url of ["/admin/analytics", "/api/recipes?limit=1", "/assets/app.js", `/recipes/${first.id}.data`]) await visit(url);
    await visit("/", "HEAD");
    expect((await visit("/missing-page")).statusCode).toBe(404);
    // The server's own warm-up before it listens.
    expect((await app.inject({ method: "GET", url: "/?warm-up", headers: warmUpHeaders() })).statusCode).toBe(200);

    // Searches: the list's and the advanced search's, normalised; a later page is the same search.
    await app.inject({ method: "GET", url: "/api/recipes?search=%20%20Dal%20%20" });
    await app.inject({ method: "GET", url: "/api/recipes?search=dal&page=2" });
    await app.inject({ method: "GET", url: "/api/recipes/advanced-search?query=DAL" });
    await app.inject({ method: "GET", url: "/api/recipes?search=zzqx%20unicorn%20stew" });
    await app.inject({ method: "GET", url: "/api/recipes?search=ZZQX%20Unicorn%20Stew" });
    // Not visitors' searches: the server's own before it listens.
    for (const url of ["/api/recipes?search=dal", "/api/recipes/advanced-search?query=dal"]) {
      expect((await app.inject({ method: "GET", url, headers: warmUpHeaders() })).statusCode).toBe(200);
    }

    // Nothing is written per request: the counts wait in memory for the flush.
    expect(await app.database.db.select().from(pageViewCounts)).toHaveLength(0);
    await app.services.analytics.flush();

    const res = await api.get("/api/admin/analytics?days=7");
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const today = new Date().toISOString().slice(0, 10);
    expect(report).toMatchObject({ days: 7, to: today });
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toEqual({ day: today, views: 7 });
    expect(report.totals).toEqual({ views: 7, searches: 4, emptySearches: 2 });
    expect(report.areas).toEqual([
      { area: "recipes", views: 4 },
      { area: "home", views: 2 },
      { area: "shop", views: 1 },
    ]);
    expect(report.recipes).toEqual([
      { id: first.id, title: first.title, views: 2 },
      { id: second.id, title: second.title, views: 1 },
    ]);
    expect(report.searches).toEqual(
      expect.arrayContaining([
        { query: "dal", searches: 2, emptyResults: 0 },
        { query: "zzqx unicorn stew", searches: 2, emptyResults: 2 },
      ]),
    );
    expect(report.emptySearches).toEqual([{ query: "zzqx unicorn stew", searches: 2 }]);

    // Nothing personal: no address, agent or cookie anywhere in the counts.
    const stored = JSON.stringify([
      await app.database.db.select().from(pageViewCounts),
      await app.database.db.select().from(recipeViewCounts),
      await app.database.db.select().from(searchQueryCounts),
    ]);
    for (const personal of [VISITOR, AGENT, "abc123", "Mozilla"]) expect(stored).not.toContain(personal);
    const columns = await app.database.rawQuery(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('page_view_counts','recipe_view_counts','search_query_counts') AND table_schema = current_schema() ORDER BY 1, 2",
    );
    expect(columns.rows.map((r) => `${String(r.table_name)}.${String(r.column_name)}`)).toEqual([
      "page_view_counts.area",
      "page_view_counts.day",
      "page_view_counts.views",
      "recipe_view_counts.day",
      "recipe_view_counts.recipe_id",
      "recipe_view_counts.views",
      "search_query_counts.day",
      "search_query_counts.empty_results",
      "search_query_counts.query",
      "search_query_counts.searches",
    ]);
  });

  it("should add later counts to the day's rows (upsert), and the report flush what is pending", async () => {
    await visit("/shop");
    await visit("/shop");
    const report = (await api.get("/api/admin/analytics?days=30")).json();
    expect(report.daily).toHaveLength(30);
    expect(report.areas.find((a: { area: string }) => a.area === "shop").views).toBe(3);
    expect(await app.database.db.select().from(pageViewCounts)).toHaveLength(3);
  });

  it("should write what is pending when the app closes", async () => {
    const other = await buildAdminTestApp({ seedDemoContent: false });
    other.services.analytics.recordPageView("/classes");
    other.services.analytics.recordSearch("Kitchari", 0);
    const database = other.database;
    let rowsAtClose: unknown[] = [];
    // The close flushes before the database closes: read the tables at the last moment.
    const originalClose = database.close;
    database.close = async () => {
      rowsAtClose = [...(await database.db.select().from(pageViewCounts)), ...(await database.db.select().from(searchQueryCounts))];
      await originalClose();
    };
    await other.close();
    expect(rowsAtClose).toEqual([
      expect.objectContaining({ area: "classes", views: 1 }),
      expect.objectContaining({ query: "kitchari", searches: 1, emptyResults: 1 }),
    ]);
  });

  it("should write a flush of as many distinct searches as it keeps, each with its own counts and its text intact", async () => {
    const other = await buildAdminTestApp({ seedDemoContent: false });
    try {
      const { analytics } = other.services;
      for (let n = 0; n < MAX_PENDING_KEYS - 1; n++) analytics.recordSearch(`dal ${n}`, n % 3);
      analytics.recordSearch(`Crème "brûlée" \\ l'été`, 0);
      analytics.recordSearch(`Crème "brûlée" \\ l'été`, 4);
      analytics.recordSearch("one too many", 1);
      await analytics.flush();
      const rows = await other.database.db.select().from(searchQueryCounts);
      expect(rows).toHaveLength(MAX_PENDING_KEYS);
      expect(rows.filter((row) => row.emptyResults === 1)).toHaveLength(Math.ceil((MAX_PENDING_KEYS - 1) / 3) + 1);
      expect(rows.find((row) => row.query === `crème "brûlée" \\ l'été`)).toMatchObject({ searches: 2, emptyResults: 1 });
      expect(rows.find((row) => row.query === "one too many")).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it("should refuse a range other than 7, 30 or 90 days", async () => {
    expect((await api.get("/api/admin/analytics?days=14")).statusCode).toBe(400);
    expect((await api.get("/api/admin/analytics?days=90")).json().daily).toHaveLength(90);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the analytics report with its query, its answer and its errors", async () => {
    const analyticsPaths = /^\/api\/admin\/analytics(\/|$)/;
    expect(declaredRoutesMatching(app, analyticsPaths)).toEqual(["GET /api/admin/analytics"]);
    const published = await publishedOperations(app, analyticsPaths);
    expect(published["GET /api/admin/analytics"]).toEqual({
      tags: ["Admin"],
      statuses: [200, 400, 401],
      answers: "AnalyticsReport",
      body: [],
    });
  });
});
