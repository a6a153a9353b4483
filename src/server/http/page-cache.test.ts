import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, encodedBody, sharedMaxAgeSeconds } from "./page-cache";

describe("shared page cache", () => {
  it("should keep only pages that allow shared caching", () => {
    expect(sharedMaxAgeSeconds("public, max-age=0, s-maxage=30")).toBe(30);
    expect(sharedMaxAgeSeconds("no-cache")).toBe(0);
    expect(sharedMaxAgeSeconds("private, s-maxage=30")).toBe(0);
    expect(sharedMaxAgeSeconds(null)).toBe(0);
  });

  it("should forget a page once it expires and evict the oldest when full", () => {
    const cache = createPageCache(2);
    const page = (n: number) => ({ status: 200, headers: [], body: Buffer.from(`page ${n}`), expiresAt: 1_000 });
    cache.set("a", page(1));
    expect(cache.get("a", 999)?.body.toString()).toBe("page 1");
    expect(cache.get("a", 1_000)).toBeUndefined();
    cache.set("a", page(1));
    cache.set("b", page(2));
    cache.set("c", page(3));
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("c", 0)?.body.toString()).toBe("page 3");
  });

  it("should answer in the client's preferred encoding, compressing once", () => {
    const html = Buffer.from("<p>dal</p>".repeat(500));
    const page = { status: 200, headers: [], body: html, expiresAt: Infinity };
    const br = encodedBody(page, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(encodedBody(page, "br").body).toBe(br.body);
    const gz = encodedBody(page, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    expect(encodedBody(page, undefined)).toEqual({ body: html });
  });
});
