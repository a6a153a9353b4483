import path from "node:path";
import { mkdirSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { E2E_ADMIN } from "./admin-credentials";
import { expect, waitForHydration, type Page } from "./test";

/** Opens an admin page without a session, signs in on the page it sends to, and waits to be back. */
export async function signInToAdmin(page: Page, target: string): Promise<void> {
  await page.goto(`/admin-login?next=${encodeURIComponent(target)}`);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(target);
  await waitForHydration(page);
}

/**
 * Full-page pictures of a screen at a desktop and a phone width, for a look by eye, when SHOTS_DIR
 * names a folder for them (CI takes none). `part` narrows the picture to one element.
 */
export async function reviewScreenshots(page: Page, name: string, part?: Locator): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const file = path.join(dir, `${name}-${width}.png`);
    await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
  }
  await page.setViewportSize(size);
}
