import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "../../../shared/site-pages";
import type { PageRouteTable } from "./page-routes";
import { createSitemapService, URLS_PER_SITEMAP } from "./sitemap-service";

/** A route table shaped as React Router's build writes it: a root, an index, children with paths. */
function routeTable(childPaths: string[]): PageRouteTable {
  const table: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
  };
  for (const path of childPaths) table[`routes/${path}`] = { id: `routes/${path}`, parentId: "root", path };
  return table;
}

/** The site's pages as they are served today (src/web/routes.ts), catch-all 404 included. */
const TODAY = [
  "privacy",
  "terms",
  "disclaimer",
  "cookies",
  "accessibility",
  "about",
  "earn-share",
  "sitemap",
  "recipes",
  "advanced-search",
  "saved-recipes",
  "api-demo",
  "recipes/:id",
  "*",
];
/** Every page the spec lists, with every kind of item's page. */
const COMPLETE = [
  ...PUBLIC_PAGE_PATHS.filter((p) => p !== "/").map((p) => p.slice(1)),
  "recipes/:id",
  "classes/:id",
  "blog/:id",
  "shop/product/:id",
  "buffet-menus/:id",
  "industrial-catering/:id",
  "community-recipes/:id",
  "*",
];

function serviceWith(recipeCount: number, routes: PageRouteTable | null = routeTable(COMPLETE)) {
  const reads: string[] = [];
  const read =
    <T>(area: string, value: T) =>
    async () => {
      reads.push(area);
      return value;
    };
  const service = createSitemapService({
    siteUrl: "https://ayur.example",
    recipes: {
      listIds: read(
        "recipes",
        Array.from({ length: recipeCount }, (_, i) => ({ id: i + 1, createdAt: new Date("2026-01-02T10:00:00Z") })),
      ),
    },
    classes: { listIds: read("classes", [1, 2]) },
    blog: { listIds: read("blog", [{ id: 1, publishedAt: new Date("2026-03-04T00:00:00Z") }]) },
    shop: { listIds: read("shop", [7]), categories: read("shop categories", [{ slug: "knives" }, { slug: "spices" }]) },
    catering: { listBuffetMenuIds: read("buffets", [3]), listIndustrialMenuIds: read("industrial", [4]) },
    communityRecipes: { approvedIds: read("community recipes", [{ id: 5, createdAt: new Date("2026-02-03T08:00:00Z") }]) },
  });
  if (routes) service.servePages(() => routes);
  return { service, reads };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
/** The English addresses listed (each has its Spanish and French versions beside it). */
const pathsOf = (xml: string) =>
  locs(xml)
    .map((loc) => loc.replace("https://ayur.example", ""))
    .filter((path) => !/^\/(es|fr)(\/|$|\?)/.test(path));

describe("sitemap", () => {
  it("should list only the pages a route serves, and items only where their page's route exists", async () => {
    const { service, reads } = serviceWith(3, routeTable(TODAY));
    const listed = pathsOf(await service.sitemapXml());
    expect(listed).toEqual([
      "/",
      "/recipes",
      "/about",
      "/earn-share",
      "/privacy",
      "/terms",
      "/disclaimer",
      "/cookies",
      "/accessibility",
      "/api-demo",
      "/advanced-search",
      "/sitemap",
      "/recipes/1",
      "/recipes/2",
      "/recipes/3",
    ]);
    for (const unserved of [
      "/classes",
      "/blog",
      "/shop",
      "/contact",
      "/buffet-menus",
      "/deals",
      "/classes/1",
      "/blog/1",
      "/shop/product/7",
    ]) {
      expect(listed).not.toContain(unserved);
    }
    // The personal saved-recipes page is served but is not a public page, nor is the 404 catch-all.
    expect(listed).not.toContain("/saved-recipes");
    expect(listed.some((p) => p.includes("*"))).toBe(false);
    // Areas without pages are not even read.
    expect(reads).toEqual(["recipes"]);
    expect(await service.servedPages()).toEqual(listed.filter((p) => !/\/\d+$/.test(p)));
  });

  it("should list an area's pages by themselves once its routes exist", async () => {
    const { service } = serviceWith(1, routeTable([...TODAY, "classes", "classes/:id", "shop/product/:id"]));
    const listed = pathsOf(await service.sitemapXml());
    expect(listed).toContain("/classes");
    expect(listed.filter((p) => p.startsWith("/classes/"))).toEqual(["/classes/1", "/classes/2"]);
    expect(listed).toContain("/shop/product/7");
    expect(listed).not.toContain("/shop");
    expect(listed.some((p) => p.startsWith("/blog"))).toBe(false);
  });

  it("should join nested routes' paths as the router does", async () => {
    const table: PageRouteTable = {
      root: { id: "root", path: "" },
      layout: { id: "layout", parentId: "root" },
      blog: { id: "blog", parentId: "layout", path: "blog/" },
      post: { id: "post", parentId: "blog", path: ":id" },
      about: { id: "about", parentId: "layout", path: "/about" },
    };
    const { service } = serviceWith(0, table);
    expect(pathsOf(await service.sitemapXml())).toEqual(["/blog", "/about", "/blog/1"]);
  });

  it("should list no page while no pages are served, as in an app built without them", async () => {
    const { service, reads } = serviceWith(5, null);
    const xml = await service.sitemapXml();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toEqual([]);
    expect(reads).toEqual([]);
    expect(await service.servedPages()).toEqual([]);
  });

  it("should list every URL in one file while under the protocol's limit", async () => {
    const { service } = serviceWith(10);
    const xml = await service.sitemapXml();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toHaveLength(3 * (PUBLIC_PAGE_PATHS.length + 10 + 2 + 1 + 2 + 1 + 1 + 1 + 1));
    expect(xml).toContain("<loc>https://ayur.example/recipes/10</loc><lastmod>2026-01-02</lastmod>");
    // The shop's categories, as the category grid links them.
    expect(xml).toContain("<loc>https://ayur.example/shop?category=knives</loc>");
    expect(xml).toContain("<loc>https://ayur.example/industrial-catering/4</loc>");
    // Each approved community recipe (the service lists approved ones only).
    expect(xml).toContain("<loc>https://ayur.example/community-recipes/5</loc><lastmod>2026-02-03</lastmod>");
    expect(await service.sitemapPart(1)).toBeNull();
  });

  it("should list every page in each language, with every language version and x-default as its alternates", async () => {
    const { service } = serviceWith(2);
    const xml = await service.sitemapXml();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    const forRecipe = entries.filter((entry) => /<loc>https:\/\/ayur\.example(\/es|\/fr)?\/recipes\/2<\/loc>/.test(entry));
    expect(forRecipe.map((entry) => /<loc>([^<]+)/.exec(entry)![1])).toEqual([
      "https://ayur.example/recipes/2",
      "https://ayur.example/es/recipes/2",
      "https://ayur.example/fr/recipes/2",
    ]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://ayur.example/recipes/2"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://ayur.example/es/recipes/2"/>' +
      '<xhtml:link rel="alternate" hreflang="fr" href="https://ayur.example/fr/recipes/2"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://ayur.example/recipes/2"/>';
    for (const entry of forRecipe) expect(entry).toContain(alternates);
    expect(locs(xml)).toContain("https://ayur.example/es");
    expect(locs(xml)).toContain("https://ayur.example/fr/shop?category=knives");
  });

  it("should become an index of parts of at most 50,000 URLs past the limit, missing no URL", async () => {
    const { service, reads } = serviceWith(120_000);
    const index = await service.sitemapXml();
    expect(index).toContain("<sitemapindex");
    const partCount = Math.ceil((3 * (PUBLIC_PAGE_PATHS.length + 120_000 + 9)) / URLS_PER_SITEMAP);
    expect(locs(index)).toEqual(Array.from({ length: partCount }, (_, i) => `https://ayur.example/sitemaps/${i + 1}.xml`));
    const parts = await Promise.all(Array.from({ length: partCount }, (_, i) => service.sitemapPart(i + 1)));
    const all = parts.flatMap((xml) => locs(xml!));
    for (const xml of parts) expect(locs(xml!).length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
    expect(all).toHaveLength(3 * (PUBLIC_PAGE_PATHS.length + 120_000 + 9));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("https://ayur.example/recipes/120000");
    expect(all).toContain("https://ayur.example/fr/recipes/120000");
    expect(await service.sitemapPart(partCount + 1)).toBeNull();
    expect(await service.sitemapPart(0)).toBeNull();
    // The list is read once and kept for the index and every part.
    expect(reads.filter((area) => area === "recipes")).toHaveLength(1);
  });

  it("should keep robots.txt pointing at the sitemap and away from the admin pages and members' own pages", () => {
    const txt = serviceWith(0).service.robotsTxt();
    expect(txt).toContain("Sitemap: https://ayur.example/sitemap.xml");
    const lines = [
      "Disallow: /admin",
      "Disallow: /admin/",
      "Disallow: /admin-login",
      "Disallow: /chef-admin",
      "Disallow: /account",
      "Disallow: /verify-email/",
      "Disallow: /reset-password/",
    ];
    for (const line of lines) {
      expect(txt.split("\n")).toContain(line);
    }
  });
});
