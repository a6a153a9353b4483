/**
 * One route of React Router's route table (`routes` of the ServerBuild the server renders
 * from): only what it takes to know which URL patterns the site serves.
 */
export type PageRoute = { id: string; parentId?: string; path?: string; index?: boolean };
export type PageRouteTable = Readonly<Record<string, PageRoute | undefined>>;

/**
 * The URL patterns the route table serves, as full paths with React Router's dynamic segments
 * ("/", "/recipes", "/recipes/:id", "/*"): each route's path joined to its parents'. Pathless
 * routes (the root, layouts) render no page of their own, so they add no pattern.
 */
export function servedPatterns(table: PageRouteTable): Set<string> {
  const fullPath = (route: PageRoute | undefined, seen: number): string => {
    // A parent chain longer than the table would be a cycle; a broken table serves nothing more.
    if (!route || seen > Object.keys(table).length) return "";
    const parent = route.parentId ? fullPath(table[route.parentId], seen + 1) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const patterns = new Set<string>();
  for (const route of Object.values(table)) {
    if (!route || (!route.index && !route.path)) continue;
    patterns.add(
      fullPath(route, 0)
        .replace(/\/{2,}/g, "/")
        .replace(/(.)\/$/, "$1") || "/",
    );
  }
  return patterns;
}
