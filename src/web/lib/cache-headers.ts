import type { HeadersFunction } from "react-router";

/**
 * Pages that look the same for every visitor of an address may be kept by shared caches (the
 * server's page cache, a CDN) for a short while; browsers always revalidate.
 */
export function sharedPageHeaders(seconds: number): HeadersFunction {
  return () => ({
    "Cache-Control": `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 2}`,
    Vary: "Cookie",
  });
}

/**
 * Pages showing live numbers (seats left) are never kept by a shared cache: every request and
 * every reload after a booking reads them afresh.
 */
export function livePageHeaders(): HeadersFunction {
  return () => ({ "Cache-Control": "public, max-age=0, no-cache", Vary: "Cookie" });
}

/** A page's answer about one visitor's own submission: never kept by any cache. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" } as const;

/**
 * A page with a form: shared like `sharedPageHeaders`, unless its loader answered privately (the
 * confirmation of a form just sent) or it is the answer to the form itself.
 */
export function formPageHeaders(seconds: number): HeadersFunction {
  const shared = sharedPageHeaders(seconds);
  return (args) => {
    if (
      args.actionHeaders.has("set-cookie") ||
      args.loaderHeaders.get("cache-control") === PRIVATE_PAGE["Cache-Control"] ||
      args.actionHeaders.get("cache-control")
    ) {
      return { ...PRIVATE_PAGE, Vary: "Cookie" };
    }
    return shared(args);
  };
}
