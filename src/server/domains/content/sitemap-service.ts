import { ADDRESSED_LANGUAGES, DEFAULT_PAGE_LANGUAGE, pathInLanguage, type AddressedLanguage } from "../../../shared/page-languages.ts";
import { paths } from "../../../shared/paths.ts";
import { PUBLIC_PAGE_PATHS } from "../../../shared/site-pages.ts";
import { createExpiringMemo } from "../../expiring-memo.ts";
import type { BlogService } from "../blog/service.ts";
import type { CateringService } from "../catering/service.ts";
import type { ClassService } from "../classes/service.ts";
import type { CommunityRecipeService } from "../community-recipes/service.ts";
import type { RecipeService } from "../recipes/service.ts";
import type { ShopService } from "../shop/service.ts";
import { servedPatterns, type PageRouteTable } from "./page-routes.ts";

type Entry = { path: string; lastModified?: Date; priority: number };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemap protocol's limit on URLs in one file; past it, /sitemap.xml becomes an index. */
export const URLS_PER_SITEMAP = 50_000;
/** Building the list reads every recipe id: once per 10 minutes is fresh enough for crawlers. */
const ENTRIES_TTL_MS = 10 * 60_000;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** One address of the sitemap: an entry's page in one of its languages. */
type Address = { entry: Entry; language: AddressedLanguage };

/**
 * sitemap.xml and the /sitemap page list only what the site serves: a public page when a route
 * serves its path, an item's page (a recipe, a class, ...) when the route for that kind of item
 * exists. The route table comes from the page build (`servePages`), which is loaded after the
 * services are made; until then, as in an app built without pages (the API tests), no page is
 * served and the sitemap lists none.
 */
export function createSitemapService(deps: {
  siteUrl: string;
  recipes: Pick<RecipeService, "listIds">;
  classes: Pick<ClassService, "listIds">;
  blog: Pick<BlogService, "listIds">;
  shop: Pick<ShopService, "listIds"> & { categories: () => Promise<{ slug: string }[]> };
  catering: Pick<CateringService, "listBuffetMenuIds" | "listIndustrialMenuIds">;
  communityRecipes: Pick<CommunityRecipeService, "approvedIds">;
}) {
  let remembered = createExpiringMemo(ENTRIES_TTL_MS);
  let pageRoutes: () => PageRouteTable | Promise<PageRouteTable> = () => ({});

  /** Each kind of item with a page: the route pattern that serves it and how to list its items. */
  const itemAreas: { pattern: string; read: () => Promise<Entry[]> }[] = [
    {
      pattern: paths.recipe(":id"),
      read: async () => (await deps.recipes.listIds()).map((r) => ({ path: paths.recipe(r.id), lastModified: r.createdAt, priority: 0.8 })),
    },
    {
      pattern: paths.cookingClass(":id"),
      read: async () => (await deps.classes.listIds()).map((id) => ({ path: paths.cookingClass(id), priority: 0.7 })),
    },
    {
      pattern: paths.blogPost(":id"),
      read: async () =>
        (await deps.blog.listIds()).map((p) => ({ path: paths.blogPost(p.id), lastModified: p.publishedAt, priority: 0.7 })),
    },
    {
      // Each shop category's view, as the category grid links it.
      pattern: paths.shop,
      read: async () => (await deps.shop.categories()).map((c) => ({ path: paths.shopCategory(c.slug), priority: 0.5 })),
    },
    {
      pattern: paths.product(":id"),
      read: async () => (await deps.shop.listIds()).map((id) => ({ path: paths.product(id), priority: 0.6 })),
    },
    {
      pattern: paths.buffetMenu(":id"),
      read: async () => (await deps.catering.listBuffetMenuIds()).map((id) => ({ path: paths.buffetMenu(id), priority: 0.6 })),
    },
    {
      pattern: paths.industrialMenu(":id"),
      read: async () => (await deps.catering.listIndustrialMenuIds()).map((id) => ({ path: paths.industrialMenu(id), priority: 0.6 })),
    },
    {
      // Approved recipes only: a pending or rejected one has no public page.
      pattern: paths.communityRecipe(":id"),
      read: async () =>
        (await deps.communityRecipes.approvedIds()).map((r) => ({
          path: paths.communityRecipe(r.id),
          lastModified: r.createdAt,
          priority: 0.6,
        })),
    },
  ];

  const servedPublicPages = (served: Set<string>) => PUBLIC_PAGE_PATHS.filter((path) => served.has(path));

  async function readEntries(): Promise<Entry[]> {
    const served = servedPatterns(await pageRoutes());
    // Only the areas whose pages exist are read: no query for items nobody can open.
    const items = await Promise.all(itemAreas.filter((area) => served.has(area.pattern)).map((area) => area.read()));
    return [...servedPublicPages(served).map((path) => ({ path, priority: path === paths.home ? 1 : 0.6 })), ...items.flat()];
  }

  /** Every page in every language: each language's version is an address of its own. */
  const entries = () =>
    remembered("entries", async () =>
      (await readEntries()).flatMap((entry): Address[] => ADDRESSED_LANGUAGES.map((language) => ({ entry, language }))),
    );

  const urlOf = (language: AddressedLanguage, path: string) => escapeXml(deps.siteUrl + pathInLanguage(language, path));

  /** Each address with its language versions as alternates (itself among them) and x-default, the English one. */
  function urlset(list: Address[]): string {
    const urls = list.map(({ entry: e, language }) => {
      const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
      const alternates = [
        ...ADDRESSED_LANGUAGES.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${urlOf(other, e.path)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(DEFAULT_PAGE_LANGUAGE, e.path)}"/>`,
      ];
      return `<url><loc>${urlOf(language, e.path)}</loc>${lastmod}<priority>${e.priority.toFixed(1)}</priority>${alternates.join("")}</url>`;
    });
    return `${URLSET_OPEN}${urls.join("\n")}\n</urlset>\n`;
  }

  return {
    /**
     * Says where the page build's route table comes from: a getter, as in development the build
     * is reloaded while the sources change. What was remembered from before is forgotten.
     */
    servePages(routes: () => PageRouteTable | Promise<PageRouteTable>): void {
      pageRoutes = routes;
      remembered = createExpiringMemo(ENTRIES_TTL_MS);
    },
    /** The public pages (of `PUBLIC_PAGE_PATHS`) that a route serves now, for the /sitemap page. */
    async servedPages(): Promise<string[]> {
      return servedPublicPages(servedPatterns(await pageRoutes()));
    },
    /** Every public URL in every language, or, past the protocol's limit, an index of the numbered parts. */
    async sitemapXml(): Promise<string> {
      const list = await entries();
      if (list.length <= URLS_PER_SITEMAP) return urlset(list);
      const parts = Array.from(
        { length: Math.ceil(list.length / URLS_PER_SITEMAP) },
        (_, i) => `<sitemap><loc>${escapeXml(`${deps.siteUrl}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
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
      // Pages for one visitor are kept out in every language.
      const inEveryLanguage = (path: string) =>
        ADDRESSED_LANGUAGES.map((language) => `Disallow: ${language === DEFAULT_PAGE_LANGUAGE ? "" : `/${language}`}${path}`);
      return [
        "User-agent: *",
        "Allow: /",
        `Disallow: ${paths.admin}`,
        `Disallow: ${paths.admin}/`,
        `Disallow: ${paths.adminLogin}`,
        `Disallow: ${paths.chefAdmin}`,
        // A shopper's checkout and their orders' secret links are nobody's search result.
        ...inEveryLanguage(paths.checkout),
        ...inEveryLanguage(paths.order("")),
        ...inEveryLanguage(paths.cateringRequest("")),
        // Newsletter confirm and unsubscribe links belong to one reader each.
        ...inEveryLanguage(paths.newsletterConfirm("")),
        ...inEveryLanguage(paths.newsletterUnsubscribe("")),
        // A member's own page and the links mailed to them.
        ...inEveryLanguage(paths.account),
        ...inEveryLanguage(paths.verifyEmail("")),
        ...inEveryLanguage(paths.resetPassword("")),
        "",
        `Sitemap: ${deps.siteUrl}${paths.sitemapXml}`,
        "",
      ].join("\n");
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
