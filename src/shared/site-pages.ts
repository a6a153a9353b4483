import { paths } from "./paths.ts";

/**
 * The site's public pages as the sitemap page groups them, in the spec's order. These
 * are the pages the spec promises; the sitemaps show only those a route serves, so each one
 * appears by itself when its page lands.
 */
export const SITEMAP_GROUPS = [
  { key: "main", paths: [paths.home, paths.recipes, paths.classes, paths.blog, paths.shop, paths.about, paths.contact] },
  { key: "services", paths: [paths.buffetMenus, paths.industrialCatering, paths.deals, paths.sponsor] },
  {
    key: "community",
    paths: [paths.shareRecipe, paths.guestChef, paths.featuredChefs, paths.communityRecipes, paths.earnShare],
  },
  {
    key: "legal",
    paths: [paths.privacy, paths.terms, paths.disclaimer, paths.cookies, paths.accessibility, paths.contentRemoval],
  },
  { key: "resources", paths: [paths.apiDemo, paths.sitemapXml, paths.robotsTxt] },
] as const;

/** The sitemap files themselves: the server answers them whether or not it serves pages. */
export const SITEMAP_FILES: readonly string[] = [paths.sitemapXml, paths.robotsTxt];

/** Every public page sitemap.xml may list (the files are not pages), before asking which are served. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  ...SITEMAP_GROUPS.flatMap((g) => g.paths).filter((p) => !SITEMAP_FILES.includes(p)),
  paths.advancedSearch,
  paths.sitemap,
];
