import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { expect, test } from "./support/test";

test.describe("home page", () => {
  test("should render every section in the first HTML, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("culinary destination");
    await expect(page.getByRole("link", { name: "Explore Recipes" })).toHaveAttribute("href", "/recipes");
    await expect(page.getByRole("link", { name: "Join a Cooking Class" })).toHaveAttribute("href", "/classes");
    for (const [name, count] of [
      ["Featured Recipes", 4],
      ["Upcoming Cooking Classes", 3],
      ["Ingredient Spotlight", 4],
      ["From the Blog", 3],
      ["From the Shop", 4],
    ] as const) {
      const section = page.getByRole("region", { name });
      await expect(section, name).toBeVisible();
      await expect(section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }), name).toHaveCount(count);
    }
    await expect(page.getByRole("heading", { name: "Cooking with Chef Meera Raghavan" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Get a seasonal recipe every other week" })).toBeVisible();
    // Two in-page ad slots plus the mobile banner, each marked with its slot id, none empty.
    const slots = page.locator("[data-ad-slot]");
    await expect(slots).toHaveCount(3);
    for (const slot of await slots.all()) expect((await slot.textContent())?.trim().length).toBeGreaterThan(5);
    await expect(page.getByText("© 2025 Ayur Kitchen. All rights reserved.")).toBeVisible();
    await context.close();
  });

  test("should have its own title, description and canonical URL", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Ayur Kitchen/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /vata, pitta and kapha/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  });

  test("should have no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoSeriousA11yViolations(page);
  });

  test("should pulse a lazy image's box only while it is in view and still loading", async ({ page }) => {
    // The artwork is held back until the test lets it through, so that the loading state lasts.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/art/**", async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    try {
      // The held artwork keeps the load event from firing: the page is ready once hydrated.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const lastLazyBox = page.locator('div.bg-sand:has(> img[loading="lazy"])').last();
      await expect(lastLazyBox).not.toBeInViewport();
      await expect(lastLazyBox).not.toHaveClass(/animate-pulse/);
      await lastLazyBox.scrollIntoViewIfNeeded();
      await expect(lastLazyBox).toHaveClass(/animate-pulse/);
      release();
      await expect(lastLazyBox).not.toHaveClass(/animate-pulse/);
    } finally {
      release();
    }
  });
});

test.describe("recipe search box", () => {
  test("should go to /recipes with the search once 2 characters are typed", async ({ page }) => {
    await page.goto("/about");
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.pressSequentially("d");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/about$/);
    await box.pressSequentially("al tadka");
    await expect(page).toHaveURL(/\/recipes\?search=dal%20tadka$/);
  });

  test("should search at once on Enter and clear back to /recipes", async ({ page }) => {
    await page.goto("/privacy");
    const box = page.getByRole("searchbox", { name: "Search recipes" });
    await box.fill("x");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/recipes\?search=x$/);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });
});
