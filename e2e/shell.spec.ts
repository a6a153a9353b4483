import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { expect, test } from "@playwright/test";

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should open a side sheet with the search box and every link, the current one marked", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('[data-ad-slot="mobile-banner"]')).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("searchbox", { name: "Search recipes" })).toBeVisible();
    const nav = sheet.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link")).toHaveCount(16);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(sheet.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin/images");
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("should close with Escape and return focus", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("newsletter", () => {
  test("should subscribe from the footer and show the footer's toast", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(`reader-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Newsletter Subscription Successful!" })).toBeVisible();
  });

  test("should subscribe from the home page and show its own toast", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Get a seasonal recipe every other week" });
    await section.getByRole("textbox", { name: "Email address" }).fill(`home-${Date.now()}@example.com`);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscribed!" })).toBeVisible();
  });

  test("should refuse an invalid email with the field's message", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("pages without data", () => {
  test("should answer an unknown path with the 404 page and status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    for (const name of ["Home", "Browse Recipes", "Cooking Blog", "Cooking Classes", "Contact"]) {
      await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("should show each legal page with its date, title and description", async ({ page }) => {
    for (const path of ["/privacy", "/terms", "/disclaimer", "/cookies", "/accessibility"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByText("Last Updated July 24, 2025"), path).toBeVisible();
      const title = await page.title();
      expect(title, path).toMatch(/\| Ayur Kitchen$/);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{60,}/);
    }
    const titles = new Set<string>();
    for (const path of ["/about", "/earn-share", "/sitemap", "/privacy"]) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(4);
  });

  test("should group the sitemap page as the spec does", async ({ page }) => {
    await page.goto("/sitemap");
    for (const group of ["Main", "Services", "Community", "Legal", "Resources", "Popular Recipes"]) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const popular = page.locator("section").filter({ has: page.getByRole("heading", { name: "Popular Recipes" }) });
    await expect(popular.getByRole("link")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "XML Sitemap" })).toHaveAttribute("href", "/sitemap.xml");
  });

  test("should have no serious or critical accessibility violations on a static page", async ({ page }) => {
    await page.goto("/privacy");
    await expectNoSeriousA11yViolations(page);
  });
});
