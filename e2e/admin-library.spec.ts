import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { reviewScreenshots, signInToAdmin } from "./support/admin";
import { expect, test } from "./support/test";

test.describe("the library desk", () => {
  test("should pick tomorrow's recipe of the day and answer it from the API for tomorrow", async ({ page, request }) => {
    const today = (await (await request.get("/api/daily-recipe")).json()) as { date: string };
    const tomorrow = new Date(Date.parse(`${today.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const path = `/admin/daily-recipe?month=${tomorrow.slice(0, 7)}&date=${tomorrow}`;
    await signInToAdmin(page, path);

    await expect(page.getByRole("heading", { level: 1, name: "Recipe of the day" })).toBeVisible();
    await expect(page.getByTestId(`day-${tomorrow}`)).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Search the library").fill("dal");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const firstResult = page.getByRole("list", { name: "Matching recipes" }).getByRole("listitem").first();
    await expect(firstResult).toBeVisible();
    const title = (await firstResult.locator("span.truncate").textContent())!;
    await firstResult.getByRole("button", { name: /^Pick / }).click();
    await expect(page.getByTestId("day-recipe")).toContainText("Picked by the team");
    await expect(page.getByTestId("day-recipe")).toContainText(title);
    await expect(page.getByTestId(`day-${tomorrow}`)).toHaveAccessibleName(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

    const answer = await request.get(`/api/daily-recipe?date=${tomorrow}`);
    expect(await answer.json()).toMatchObject({ date: tomorrow, source: "picked", recipe: { title } });

    // The calendar moves by keyboard: arrows between days, across a month's end into the next.
    await page.getByTestId(`day-${tomorrow}`).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(":focus")).toHaveAttribute("data-day", /\d{4}-\d{2}-\d{2}/);

    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "daily-recipe");

    // The home page shows today's recipe of the day, as the API answers it.
    const todays = (await (await request.get("/api/daily-recipe")).json()) as { recipe: { title: string } };
    await page.goto("/");
    await expect(page.getByTestId("recipe-of-the-day")).toContainText(todays.recipe.title);
    await page.getByTestId("recipe-of-the-day").scrollIntoViewIfNeeded();
    await reviewScreenshots(page, "home-recipe-of-the-day", page.getByTestId("recipe-of-the-day"));
  });

  test("should import a recipe from a recipe page's own JSON-LD and open its page", async ({ page }) => {
    await page.goto("/recipes/1");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const recipe = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((node) => node["@type"] === "Recipe");
    expect(recipe).toBeTruthy();
    const name = `Imported Tadka ${Date.now()}`;
    const jsonLd = JSON.stringify({ ...recipe, name });

    await signInToAdmin(page, "/admin/spoonacular");
    await expect(page.getByRole("heading", { level: 1, name: "Recipe importer" })).toBeVisible();
    await page.getByLabel("Schema.org Recipe JSON-LD").fill("{ not json");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This is not valid JSON" })).toBeVisible();
    await expect(page.getByLabel("Schema.org Recipe JSON-LD")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Schema.org Recipe JSON-LD").fill(jsonLd);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("preview-card")).toContainText(name);
    await expect(page.getByTestId("preview-summary")).toContainText("Ready to import: 1");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "importer");

    await page.getByRole("button", { name: "Import (1)" }).click();
    const link = page.getByTestId("import-result").getByRole("link", { name });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("should show a search that found nothing in analytics", async ({ page }) => {
    const words = `zzq unicorn ${Date.now()}`;
    await page.goto(`/recipes?search=${encodeURIComponent(words)}`);
    await signInToAdmin(page, "/admin/analytics?days=7");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.getByTestId("empty-searches")).toContainText(words);
    await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "30 days" }).click();
    await expect(page).toHaveURL("/admin/analytics?days=30");
    await expect(page.getByTestId("empty-searches")).toContainText(words);
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "analytics");
  });
});
