/**
 * Full-page screenshots of the given paths at 390 px and 1280 px, for looking at pages as a
 * visitor would. Usage: tsx scripts/screenshots.ts http://127.0.0.1:3000 out-dir / /about ...
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const [baseUrl = "http://127.0.0.1:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const target of targets) {
    await page.goto(baseUrl + target, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = (target.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home") + `-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
