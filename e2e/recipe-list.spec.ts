import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

type ListResponse = { recipes: { id: number; title: string; cuisine: string }[]; total: number; totalPages: number };

const cards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const filters = (page: Page) => page.getByRole("search", { name: "Filter recipes" });
const pager = (page: Page) => page.getByRole("navigation", { name: "Recipe pages" });

async function api(request: APIRequestContext, query: string): Promise<ListResponse> {
  const response = await request.get(`/api/recipes?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test.describe("recipe list", () => {
  test("should filter by cuisine, show only that cuisine, and return to page 1", async ({ page, request }) => {
    const thai = await api(request, "cuisine=thai&page=1&limit=12");
    expect(thai.total).toBeGreaterThan(0);

    await page.goto("/recipes?page=2");
    await filters(page).getByLabel("Cuisine").selectOption({ label: "Thai" });
    // A filter change resets the page: no page parameter is left in the URL.
    await expect(page).toHaveURL(/\/recipes\?cuisine=thai$/);
    await expect(page.getByText(`${thai.total} recipes found`)).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(thai.total, 12));
    for (const card of await cards(page).all()) await expect(card.getByText("Thai", { exact: true })).toBeVisible();
    const titles = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.sort()).toEqual(thai.recipes.map((r) => r.title).sort());
    await expect(page).toHaveTitle(/Thai/);

    await filters(page).getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(filters(page).getByLabel("Cuisine")).toHaveValue("all");
  });

  test("should show 'Showing X-Y of N recipes' and 'Page X of Y', and paginate with Next, numbers and Previous", async ({
    page,
    request,
  }) => {
    const all = await api(request, "page=1&limit=12");
    expect(all.totalPages).toBeGreaterThan(2);
    const { total, totalPages } = all;

    await page.goto("/recipes");
    await expect(page.getByText(`Showing 1-12 of ${total} recipes`)).toBeVisible();
    await expect(page.getByText(`Page 1 of ${totalPages}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    // One ad slot follows the 8th card.
    await expect(page.locator('[data-ad-slot^="recipes-grid"]')).toHaveCount(1);
    await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(page.getByText(`Showing 13-24 of ${total} recipes`)).toBeVisible();
    await expect(page.getByText(`Page 2 of ${totalPages}`)).toBeVisible();
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    // A page change scrolls back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pager(page)
      .getByRole("link", { name: `Page ${totalPages}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/recipes\\?page=${totalPages}$`));
    const lastFrom = (totalPages - 1) * 12 + 1;
    await expect(page.getByText(`Showing ${lastFrom}-${total} of ${total} recipes`)).toBeVisible();
    await expect(cards(page)).toHaveCount(total - lastFrom + 1);
    await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText(`Page ${totalPages - 1} of ${totalPages}`)).toBeVisible();
  });

  test("should show the pagination window with gaps", async ({ page, request }) => {
    const { totalPages } = await api(request, "page=1&limit=12");
    test.skip(totalPages < 6, "needs at least 6 pages");
    await page.goto("/recipes");
    const labels = await pager(page).locator("li").allTextContents();
    expect(labels).toEqual(["1", "2", "3", "4", "…", String(totalPages)]);
    await page.goto(`/recipes?page=${totalPages}`);
    expect(await pager(page).locator("li").allTextContents()).toEqual(["1", "…", ...[3, 2, 1, 0].map((n) => String(totalPages - n))]);
  });

  test("should show the empty state when nothing matches", async ({ page }) => {
    await page.goto("/recipes?search=qqqzzzxxyy");
    await expect(page.getByText("No recipes found matching your criteria.")).toBeVisible();
    await expect(page.getByText("0 recipes found")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);
    await expect(filters(page).getByRole("searchbox", { name: "Search the library" })).toHaveValue("qqqzzzxxyy");
  });

  test("should show the list with defaults for bad values, and the last page for a page past the end", async ({ page, request }) => {
    const { total, totalPages } = await api(request, "page=1&limit=12");
    await page.goto("/recipes?page=abc&featured=maybe&cuisine=atlantis");
    await expect(page.getByText(`Showing 1-12 of ${total} recipes`)).toBeVisible();
    await page.goto("/recipes?page=9999");
    await expect(page).toHaveURL(new RegExp(`/recipes\\?page=${totalPages}$`));
    await expect(page.getByText(`Page ${totalPages} of ${totalPages}`)).toBeVisible();
  });

  test("should search, filter and paginate without JavaScript", async ({ browser, request }) => {
    const indian = await api(request, "cuisine=indian&dietType=vegan&limit=50");
    const { total } = await api(request, "page=1&limit=12");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/recipes");
    await expect(page.getByText(`Showing 1-12 of ${total} recipes`)).toBeVisible();
    await expect(cards(page)).toHaveCount(12);

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(page.getByText(`Showing 13-24 of ${total} recipes`)).toBeVisible();

    await filters(page).getByLabel("Cuisine").selectOption({ label: "Indian" });
    await filters(page).getByLabel("Diet").selectOption({ label: "Vegan" });
    await filters(page).getByRole("button", { name: "Show recipes" }).click();
    await expect(page).toHaveURL(/cuisine=indian/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(indian.total === 1 ? "1 recipe found" : `${indian.total} recipes found`)).toBeVisible();
    for (const card of await cards(page).all()) await expect(card.getByText("Indian", { exact: true })).toBeVisible();

    await filters(page).getByRole("searchbox", { name: "Search the library" }).fill("qqqzzzxxyy");
    await filters(page).getByRole("button", { name: "Show recipes" }).click();
    await expect(page.getByText("No recipes found matching your criteria.")).toBeVisible();
    await context.close();
  });

  test("should have its own title, description and canonical URL", async ({ page }) => {
    await page.goto("/recipes?search=dal&page=1");
    await expect(page).toHaveTitle(/Recipes for “dal”/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /dal/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/recipes\?search=dal$/);
  });

  test("should have no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/recipes");
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/recipes?search=qqqzzzxxyy");
    await expectNoSeriousA11yViolations(page);
  });
});
