import { useHref } from "react-router";

/**
 * Addresses in the page's language, for what React Router's own links do not cover (a plain
 * form's action, an address written into text): on a Spanish page /recipes becomes /es/recipes.
 * `<Link>`, `<Form>` and redirects already stay in the page's language by themselves.
 */
export function usePagePath(): (path: string) => string {
  const base = useHref("/");
  return (path) => (base === "/" || !path.startsWith("/") || path.startsWith("/api/") ? path : path === "/" ? base : `${base}${path}`);
}
