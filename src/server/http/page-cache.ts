/**
 * A small shared cache for rendered pages: a page that answers `Cache-Control: ... s-maxage=N`
 * is kept for N seconds, keyed by URL and the visitor's language, exactly as a CDN in front of
 * the site would keep it. Pages for one visitor (admin, anything setting a cookie) never say
 * s-maxage and are never kept.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expiresAt: number;
  /** Compressed copies, made on first request for each encoding. */
  encoded?: Partial<Record<"br" | "gzip", Buffer>>;
};

/** The body in the best encoding the client accepts, compressed once per cached page. */
export function encodedBody(page: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: "br" | "gzip" } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? "");
  const encoding = accepts("br") ? "br" : accepts("gzip") ? "gzip" : undefined;
  if (!encoding || page.body.length < 1024) return { body: page.body };
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(page.body, { level: 6 });
  return { body: page.encoded[encoding], encoding };
}

export function sharedMaxAgeSeconds(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store)\b/i.test(cacheControl)) return 0;
  const match = cacheControl.match(/\bs-maxage=(\d+)/i);
  return match ? Number(match[1]) : 0;
}

export function createPageCache(maxEntries = 500) {
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string, now = Date.now()): CachedPage | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return hit;
    },
    set(key: string, page: CachedPage) {
      if (entries.size >= maxEntries) {
        // Oldest first: Map keeps insertion order.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, page);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
