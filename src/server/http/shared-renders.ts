import { createPageCache, type CachedPage } from "./page-cache.ts";

type RenderUnderWay = { settled: Promise<CachedPage | null>; waiting: number };

/** How a kept page answered: fresh, stale while it renders again, or from a render another request started. */
export type KeptAnswer = { page: CachedPage; how: "hit" | "stale" | "shared" };

/**
 * The page cache with one render per page at a time. A request for a page nobody is rendering
 * renders it (`lead`); requests for the same page meanwhile wait for that render and are answered
 * from it; a page past its freshness is answered stale at once while one render refreshes it.
 * A render that turns out not to be shareable (a 404, a redirect, a cookie) answers its waiters
 * null, and each renders for itself.
 */
export function createSharedRenders({ maxEntries = 500, now = Date.now }: { maxEntries?: number; now?: () => number } = {}) {
  const cache = createPageCache(maxEntries);
  /** Renders under way, with how many requests are waiting for each. */
  const rendering = new Map<string, RenderUnderWay>();

  /** Keeps what a render of `key` gives, and lets others wait on it while it runs. */
  const track = (key: string, render: Promise<CachedPage | null>): RenderUnderWay => {
    const settled = render.then(
      (page) => {
        if (page) cache.set(key, page);
        // The page is no longer one to share (gone, moved): the next request renders it itself.
        else cache.delete(key);
        return page;
      },
      () => null,
    );
    const underWay = { settled, waiting: 0 };
    rendering.set(key, underWay);
    void settled.finally(() => {
      if (rendering.get(key) === underWay) rendering.delete(key);
    });
    return underWay;
  };

  return {
    /**
     * The kept page to answer `key` with, waiting for a render under way if there is one; null
     * when this request is to render the page itself. `refresh` renders the page again (in the
     * background, the first time a stale copy is served).
     */
    async find(key: string, refresh: () => Promise<CachedPage | null>): Promise<KeptAnswer | null> {
      const kept = cache.lookup(key, now());
      if (kept) {
        if (kept.stale && !rendering.has(key)) void track(key, refresh());
        return { page: kept.page, how: kept.stale ? "stale" : "hit" };
      }
      const underWay = rendering.get(key);
      if (!underWay) return null;
      underWay.waiting++;
      const page = await underWay.settled;
      return page ? { page, how: "shared" } : null;
    },
    /**
     * Announces this request's render of `key`: those that ask meanwhile wait for it. Whether any
     * did tells the leader, once its render is done, whether the page is wanted again at once.
     */
    lead(key: string, render: Promise<CachedPage | null>): { othersWaiting: () => boolean } {
      const underWay = track(key, render);
      return { othersWaiting: () => underWay.waiting > 0 };
    },
    get size() {
      return cache.size;
    },
  };
}
