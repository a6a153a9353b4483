/**
 * Playwright's `test` with two changes:
 * - `page.goto` and `page.reload` return once React has hydrated the page. The server paints
 *   first and starts the scripts after the first frame (src/web/entry.server.tsx), so a journey
 *   that clicks straight after loading would otherwise click a button whose handler is not
 *   attached yet. Documents that never hydrate (not HTML, or JavaScript turned off) are returned
 *   as they load.
 * - Anything the site's Content-Security-Policy blocks, in any page or frame of the test, fails
 *   the test once it has run: a script, style, image, request or form the policy refuses would
 *   otherwise only break the page quietly for visitors.
 */
import { test as base, expect, type Page, type Response } from "@playwright/test";

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

/** What the page's `securitypolicyviolation` event says, as the init script below reports it. */
type ViolationReport = { directive: string; blocked: string; sample: string; source: string };

/** Chromium's console line for each refusal ("Refused to … because it violates … Content Security Policy …"). */
const REFUSAL = /Content Security Policy/i;

export const test = base.extend({
  context: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding("__reportCspViolation", ({ frame }, report: ViolationReport) => {
      violations.push(
        `${frame.url()}: ${report.directive} refused ${report.blocked || "(inline)"} ${report.source} ${report.sample}`.trim(),
      );
    });
    await context.addInitScript(() => {
      const page = window as unknown as { __reportCspViolation?: (report: ViolationReport) => void };
      window.addEventListener(
        "securitypolicyviolation",
        (event) =>
          page.__reportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : "",
          }),
        true,
      );
    });
    // The console also hears pages without JavaScript, where no init script runs.
    context.on("console", (message) => {
      if (REFUSAL.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
    });
    await use(context);
    expect(violations, "the Content-Security-Policy refused something").toEqual([]);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydratedAfter(page, await goto(url, options), javaScriptEnabled);
    page.reload = async (options) => hydratedAfter(page, await reload(options), javaScriptEnabled);
    await use(page);
  },
});
