import type { HeadersFunction } from "react-router";

/**
 * Pages that look the same for every visitor of a language may be kept by shared caches (the
 * server's page cache, a CDN) for a short while; browsers always revalidate.
 */
export function sharedPageHeaders(seconds: number): HeadersFunction {
  return () => ({
    "Cache-Control": `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 2}`,
    Vary: "Cookie, Accept-Language",
  });
}

/**
 * Pages showing live numbers (seats left) are never kept by a shared cache: every request and
 * every reload after a booking reads them afresh.
 */
export function livePageHeaders(): HeadersFunction {
  return () => ({ "Cache-Control": "public, max-age=0, no-cache", Vary: "Cookie, Accept-Language" });
}
