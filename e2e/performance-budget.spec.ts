import { gzipSync } from "node:zlib";
import { expect, test, waitForHydration, type Page } from "./support/test";

/**
 * Byte budgets for a first visit to every public page type, independent of the machine's speed
 * (the scores and paint times are measured by `npm run bench -- lighthouse`). Sizes are gzip -9
 * of the decoded bodies, so they do not depend on the server's own compression.
 *
 * - JavaScript: everything the page loads up to network idle (the hydration bundle).
 * - CSS before first paint: the inline <style> in the head plus any <link rel="stylesheet">.
 * - Fonts before first paint: font files the HTML preloads; they would share the first bytes
 *   with the HTML and the hero artwork. None are: every face uses `font-display: swap`, so a
 *   missing font never holds the first paint, and the fonts a page then fetches are capped too.
 */
const KB = 1024;
const BUDGETS = {
  // The heaviest page (the advanced search) is at 151.0 KiB: React, React Router and the shell are
  // most of it (about 125 KiB on every page). The shell took on forms that work before and
  // without scripts (their state kept across hydration) and the replay of early taps, then the
  // language addresses (the picker moving between /es and /fr, forms keeping the page's prefix),
  // which brought the advanced search to 152.0 KiB; 153 KiB leaves a page about 1 KiB of room.
  // Strings of a single page load with that page (areas/<area>/register.ts); texts a page only
  // shows (the cooking tips) come in its data.
  javascriptGzip: 153 * KB,
  cssBeforeFirstPaintGzip: 16 * KB,
  fontsBeforeFirstPaint: 0,
  fontsTotal: 100 * KB,
};

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

type Weights = { javascript: number; scripts: number; css: number; preloadedFonts: number; fonts: number; blockingFaces: string[] };

async function firstLoadWeights(page: Page, path: string): Promise<Weights> {
  const scripts: Promise<number>[] = [];
  const stylesheets: Promise<number>[] = [];
  const fonts: Promise<number>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script") scripts.push(response.body().then(gz));
    else if (type === "stylesheet") stylesheets.push(response.body().then(gz));
    else if (type === "font") fonts.push(response.body().then((b) => b.length));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  // Scripts start after the first paint; on a busy machine the network can fall quiet before
  // they do. Hydration means every first-load script has arrived.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const head = await page.evaluate(() => ({
    inlineCss: Array.from(document.head.querySelectorAll("style"), (s) => s.textContent ?? "").join(""),
    preloadedFonts: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'), (l) => l.href),
    // Faces that may hide text while their file loads (no font-display, or block / auto).
    blockingFaces: Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter(
          (rule) =>
            rule.style.getPropertyValue("src").includes("url(") &&
            !/^(swap|optional|fallback)$/.test(rule.style.getPropertyValue("font-display")),
        )
        .map((rule) => rule.style.getPropertyValue("font-family")),
    ),
  }));
  let preloadedFonts = 0;
  for (const href of head.preloadedFonts) preloadedFonts += (await (await page.request.get(href)).body()).length;
  const sum = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((a, b) => a + b, 0);
  return {
    javascript: await sum(scripts),
    scripts: scripts.length,
    css: (await sum(stylesheets)) + (head.inlineCss ? gz(head.inlineCss) : 0),
    preloadedFonts,
    fonts: await sum(fonts),
    blockingFaces: head.blockingFaces,
  };
}

/** Every public page type; the recipe page is the first one the list links to. */
async function publicPages(page: Page): Promise<string[]> {
  await page.goto("/recipes");
  const recipe = await page.locator('main a[href^="/recipes/"]').first().getAttribute("href");
  expect(recipe, "a recipe link on /recipes").toMatch(/^\/recipes\/[^/]+$/);
  return [
    "/",
    "/recipes",
    recipe!,
    "/advanced-search",
    "/about",
    "/sitemap",
    "/blog",
    "/blog/1",
    "/classes",
    "/classes/1",
    "/shop",
    "/shop/product/1",
    "/deals",
    "/checkout",
    "/buffet-menus",
    "/buffet-menus/1",
    "/industrial-catering",
    "/industrial-catering/1",
    "/contact",
    "/content-removal",
    "/sponsor",
    "/sponsor?tab=inquiry",
    "/community-recipes",
    "/community-recipes/1",
    "/share-recipe",
    "/featured-chefs",
    "/guest-chef",
  ];
}

test.describe("first-load byte budgets", () => {
  test("should keep JavaScript, CSS and fonts within budget on every public page type", async ({ browser, page }) => {
    test.setTimeout(120_000);
    const paths = await publicPages(page);
    for (const path of paths) {
      // A fresh context per page: an empty cache, as on a first visit.
      const context = await browser.newContext();
      const weights = await firstLoadWeights(await context.newPage(), path);
      await context.close();
      expect(weights.scripts, `${path}: hydration scripts`).toBeGreaterThan(0);
      expect(weights.javascript, `${path}: gzipped JavaScript`).toBeLessThanOrEqual(BUDGETS.javascriptGzip);
      expect(weights.css, `${path}: CSS before first paint`).toBeGreaterThan(0);
      expect(weights.css, `${path}: gzipped CSS before first paint`).toBeLessThanOrEqual(BUDGETS.cssBeforeFirstPaintGzip);
      expect(weights.preloadedFonts, `${path}: fonts before first paint`).toBeLessThanOrEqual(BUDGETS.fontsBeforeFirstPaint);
      expect(weights.blockingFaces, `${path}: font faces that hold text back`).toEqual([]);
      expect(weights.fonts, `${path}: font bytes`).toBeLessThanOrEqual(BUDGETS.fontsTotal);
    }
  });
});
