import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

type Post = { id: number; title: string; category: string };
type ListResponse = { data: Post[]; pagination: { page: number; total: number; totalPages: number } };

const categories = (page: Page) => page.getByRole("navigation", { name: "Blog categories" });
const pager = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });
const postLinks = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link");

test.describe("blog", () => {
  test("should filter by category, paginate back to the top, and reset the page on a filter change", async ({ page, request }) => {
    const all: ListResponse = await (await request.get("/api/blog")).json();
    expect(all.pagination.totalPages).toBeGreaterThan(1);

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Cooking Blog" })).toBeVisible();
    // The first post is the featured one, above a grid of the other eleven.
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: all.data[0].title })).toBeVisible();
    await expect(postLinks(page)).toHaveCount(all.data.length - 1);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
    await expectNoSeriousA11yViolations(page);

    // Next page: the URL carries it, the second page's posts show, the view is back at the top.
    await pager(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    const page2: ListResponse = await (await request.get("/api/blog?page=2")).json();
    await expect(page.getByRole("heading", { level: 2, name: page2.data[0].title })).toBeVisible();
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A category from page 2 starts again at page 1 and shows only that category.
    const techniques: ListResponse = await (await request.get("/api/blog?category=techniques")).json();
    await categories(page).getByRole("link", { name: "Techniques" }).click();
    await expect(page).toHaveURL(/\/blog\?category=techniques$/);
    await expect(categories(page).getByRole("link", { name: "Techniques" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`${techniques.pagination.total} articles`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: techniques.data[0].title })).toBeVisible();
    await expect(postLinks(page)).toHaveCount(techniques.data.length - 1);
    await expect(pager(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/Techniques/);

    // Links from elsewhere may carry a category the spec names: nutrition.
    await page.goto("/blog?category=nutrition");
    await expect(categories(page).getByRole("link", { name: "Nutrition" })).toHaveAttribute("aria-current", "page");
  });

  test("should read an article, go on through More Articles and come Back to Blog", async ({ page, request }) => {
    const first: Post & { content: string; author: string } = await (await request.get("/api/blog/1")).json();
    await page.goto("/blog");
    await page.getByRole("link", { name: first.title }).first().click();
    await expect(page).toHaveURL(/\/blog\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText(`By ${first.author}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
    expect(jsonLd).toEqual(expect.objectContaining({ "@type": "BlogPosting", headline: first.title }));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expectNoSeriousA11yViolations(page);

    const more = page.getByRole("region", { name: "More Articles" });
    await expect(more.getByRole("heading", { level: 3 })).toHaveCount(3);
    const next = (await more.getByRole("heading", { level: 3 }).first().textContent())!.trim();
    await more.getByRole("link", { name: next }).click();
    await expect(page.getByRole("heading", { level: 1, name: next })).toBeVisible();
    await expect(page).not.toHaveURL(/\/blog\/1$/);

    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("should answer an unknown post with 'Blog Post Not Found' and status 404", async ({ page }) => {
    const response = await page.goto("/blog/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should filter and paginate with plain links", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Seasonal" }).click();
    await expect(page).toHaveURL(/\/blog\?category=seasonal$/);
    await expect(page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Seasonal" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
  });
});
