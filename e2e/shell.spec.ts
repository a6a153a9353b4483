import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { expect, test, type Locator } from "./support/test";

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
    // The cookie policy changed on its own when it began listing the sign-in cookies.
    const updated: Record<string, string> = { "/cookies": "December 5, 2026" };
    for (const path of ["/privacy", "/terms", "/disclaimer", "/cookies", "/accessibility"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByText(`Last Updated ${updated[path] ?? "July 24, 2025"}`), path).toBeVisible();
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

  test("should group the sitemap page as the spec does, listing only pages that are served", async ({ page }) => {
    await page.goto("/sitemap");
    const main = page.getByRole("main");
    // The spec's groups in its order; a group appears once one of its pages is served (Services
    // has none yet), so the headings shown must keep that order.
    const spec = ["Main", "Services", "Community", "Legal", "Resources", "Popular Recipes"];
    const shown = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(shown).toEqual(spec.filter((group) => shown.includes(group)));
    for (const group of ["Main", "Community", "Legal", "Resources", "Popular Recipes"]) expect(shown).toContain(group);
    const popular = page.locator("section").filter({ has: page.getByRole("heading", { name: "Popular Recipes" }) });
    await expect(popular.getByRole("link")).toHaveCount(5);
    await expect(page.getByRole("link", { name: "XML Sitemap" })).toHaveAttribute("href", "/sitemap.xml");
    await expect(page.getByRole("link", { name: "Robots.txt" })).toHaveAttribute("href", "/robots.txt");
    const hrefs = await main.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toContain("/about");
    for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
  });

  test("should have no serious or critical accessibility violations on a static page", async ({ page }) => {
    await page.goto("/privacy");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("flags", () => {
  const drawn = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

  test("should show the language's flag on the button at its final size before the picture arrives", async ({ page }) => {
    // Hold the flag back: the button must already take its final width without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/flags/*.svg", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("banner").getByRole("button", { name: /^Language/ });
    const flag = button.locator("img");
    await expect(flag).toHaveAttribute("src", "/flags/gb.svg");
    await expect(flag).toHaveAttribute("alt", "");
    expect(await drawn(flag)).toBe(false);
    const before = await button.boundingBox();
    const box = await flag.boundingBox();
    expect([box!.width, box!.height]).toEqual([20, 15]);

    release();
    await expect.poll(() => drawn(flag)).toBe(true);
    expect(await button.boundingBox()).toEqual(before);
  });

  test("should draw a recipe's cuisine flag as an SVG picture", async ({ page }) => {
    const recipe = (await (await page.request.get("/api/recipes/1")).json()) as { cuisine: string };
    const cuisines = (await (await page.request.get("/api/cuisines")).json()) as {
      name: string;
      displayName: string;
      flag: string | null;
    }[];
    const cuisine = cuisines.find((c) => c.name === recipe.cuisine);
    expect(cuisine?.flag).toMatch(/^[a-z]{2}$/);

    await page.goto("/recipes/1");
    const chip = page.getByRole("listitem").filter({ hasText: new RegExp(`^${cuisine!.displayName}$`) });
    const flag = chip.locator("img");
    await expect(flag).toHaveAttribute("src", `/flags/${cuisine!.flag}.svg`);
    await expect(flag).toHaveAttribute("alt", "");
    await expect.poll(() => drawn(flag)).toBe(true);
    const response = await page.request.get(`/flags/${cuisine!.flag}.svg`);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
