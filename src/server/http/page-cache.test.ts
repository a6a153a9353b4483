import { randomBytes, randomInt } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { declaredBrotliWindow } from "../test-support/brotli-window";
import { brotliWindowBits } from "./compression";
import { newNonce } from "./content-security-policy";
import {
  createPageCache,
  encodedBody,
  isPageAround,
  pageAroundNonce,
  pageWithNonce,
  sharedMaxAgeSeconds,
  staleWhileRevalidateSeconds,
  type CachedPage,
} from "./page-cache";

const KEPT = { status: 200, headers: [] as [string, string][], expiresAt: Infinity };

/** A page as the renderer writes one: a long head and body, then the scripts that carry the nonce. */
function renderedPage(nonce: string): Buffer {
  const cards = Array.from(
    { length: 60 },
    (_, i) => `<article class="card"><h2>Recipe ${i}</h2><p>Moong dal, ghee and cumin, ${i} ways.</p></article>`,
  );
  return Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link nonce="${nonce}" rel="icon" href="/favicon.svg"/>` +
      `<style>body{margin:0}</style></head><body><main>${cards.join("")}</main>` +
      `<script nonce="${nonce}">window.__reactRouterContext = {"state":{"loaderData":{"root":{"language":"en"}}}};</script>` +
      `<script nonce="${nonce}" type="text/x-held-module" data-after-first-paint="">import "/assets/entry.client.js";</script>` +
      `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[1,2,3]");</script>` +
      `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>` +
      `<script nonce="${nonce}">(function(){var nonce=document.currentScript.nonce})()</script></body></html>`,
  );
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

describe("shared page cache", () => {
  it("should keep only pages that allow shared caching", () => {
    expect(sharedMaxAgeSeconds("public, max-age=0, s-maxage=30")).toBe(30);
    expect(sharedMaxAgeSeconds("no-cache")).toBe(0);
    expect(sharedMaxAgeSeconds("private, s-maxage=30")).toBe(0);
    expect(sharedMaxAgeSeconds(null)).toBe(0);
  });

  it("should read how long a page may be served stale while it is rendered again", () => {
    expect(staleWhileRevalidateSeconds("public, max-age=0, s-maxage=30, stale-while-revalidate=60")).toBe(60);
    expect(staleWhileRevalidateSeconds("public, max-age=0, s-maxage=30")).toBe(0);
    expect(staleWhileRevalidateSeconds("private, s-maxage=30, stale-while-revalidate=60")).toBe(0);
    expect(staleWhileRevalidateSeconds(null)).toBe(0);
  });

  it("should serve a page fresh, then stale until its stale time ends, then forget it", () => {
    const cache = createPageCache(2);
    cache.set("a", pageAroundNonce(Buffer.from("page 1"), newNonce(), { ...KEPT, expiresAt: 1_000, staleUntil: 3_000 }));
    expect(cache.lookup("a", 999)).toMatchObject({ stale: false });
    expect(cache.lookup("a", 999)?.page.parts[0].toString()).toBe("page 1");
    expect(cache.lookup("a", 1_000)).toMatchObject({ stale: true });
    expect(cache.lookup("a", 2_999)).toMatchObject({ stale: true });
    expect(cache.lookup("a", 3_000)).toBeUndefined();
    expect(cache.lookup("a", 0)).toBeUndefined();
  });

  it("should evict the oldest when full, a refreshed page counting as new", () => {
    const cache = createPageCache(2);
    const page = (n: number) => pageAroundNonce(Buffer.from(`page ${n}`), newNonce(), { ...KEPT, expiresAt: 1_000 });
    cache.set("a", page(1));
    expect(cache.lookup("a", 999)?.page.parts[0].toString()).toBe("page 1");
    expect(cache.lookup("a", 1_000)).toBeUndefined();
    cache.set("a", page(1));
    cache.set("b", page(2));
    cache.set("a", page(4));
    cache.set("c", page(3));
    expect(cache.lookup("b", 0)).toBeUndefined();
    expect(cache.lookup("a", 0)?.page.parts[0].toString()).toBe("page 4");
    expect(cache.lookup("c", 0)?.page.parts[0].toString()).toBe("page 3");
  });
});

describe("a cached page's nonce", () => {
  it("should give each answer its own nonce in every place the rendered one went", () => {
    const rendered = newNonce();
    const page = pageAroundNonce(renderedPage(rendered), rendered, KEPT);
    expect(page.parts).toHaveLength(7);
    const answer = newNonce();
    const html = pageWithNonce(page, answer).toString();
    expect(html).not.toContain(rendered);
    expect(html).toBe(renderedPage(answer).toString());
  });

  it("should compress once per encoding and splice each answer's nonce into the compressed bytes", async () => {
    const rendered = newNonce();
    const page = pageAroundNonce(renderedPage(rendered), rendered, KEPT);
    for (const [acceptEncoding, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const nonces = [newNonce(), newNonce(), newNonce()];
      const answers = [];
      for (const nonce of nonces) answers.push(await encodedBody(page, nonce, acceptEncoding));
      const made = page.encoded?.[encoding];
      expect(await encodedBody(page, newNonce(), acceptEncoding)).toMatchObject({ encoding });
      expect(page.encoded?.[encoding], "compressed once, then reused").toBe(made);
      answers.forEach((answer, i) => {
        expect(answer.encoding).toBe(encoding);
        expect(decode(answer.body, answer.encoding).equals(renderedPage(nonces[i])), `${encoding} answer ${i}`).toBe(true);
      });
      // No dearer than compressing the whole page as one piece (a few bytes per nonce).
      const whole =
        encoding === "br"
          ? brotliCompressSync(renderedPage(nonces[0]), { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(renderedPage(nonces[0]), { level: 6 });
      expect(answers[0].body.length).toBeLessThan(whole.length + 7 * 40);
    }
  });

  it("should keep a page's brotli form within the smallest window that holds the page", async () => {
    const nonce = newNonce();
    const small = renderedPage(nonce);
    const large = Buffer.concat([Buffer.from(`<style>${"a{color:red}".repeat(16_000)}</style>`), small]);
    for (const bytes of [small, large]) {
      const page = pageAroundNonce(bytes, nonce, KEPT);
      const answer = newNonce();
      const { body, encoding } = await encodedBody(page, answer, "br");
      expect(encoding).toBe("br");
      expect(declaredBrotliWindow(body)).toBe(brotliWindowBits(bytes.length));
      expect(declaredBrotliWindow(body)).toBeLessThan(constants.BROTLI_DEFAULT_WINDOW);
      expect(brotliDecompressSync(body)).toEqual(pageWithNonce(page, answer));
    }
  });

  it("should come back exactly, whatever the page and wherever its nonces, in every encoding", async () => {
    for (let round = 0; round < 40; round++) {
      const rendered = newNonce();
      const pieces = Array.from({ length: randomInt(0, 8) }, () =>
        // Text that compresses (repeats) and text that does not, of any length, down to nothing.
        randomInt(2) ? "<p>dal tadka</p>".repeat(randomInt(0, 200)) : randomBytes(randomInt(0, 3000)).toString("base64"),
      );
      const html = (nonce: string) =>
        Buffer.from(pieces.map((piece) => `${piece}<script nonce="${nonce}">x()</script>`).join("") + "</html>");
      const page = pageAroundNonce(html(rendered), rendered, KEPT);
      for (const acceptEncoding of ["br", "gzip", "identity"]) {
        const nonce = newNonce();
        const answer = await encodedBody(page, nonce, acceptEncoding);
        expect(decode(answer.body, answer.encoding).equals(html(nonce)), `round ${round}, ${acceptEncoding}`).toBe(true);
      }
    }
  });

  it("should send the plain page where it cannot be compressed ahead, to be compressed per answer", async () => {
    const rendered = newNonce();
    // A control character in the page: the stand-ins compressed in the nonces' places use them.
    const body = Buffer.concat([renderedPage(rendered), Buffer.from("\u0007")]);
    const page: CachedPage = pageAroundNonce(body, rendered, KEPT);
    const nonce = newNonce();
    const answer = await encodedBody(page, nonce, "br, gzip");
    expect(answer.encoding).toBeUndefined();
    expect(answer.body.equals(Buffer.concat([renderedPage(nonce), Buffer.from("\u0007")]))).toBe(true);
  });

  it("should accept a trial decompression only when it is the page byte for byte with the trial nonce", () => {
    const rendered = newNonce();
    const page = pageAroundNonce(renderedPage(rendered), rendered, KEPT);
    const trial = newNonce();
    const exact = pageWithNonce(page, trial);
    expect(isPageAround(exact, page.parts, Buffer.from(trial))).toBe(true);
    expect(isPageAround(pageWithNonce(page, newNonce()), page.parts, Buffer.from(trial))).toBe(false);
    const changed = Buffer.from(exact);
    changed[changed.length >> 1] ^= 1;
    expect(isPageAround(changed, page.parts, Buffer.from(trial))).toBe(false);
    expect(isPageAround(Buffer.concat([exact, Buffer.from(" ")]), page.parts, Buffer.from(trial))).toBe(false);
    expect(isPageAround(exact.subarray(0, exact.length - 1), page.parts, Buffer.from(trial))).toBe(false);
  });

  it("should send small pages and clients that accept no encoding the plain page", async () => {
    const rendered = newNonce();
    const small = pageAroundNonce(Buffer.from(`<script nonce="${rendered}"></script>`), rendered, KEPT);
    const nonce = newNonce();
    expect(await encodedBody(small, nonce, "br")).toEqual({ body: Buffer.from(`<script nonce="${nonce}"></script>`) });
    const page = pageAroundNonce(renderedPage(rendered), rendered, KEPT);
    expect(await encodedBody(page, nonce, undefined)).toEqual({ body: renderedPage(nonce) });
    expect(page.encoded).toBeUndefined();
  });
});
