/**
 * The site's public pages, as the sitemap page groups them (spec 2 §2). sitemap.xml lists these
 * plus every catalogue item.
 */
export const SITEMAP_GROUPS = [
  { key: "main", paths: ["/", "/recipes", "/classes", "/blog", "/shop", "/about", "/contact"] },
  { key: "services", paths: ["/buffet-menus", "/industrial-catering", "/deals", "/sponsor"] },
  {
    key: "community",
    paths: ["/share-recipe", "/guest-chef", "/featured-chefs", "/community-recipes", "/earn-share"],
  },
  {
    key: "legal",
    paths: ["/privacy", "/terms", "/disclaimer", "/cookies", "/accessibility", "/content-removal"],
  },
  { key: "resources", paths: ["/api-demo", "/sitemap.xml", "/robots.txt"] },
] as const;

/** Public pages for sitemap.xml (the files themselves are not pages). */
export const PUBLIC_PAGE_PATHS: string[] = [
  ...SITEMAP_GROUPS.flatMap((g) => g.paths).filter((p) => !p.endsWith(".xml") && !p.endsWith(".txt")),
  "/advanced-search",
  "/sitemap",
];
