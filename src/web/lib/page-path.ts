import { useHref, useInRouterContext } from "react-router";
import { languageOfPath, languagePrefix } from "../../shared/page-languages";

/**
 * Addresses in the page's language, for what React Router's own links do not cover (a plain
 * form's action, an address written into text): on a Spanish page /recipes becomes /es/recipes.
 * `<Link>`, `<Form>` and redirects already stay in the page's language by themselves.
 *
 * A form hydrated later than the page is a React root of its own, outside the router: there the
 * page's address gives the same prefix the router's basename gave the server's render.
 */
export function usePagePath(): (path: string) => string {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a component is always, or never, inside the router: the same hooks run every render
  const base = inRouter ? useHref("/") : addressBase();
  return (path) => (base === "/" || !path.startsWith("/") || path.startsWith("/api/") ? path : path === "/" ? base : `${base}${path}`);
}

/** The language prefix of the document's own address ("/" for English), outside the router. */
function addressBase(): string {
  if (typeof window === "undefined") return "/";
  return languagePrefix(languageOfPath(window.location.pathname)) || "/";
}
