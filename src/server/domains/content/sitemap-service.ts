import { PUBLIC_PAGE_PATHS } from "../../../shared/site-pages.ts";
import type { BlogService } from "../blog/service.ts";
import type { CateringService } from "../catering/service.ts";
import type { ClassService } from "../classes/service.ts";
import type { RecipeService } from "../recipes/service.ts";
import type { ShopService } from "../shop/service.ts";

type Entry = { path: string; lastModified?: Date; priority: number };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function createSitemapService(deps: {
  siteUrl: string;
  recipes: RecipeService;
  classes: ClassService;
  blog: BlogService;
  shop: ShopService;
  catering: CateringService;
}) {
  async function entries(): Promise<Entry[]> {
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

  return {
    async sitemapXml(): Promise<string> {
      const urls = (await entries()).map((e) => {
        const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
        return `<url><loc>${escapeXml(deps.siteUrl + e.path)}</loc>${lastmod}<priority>${e.priority.toFixed(1)}</priority></url>`;
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
