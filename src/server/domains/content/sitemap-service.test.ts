import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "../../../shared/site-pages";
import { createSitemapService, URLS_PER_SITEMAP } from "./sitemap-service";

function serviceWith(recipeCount: number) {
  let reads = 0;
  const service = createSitemapService({
    siteUrl: "https://ayur.example",
    recipes: {
      listIds: async () => {
        reads++;
        return Array.from({ length: recipeCount }, (_, i) => ({ id: i + 1, createdAt: new Date("2026-01-02T10:00:00Z") }));
      },
    },
    classes: { listIds: async () => [1, 2] },
    blog: { listIds: async () => [{ id: 1, publishedAt: new Date("2026-03-04T00:00:00Z") }] },
    shop: { listIds: async () => [7] },
    catering: { listBuffetMenuIds: async () => [3], listIndustrialMenuIds: async () => [4] },
  });
  return { service, reads: () => reads };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap", () => {
  it("should list every URL in one file while under the protocol's limit", async () => {
    const { service } = serviceWith(10);
    const xml = await service.sitemapXml();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toHaveLength(PUBLIC_PAGE_PATHS.length + 10 + 2 + 1 + 1 + 1 + 1);
    expect(xml).toContain("<loc>https://ayur.example/recipes/10</loc><lastmod>2026-01-02</lastmod>");
    expect(await service.sitemapPart(1)).toBeNull();
  });

  it("should become an index of parts of at most 50,000 URLs past the limit, missing no URL", async () => {
    const { service, reads } = serviceWith(120_000);
    const index = await service.sitemapXml();
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual(["https://ayur.example/sitemaps/1.xml", "https://ayur.example/sitemaps/2.xml", "https://ayur.example/sitemaps/3.xml"]);
    const parts = await Promise.all([1, 2, 3].map((n) => service.sitemapPart(n)));
    const all = parts.flatMap((xml) => locs(xml!));
    for (const xml of parts) expect(locs(xml!).length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
    expect(all).toHaveLength(PUBLIC_PAGE_PATHS.length + 120_000 + 6);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("https://ayur.example/recipes/120000");
    expect(await service.sitemapPart(4)).toBeNull();
    expect(await service.sitemapPart(0)).toBeNull();
    // The list is read once and kept for the index and every part.
    expect(reads()).toBe(1);
  });
});
