import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

const SEARCH_API = "/api/recipes/advanced-search";
const panel = (page: Page) => page.getByRole("search", { name: "Recipe filters" });
const results = (page: Page) => page.getByRole("region", { name: "Results" });
const resultCards = (page: Page) =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const toast = (page: Page) => page.getByTestId("toast");

/** Holds each search answer back a moment so the loading state can be seen. */
async function slowSearchApi(page: Page, ms = 800) {
  await page.route(`**${SEARCH_API}*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe("advanced search", () => {
  test("should search only when Search is pressed, with skeletons, a toast and the API's results", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes(SEARCH_API)) calls.push(req.url());
    });
    await slowSearchApi(page);
    await page.goto("/advanced-search");
    await expect(page.getByRole("heading", { level: 1, name: "Advanced Recipe Search" })).toBeVisible();
    await panel(page).getByLabel("Cuisine").selectOption({ label: "Indian" });
    await panel(page).getByRole("radio", { name: "Easy", exact: true }).check();
    await page.waitForTimeout(600);
    expect(calls).toEqual([]);
    await expect(results(page).getByText("Choose your filters, then press Search.")).toBeVisible();

    const answer = page.waitForResponse((response) => response.url().includes(SEARCH_API));
    await panel(page).getByRole("button", { name: "Search", exact: true }).click();
    await expect(toast(page)).toContainText("Searching...");
    await expect(page.getByTestId("search-skeletons").getByRole("listitem", { includeHidden: true })).toHaveCount(9);
    const response = await answer;
    const url = new URL(response.url());
    expect(url.searchParams.get("cuisine")).toBe("indian");
    expect(url.searchParams.get("difficulty")).toBe("easy");
    const body = (await response.json()) as { recipes: { title: string }[]; total: number };
    expect(body.total).toBeGreaterThan(0);
    await expect(results(page).getByText(body.total === 1 ? "1 recipe found" : `${body.total} recipes found`)).toBeVisible();
    await expect(resultCards(page)).toHaveCount(body.recipes.length);
    for (const card of await resultCards(page).all()) await expect(card.getByText("Indian", { exact: true })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test("should add ingredient chips, ignore blank input and remove a chip when clicked", async ({ page }) => {
    await page.goto("/advanced-search");
    const include = panel(page).getByRole("textbox", { name: "Include ingredients" });
    await include.fill("ginger");
    await include.press("Enter");
    await include.fill("   ");
    await panel(page).getByRole("button", { name: "Add ingredient to include" }).click();
    await include.fill("cumin");
    await panel(page).getByRole("button", { name: "Add ingredient to include" }).click();
    const chips = panel(page).getByRole("list", { name: "Include ingredients" }).getByRole("button");
    await expect(chips).toHaveText(["ginger", "cumin"]);
    await panel(page).getByRole("button", { name: "Remove ginger" }).click();
    await expect(chips).toHaveText(["cumin"]);
    await expect(include).toBeFocused();
  });

  test("should save a search with filters from every tab and restore them after a reload", async ({ page }) => {
    await page.goto("/advanced-search");
    const basic = panel(page);
    await basic.getByLabel("Cuisine").selectOption({ label: "Indian" });
    await basic.getByRole("radio", { name: "Vegan", exact: true }).check();
    const include = basic.getByRole("textbox", { name: "Include ingredients" });
    await include.fill("ginger");
    await include.press("Enter");
    const maxTime = basic.getByRole("slider", { name: "Maximum Cooking time" });
    await maxTime.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowLeft");
    await expect(maxTime).toHaveValue("60");

    await page.getByRole("tab", { name: "Nutrition" }).click();
    const maxKcal = basic.getByRole("slider", { name: "Maximum Calories per serving" });
    await maxKcal.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowLeft");
    await expect(maxKcal).toHaveValue("1000");
    await basic.getByRole("checkbox", { name: "High protein" }).check();

    await page.getByRole("tab", { name: "Ayurveda" }).click();
    await basic.getByRole("radio", { name: "Vata", exact: true }).check();
    await basic.getByRole("radio", { name: "Winter", exact: true }).check();
    await expect(page.getByRole("tab", { name: "Ayurveda" })).toContainText("2");

    const saved = page.getByRole("region", { name: "Saved searches" });
    await saved.getByRole("textbox", { name: "Name this search" }).fill("Warming dinners");
    await saved.getByRole("button", { name: "Save search" }).click();
    await expect(toast(page)).toContainText("Search Saved");
    await expect(saved.getByText("Warming dinners")).toBeVisible();

    await page.reload();
    await expect(panel(page).getByLabel("Cuisine")).toHaveValue("");
    await expect(page.getByRole("tab", { name: "Basic" })).toHaveAttribute("aria-selected", "true");
    await saved.getByRole("button", { name: "Load saved search Warming dinners" }).click();
    await expect(toast(page)).toContainText("Search Loaded");
    await expect(panel(page).getByLabel("Cuisine")).toHaveValue("indian");
    await expect(panel(page).getByRole("radio", { name: "Vegan", exact: true })).toBeChecked();
    await expect(panel(page).getByRole("button", { name: "Remove ginger" })).toBeVisible();
    await expect(panel(page).getByRole("slider", { name: "Maximum Cooking time" })).toHaveValue("60");
    await page.getByRole("tab", { name: "Nutrition" }).click();
    await expect(panel(page).getByRole("slider", { name: "Maximum Calories per serving" })).toHaveValue("1000");
    await expect(panel(page).getByRole("checkbox", { name: "High protein" })).toBeChecked();
    await page.getByRole("tab", { name: "Ayurveda" }).click();
    await expect(panel(page).getByRole("radio", { name: "Vata", exact: true })).toBeChecked();
    await expect(panel(page).getByRole("radio", { name: "Winter", exact: true })).toBeChecked();

    // Loading restores the filters; the search itself still waits for the button.
    await expect(results(page).getByText("Choose your filters, then press Search.")).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().includes(SEARCH_API));
    await panel(page).getByRole("button", { name: "Search", exact: true }).click();
    const sent = new URL((await answer).url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      cuisine: "indian",
      dietType: "vegan",
      ingredients: "ginger",
      cookingTimeMax: "60",
      caloriesMax: "1000",
      nutritionFocus: "high-protein",
      ayurvedicDosha: "vata",
      season: "winter",
    });
    await expect(
      results(page)
        .getByText(/recipes? found|No recipes match these filters\./)
        .first(),
    ).toBeVisible();

    await saved.getByRole("button", { name: "Delete saved search Warming dinners" }).click();
    await expect(saved.getByText("Warming dinners")).toHaveCount(0);
    await page.reload();
    await expect(saved.getByText("No saved searches yet.", { exact: false })).toBeVisible();
  });

  test("should show the empty state, page through results, and recover from a failed search", async ({ page }) => {
    await page.goto("/advanced-search");
    const keywords = panel(page).getByRole("searchbox", { name: "Keywords" });
    await keywords.fill("qqqzzzxxyy");
    await keywords.press("Enter");
    await expect(results(page).getByText("No recipes match these filters.")).toBeVisible();

    await keywords.fill("");
    const first = page.waitForResponse((response) => response.url().includes(SEARCH_API));
    await panel(page).getByRole("button", { name: "Search", exact: true }).click();
    const body = (await (await first).json()) as { totalPages: number };
    test.skip(body.totalPages < 2, "needs two pages of results");
    await expect(results(page).getByText(`Page 1 of ${body.totalPages}`)).toBeVisible();
    const second = page.waitForResponse((response) => response.url().includes(SEARCH_API));
    await results(page).getByRole("button", { name: "Next" }).click();
    expect(new URL((await second).url()).searchParams.get("page")).toBe("2");
    await expect(results(page).getByText(`Page 2 of ${body.totalPages}`)).toBeVisible();
    await expect(results(page).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await page.route(`**${SEARCH_API}*`, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Invalid query",
          issues: [{ path: "caloriesMax", message: "caloriesMax must not be below caloriesMin" }],
        }),
      }),
    );
    await panel(page).getByRole("button", { name: "Search", exact: true }).click();
    await expect(results(page).getByRole("alert")).toContainText("caloriesMax must not be below caloriesMin");
    await expect(toast(page)).toContainText("Search failed");
    await page.unroute(`**${SEARCH_API}*`);
    await results(page).getByRole("button", { name: "Try Again" }).click();
    await expect(resultCards(page).first()).toBeVisible();
  });

  test("should keep a favourite recipe in Saved recipes across a reload", async ({ page }) => {
    await page.goto("/recipes");
    const card = page.getByRole("main").getByRole("article").first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const heart = card.getByRole("button", { name: "Save recipe" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(card.getByRole("button", { name: "Remove from saved" })).toHaveAttribute("aria-pressed", "true");
    await expect(toast(page)).toContainText("Recipe saved");

    await page.reload();
    await expect(page.getByRole("main").getByRole("article").first().getByRole("button", { name: "Remove from saved" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/saved-recipes");
    await expect(page.getByRole("heading", { level: 1, name: "Saved recipes" })).toBeVisible();
    await expect(page.getByText("1 saved recipe", { exact: true })).toBeVisible();
    const saved = page.getByRole("main").getByRole("article");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("heading", { level: 3 })).toHaveText(title);

    await saved.getByRole("button", { name: "Remove from saved" }).click();
    await expect(page.getByText("You haven't saved any recipes yet.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Browse recipes" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test("should have no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/advanced-search");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Nutrition" }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
