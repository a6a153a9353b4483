/**
 * Typing and tapping before the page has hydrated, as on a slow phone: the CPU is slowed 4x and
 * the page's scripts are held back until the visitor has typed into every text field of a form
 * page (or tapped a button), so the typing really happens before React takes the page over. Once
 * the page has hydrated, every field still shows what was typed and the page's state holds it too
 * (or the next render would put the old value back), and the early taps have done their work.
 *
 * The pages: each search box and form page, the detail pages whose forms open from a button, and
 * any address a page links to that shows more fields than the page itself (a dialog's own address,
 * such as `?book=`), found as the pages stand.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { earlyText, fieldState, openBeforeHydration, visibleTextFields } from "./support/early";

/** A detail page: the first one its list links to. */
type Seed = { name: string; path: string } | { name: string; list: string; link: RegExp };

const SEEDS: Seed[] = [
  { name: "home (header, strip and newsletter)", path: "/" },
  { name: "recipe list", path: "/recipes" },
  { name: "advanced search", path: "/advanced-search" },
  { name: "community recipes", path: "/community-recipes" },
  { name: "shop", path: "/shop" },
  { name: "buffet menus", path: "/buffet-menus" },
  { name: "industrial catering", path: "/industrial-catering" },
  { name: "contact", path: "/contact" },
  { name: "share a recipe", path: "/share-recipe" },
  { name: "content removal", path: "/content-removal" },
  { name: "sponsor", path: "/sponsor" },
  { name: "guest chef", path: "/guest-chef" },
  { name: "about (footer newsletter)", path: "/about" },
  { name: "account", path: "/account" },
  { name: "industrial catering menu", list: "/industrial-catering", link: /^\/industrial-catering\/\d+$/ },
  { name: "buffet menu", list: "/buffet-menus", link: /^\/buffet-menus\/\d+$/ },
  { name: "class", list: "/classes", link: /^\/classes\/\d+$/ },
  { name: "recipe", list: "/recipes", link: /^\/recipes\/\d+$/ },
  { name: "product", list: "/shop", link: /^\/shop\/product\/\d+$/ },
];

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => m[1].replace(/&amp;/g, "&"));
/** Text fields in server-rendered HTML, roughly (inputs that hold text, and textareas). */
const fieldCount = (html: string) =>
  [...html.replace(/<script\b[\s\S]*?<\/script>/gi, "").matchAll(/<(input|textarea)\b([^>]*)>/gi)].filter(
    ([, tag, attrs]) =>
      tag.toLowerCase() === "textarea" ||
      !/type="(hidden|checkbox|radio|range|submit|button|file|date|time|datetime-local|color)"/i.test(attrs),
  ).length;

async function pathOf(request: APIRequestContext, seed: Seed): Promise<string> {
  if ("path" in seed) return seed.path;
  const html = await (await request.get(seed.list)).text();
  const found = hrefs(html).find((href) => seed.link.test(href));
  expect(found, `${seed.list} links to a ${seed.name} page`).toBeTruthy();
  return found!;
}

/** Addresses on the same page with a query that show more text fields than the page: a dialog's own page. */
async function formAddressesFrom(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const base = fieldCount(html);
  const candidates = [...new Set(hrefs(html).filter((href) => href.startsWith(`${path}?`)))].slice(0, 12);
  const more: string[] = [];
  for (const href of candidates) {
    const response = await request.get(href);
    if (response.ok() && fieldCount(await response.text()) > base) more.push(href);
  }
  return more;
}

/** Types into every text field before hydration, hydrates, and lists the fields that lost their text. */
async function typeEarlyAndHydrate(page: Page, path: string): Promise<{ typed: number; lost: string[] }> {
  const held = await openBeforeHydration(page, path);
  const fields = await visibleTextFields(page);
  const typed: string[] = [];
  for (const [index, field] of fields.entries()) {
    const type = (await field.getAttribute("type")) ?? "text";
    const text = earlyText(type, index);
    await field.focus();
    await page.keyboard.type(text);
    typed.push(await field.evaluate((el) => el.value));
  }
  expect(await held.isHydrated(), `${path}: typed before hydration`).toBe(false);
  await held.hydrate();

  const lost: string[] = [];
  for (const [index, field] of fields.entries()) {
    const label = `${path} field ${index + 1} (${await field.evaluate((el) => `${el.tagName.toLowerCase()}${el.name ? ` "${el.name}"` : ""}${el.id ? ` #${el.id}` : ""}`).catch(() => "gone")})`;
    const state = await fieldState(field).catch(() => null);
    if (state === null) lost.push(`${label}: the field was replaced`);
    else if (state.shown !== typed[index])
      lost.push(`${label}: shows ${JSON.stringify(state.shown)}, typed ${JSON.stringify(typed[index])}`);
    else {
      // The state catches up in the effects right after hydration; give it a moment, then it must hold the text.
      await expect
        .poll(async () => (await fieldState(field))?.held ?? typed[index], { timeout: 5_000 })
        .toBe(typed[index])
        .catch(async () =>
          lost.push(`${label}: shows the text, but the page's state holds ${JSON.stringify((await fieldState(field))?.held)}`),
        );
    }
  }
  return { typed: fields.length, lost };
}

test.describe("typing before hydration", () => {
  for (const seed of SEEDS) {
    test(`should keep what was typed into the ${seed.name} page's fields`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const path = await pathOf(request, seed);
      const pages = [path, ...(await formAddressesFrom(request, path))];
      const lost: string[] = [];
      let typed = 0;
      for (const target of pages) {
        const result = await typeEarlyAndHydrate(page, target);
        typed += result.typed;
        lost.push(...result.lost);
      }
      expect(typed, `${pages.join(", ")}: text fields to type into`).toBeGreaterThan(0);
      expect(lost, `fields that lost text typed before hydration on ${pages.join(", ")}`).toEqual([]);
    });
  }
});

test.describe("searching before hydration", () => {
  // Enter before the scripts have started sends the search box's own GET form: it must lead to results.
  test("should land on the recipe list's results from the header's search box on another page", async ({ page }) => {
    test.setTimeout(120_000);
    await openBeforeHydration(page, "/contact");
    const box = page.getByRole("banner").getByRole("searchbox").first();
    await box.fill("dal");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/recipes\?search=dal$/);
    await expect(page.getByRole("heading", { level: 2, name: /recipes? found/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /dal/i }).first()).toBeVisible();
  });

  test("should show the advanced search's results, with page links, for the form sent as it stands", async ({ page }) => {
    test.setTimeout(120_000);
    await openBeforeHydration(page, "/advanced-search");
    await page.getByLabel("Keywords").fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/advanced-search\?query=&.*sort=relevance#advanced-search-results$/);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByText(/\d+ recipes found/)).toBeVisible();
    await expect(results.getByRole("article").first()).toBeVisible();
    await results.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/advanced-search\?page=2#advanced-search-results$/);
    await expect(results.getByText(/Page 2 of \d+/)).toBeVisible();
    await expect(results.getByRole("article").first()).toBeVisible();
  });
});

test.describe("tapping before hydration", () => {
  const cartCount = (page: Page) => page.getByTestId("cart-count");
  /** The control by its name, whether it is a button or (its no-script path) a link. */
  const control = (scope: Locator | Page, name: string | RegExp) =>
    scope.getByRole("button", { name }).or(scope.getByRole("link", { name })).first();

  async function tapEarly(page: Page, path: string, find: (page: Page) => Locator) {
    const held = await openBeforeHydration(page, path);
    const target = find(page);
    await target.scrollIntoViewIfNeeded();
    expect(await held.isHydrated(), `${path}: tapped before hydration`).toBe(false);
    await target.click();
    await held.hydrate();
  }

  test("should add the recipe's ingredients with Add All tapped before hydration", async ({ page, request }) => {
    test.setTimeout(120_000);
    const path = await pathOf(
      request,
      SEEDS.find((seed) => seed.name === "recipe")!,
    );
    await tapEarly(page, path, (p) => control(p.getByRole("main"), /Add all ingredients to cart/));
    await expect(cartCount(page)).toHaveText(/^[1-9]\d*$/, { timeout: 15_000 });
  });

  test("should add a product with Add to Cart tapped before hydration", async ({ page }) => {
    test.setTimeout(120_000);
    await tapEarly(page, "/shop", (p) => control(p.locator("#products"), "Add to Cart"));
    await expect(cartCount(page)).toHaveText("1", { timeout: 15_000 });
  });

  test("should open sign-in with the header's Sign In tapped before hydration", async ({ page }) => {
    test.setTimeout(120_000);
    await tapEarly(page, "/", (p) => control(p.getByRole("banner"), /^Sign In$/));
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test("should open the booking form with Book This Class tapped before hydration", async ({ page, request }) => {
    test.setTimeout(120_000);
    const path = await pathOf(
      request,
      SEEDS.find((seed) => seed.name === "class")!,
    );
    await tapEarly(page, path, (p) => control(p.getByRole("main"), "Book This Class"));
    await expect(page.getByLabel("Full name")).toBeVisible({ timeout: 15_000 });
  });
});
