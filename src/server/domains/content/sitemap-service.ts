import { PUBLIC_PAGE_PATHS } from "../../../shared/site-pages.ts";
import { createExpiringMemo } from "../../expiring-memo.ts";
import type { BlogService } from "../blog/service.ts";
import type { CateringService } from "../catering/service.ts";
import type { ClassService } from "../classes/service.ts";
import type { RecipeService } from "../recipes/service.ts";
import type { ShopService } from "../shop/service.ts";

type Entry = { path: string; lastModified?: Date; priority: number };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemap protocol's limit on URLs in one file; past it, /sitemap.xml becomes an index. */
export const URLS_PER_SITEMAP = 50_000;
/** Building the list reads every recipe id: once per 10 minutes is fresh enough for crawlers. */
const ENTRIES_TTL_MS = 10 * 60_000;

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

export function createSitemapService(deps: {
  siteUrl: string;
  recipes: Pick<RecipeService, "listIds">;
  classes: Pick<ClassService, "listIds">;
  blog: Pick<BlogService, "listIds">;
  shop: Pick<ShopService, "listIds">;
  catering: Pick<CateringService, "listBuffetMenuIds" | "listIndustrialMenuIds">;
}) {
  const remembered = createExpiringMemo(ENTRIES_TTL_MS);

  async function readEntries(): Promise<Entry[]> {
    const [recipes, classes, posts, products, buffets, industrial] = await Promise.all([
      deps.recipes.listIds(),
      deps.classes.listIds(),
      deps.blog.listIds(),
      deps.shop.listIds(),
      deps.catering.listBuffetMenuIds(),
      deps.catering.listIndustrialMenuIds(),
    ]);
    return [
      ...PUBLIC_PAGE_PATHS.map((path) => ({ path, priority: path === "/" ? 1 : 0.6 })),
      ...recipes.map((r) => ({ path: `/recipes/${r.id}`, lastModified: r.createdAt, priority: 0.8 })),
      ...classes.map((id) => ({ path: `/classes/${id}`, priority: 0.7 })),
      ...posts.map((p) => ({ path: `/blog/${p.id}`, lastModified: p.publishedAt, priority: 0.7 })),
      ...products.map((id) => ({ path: `/shop/product/${id}`, priority: 0.6 })),
      ...buffets.map((id) => ({ path: `/buffet-menus/${id}`, priority: 0.6 })),
      ...industrial.map((id) => ({ path: `/industrial-catering/${id}`, priority: 0.6 })),
    ];
  }

  const entries = () => remembered("entries", readEntries);

  function urlset(list: Entry[]): string {
    const urls = list.map((e) => {
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeXml(deps.siteUrl + e.path)}</loc>${lastmod}<priority>${e.priority.toFixed(1)}</priority></url>`;
    });
    return `${URLSET_OPEN}${urls.join("\n")}\n</urlset>\n`;
  }

  return {
    /** Every public URL, or, past the protocol's limit, an index of the numbered parts. */
    async sitemapXml(): Promise<string> {
      const list = await entries();
      if (list.length <= URLS_PER_SITEMAP) return urlset(list);
      const parts = Array.from({ length: Math.ceil(list.length / URLS_PER_SITEMAP) }, (_, i) =>
        `<sitemap><loc>${escapeXml(`${deps.siteUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>\n`;
    },
    /** Part `n` (from 1) of a split sitemap; null when there is no such part. */
    async sitemapPart(n: number): Promise<string | null> {
      const list = await entries();
      if (list.length <= URLS_PER_SITEMAP || n < 1) return null;
      const slice = list.slice((n - 1) * URLS_PER_SITEMAP, n * URLS_PER_SITEMAP);
      return slice.length ? urlset(slice) : null;
    },
    robotsTxt(): string {
      return [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /admin/",
        "Disallow: /admin-login",
        "Disallow: /chef-admin",
        "",
        `Sitemap: ${deps.siteUrl}/sitemap.xml`,
        "",
      ].join("\n");
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
