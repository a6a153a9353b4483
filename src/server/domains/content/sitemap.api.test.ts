import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";
import type { PageRouteTable } from "./page-routes";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });
const locs = (xml: string) => [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) => m[1]);

/** A route table as React Router's build writes it, with a page for each kind of catalogue item. */
const EVERY_ITEM_PAGE: PageRouteTable = Object.fromEntries(
  [
    { id: "root", path: "" },
    { id: "home", parentId: "root", index: true },
    ...["about", "recipes/:id", "classes/:id", "blog/:id", "shop/product/:id", "buffet-menus/:id", "industrial-catering/:id", "*"].map(
      (path) => ({ id: path, parentId: "root", path }),
    ),
  ].map((route) => [route.id, route]),
);

describe("sitemap.xml", () => {
  it("should list no page from an app built without pages", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/xml/);
    expect(res.body).toContain("<urlset");
    expect(locs(res.body)).toEqual([]);
  });

  it("should list every catalogue item whose page is served, read from the database", async () => {
    app.services.sitemap.servePages(() => EVERY_ITEM_PAGE);
    const everyLanguage = locs((await get("/sitemap.xml")).body);
    // Each page in English, then in Spanish and French.
    expect(everyLanguage.slice(0, 6)).toEqual(["/", "/es", "/fr", "/about", "/es/about", "/fr/about"]);
    const listed = everyLanguage.filter((path) => !/^\/(es|fr)(\/|$)/.test(path));
    expect(everyLanguage).toHaveLength(3 * listed.length);
    const count = (re: RegExp) => listed.filter((path) => re.test(path)).length;
    expect(count(/^\/recipes\/\d+$/)).toBe((await get("/api/recipes?limit=1")).json().total);
    expect(count(/^\/classes\/\d+$/)).toBe(8);
    expect(count(/^\/blog\/\d+$/)).toBe((await get("/api/blog")).json().pagination.total);
    expect(count(/^\/shop\/product\/\d+$/)).toBe((await get("/api/shop-products")).json().length);
    expect(count(/^\/buffet-menus\/\d+$/)).toBe(12);
    expect(count(/^\/industrial-catering\/\d+$/)).toBe(20);
    expect(listed).toHaveLength(2 + count(/\/\d+$/));
  });

  it("should answer 404 for a sitemap part that does not exist", async () => {
    for (const url of ["/sitemaps/1.xml", "/sitemaps/0.xml", "/sitemaps/abc"]) expect((await get(url)).statusCode, url).toBe(404);
  });

  it("should serve robots.txt pointing at the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /admin");
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the sitemap and robots.txt as the site's answers, a missing part as 404", async () => {
    const sitePaths = /^\/(sitemap\.xml|sitemaps\/|robots\.txt)/;
    const expected = {
      "GET /sitemap.xml": { tags: ["Site"], statuses: [200], answers: "none", body: [] },
      "GET /sitemaps/:part": { tags: ["Site"], statuses: [200, 404], answers: "none", body: [] },
      "GET /robots.txt": { tags: ["Site"], statuses: [200], answers: "none", body: [] },
    };
    expect(declaredRoutesMatching(app, sitePaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, sitePaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
