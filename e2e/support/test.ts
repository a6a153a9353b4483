/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` return once React has
 * hydrated the page. The server paints first and starts the scripts after the first frame
 * (src/web/entry.server.tsx), so a journey that clicks straight after loading would otherwise
 * click a button whose handler is not attached yet. Documents that never hydrate (not HTML, or
 * JavaScript turned off) are returned as they load.
 */
import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page, Request } from "@playwright/test";

/** Waits until the root layout has marked the document hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function hydratedAfter(page: Page, response: Response | null, javaScriptEnabled: boolean): Promise<Response | null> {
  const isPage = (response?.headers()["content-type"] ?? "").startsWith("text/html");
  if (javaScriptEnabled && isPage) await waitForHydration(page);
  return response;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydratedAfter(page, await goto(url, options), javaScriptEnabled);
    page.reload = async (options) => hydratedAfter(page, await reload(options), javaScriptEnabled);
    await use(page);
  },
});
