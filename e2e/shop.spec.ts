import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

type Product = {
  id: number;
  name: string;
  categoryName: string;
  price: number;
  wholesale: boolean;
  stock: number;
  stockStatus: string;
  categorySlug: string;
  reviewCount: number;
};
type Paged = { data: Product[]; pagination: { total: number; totalPages: number } };

const products = (page: Page) => page.locator("#products");
const productNames = (page: Page) => products(page).getByRole("heading", { level: 3 });
const cardOf = (page: Page, name: string) =>
  products(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
const searchForm = (page: Page) => page.getByRole("search", { name: "Search the shop" });

async function shopProducts(request: APIRequestContext, query: string): Promise<Paged> {
  const response = await request.get(`/api/shop-products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Paged;
}

/** Every product, as the API lists it now (other journeys sell stock). */
async function allProducts(request: APIRequestContext): Promise<Product[]> {
  return (await shopProducts(request, "limit=48")).data;
}

/** A catalogue key shown instead of its text. */
const RAW_KEY = /\b(shop|shopCard|productPage)\.[a-zA-Z]/;

const countText = (n: number) => (n === 1 ? "1 product" : `${n} products`);

test.describe("shop", () => {
  test("should search, filter by category and type, page, and show the empty state", async ({ page, request }) => {
    const all = await shopProducts(request, "page=1");
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1, name: "Kitchen Shop" })).toBeVisible();
    await expect(productNames(page)).toHaveCount(12);
    await expect(products(page).getByText(countText(all.pagination.total))).toBeVisible();
    // Every string is the page's own, in the server's HTML too (no catalogue key shows).
    await expect(page.getByRole("heading", { level: 2, name: "Bulk order enquiry" })).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(RAW_KEY);
    await expectNoSeriousA11yViolations(page);

    // Page 2 through the pager, then a search starts again at page 1.
    await page.getByRole("navigation", { name: "Product pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/shop\?page=2#products$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    // A misspelt search still finds the product (typo-tolerant, as the API is).
    const cardamom = await shopProducts(request, "search=cardamon");
    expect(cardamom.data.map((p) => p.name)).toContain("Green Cardamom Pods");
    await searchForm(page).getByLabel("Search products").fill("cardamon");
    await searchForm(page).getByLabel("Search products").press("Enter");
    await expect(page).toHaveURL(/\/shop\?search=cardamon#products$/);
    await expect(productNames(page)).toHaveCount(cardamom.data.length);
    await expect(productNames(page).first()).toHaveText(cardamom.data[0].name);
    await expect(page.getByRole("link", { name: "Remove filter: “cardamon”" })).toBeVisible();
    await expect(page).toHaveTitle(/“cardamon” in the Kitchen Shop/);

    // The dropdown sends itself: the search stays, the category is added, page 1.
    await searchForm(page).getByLabel("Category").selectOption("knives");
    await expect(page).toHaveURL(/\/shop\?category=knives&search=cardamon#products$/);
    await expect(page.getByText("No products found")).toBeVisible();
    await page.getByRole("link", { name: "Remove filter: “cardamon”" }).click();
    await expect(page).toHaveURL(/\/shop\?category=knives#products$/);
    const knives = await shopProducts(request, "category=knives");
    await expect(productNames(page)).toHaveCount(knives.data.length);
    await expect(searchForm(page).getByLabel("Search products")).toHaveValue("");

    // A highlight tile filters by the kind of product, keeping the category out of its way.
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/shop#products$/);
    await page
      .getByRole("navigation", { name: "Shop by kitchen need" })
      .getByRole("link", { name: /^Books/ })
      .click();
    await expect(page).toHaveURL(/\/shop\?type=books#products$/);
    const books = await shopProducts(request, "type=books");
    await expect(productNames(page)).toHaveCount(books.data.length);
    await expect(page.getByRole("navigation", { name: "Shop by kitchen need" }).getByRole("link", { name: /^Books/ })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.goto("/shop?search=zzzzqqqq");
    await expect(page.getByText("No products found")).toBeVisible();
    await page.getByRole("link", { name: "Show all products" }).click();
    await expect(productNames(page)).toHaveCount(12);
  });

  test("should open with the query category chosen", async ({ page, request }) => {
    for (const slug of ["knives", "spices", "small-appliances"]) {
      const listed = await shopProducts(request, `category=${slug}`);
      await page.goto(`/shop?category=${slug}`);
      await expect(searchForm(page).getByLabel("Category")).toHaveValue(slug);
      await expect(productNames(page)).toHaveText(listed.data.map((p) => p.name));
    }
  });

  test("should show wholesale prices at 80% with the minimum order, and add 10 units", async ({ page, request }) => {
    const wholesale = await shopProducts(request, "category=wholesale");
    expect(wholesale.data.length).toBeGreaterThan(0);
    await page.goto("/shop");
    const tabs = page.getByRole("navigation", { name: "Prices" });
    await expect(tabs.getByRole("link", { name: "Retail" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Wholesale" }).click();
    await expect(page).toHaveURL(/\/shop\?category=wholesale#products$/);
    await expect(tabs.getByRole("link", { name: "Wholesale" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "Wholesale products" })).toBeVisible();
    await expect(productNames(page)).toHaveCount(Math.min(12, wholesale.data.length));

    const first = wholesale.data[0];
    const card = cardOf(page, first.name);
    const unit = Math.round(Math.round(first.price * 100) * 0.8) / 100;
    await expect(card.getByText(`$${unit.toFixed(2)}`, { exact: true })).toBeVisible();
    await expect(card.getByText(`$${first.price.toFixed(2)}`, { exact: true })).toBeVisible();
    await expect(card.getByText("Min. order 10+ units")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole("button", { name: "Add 10 to Cart" }).click();
    await expect(page.getByText("10 × " + first.name)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("10");
    await page.getByRole("button", { name: /Open cart/ }).click();
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel.getByTestId("cart-line")).toHaveCount(1);
    await expect(panel.getByTestId("cart-total")).toHaveText(`$${(unit * 10).toFixed(2)}`);

    // Back to Retail: the same shop at full prices.
    await page.keyboard.press("Escape");
    await tabs.getByRole("link", { name: "Retail" }).click();
    await expect(page).toHaveURL(/\/shop#products$/);
    await expect(page.getByText("Min. order 10+ units")).toHaveCount(0);
  });

  test("should take a product from its page to the cart, within its stock", async ({ page, request }) => {
    const list = await allProducts(request);
    const product = list.find((p) => p.stock > 5 && !p.wholesale)!;
    await page.goto("/shop");
    await page.getByRole("link", { name: product.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shop/product/${product.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Shop", product.categoryName]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);
    await expect(page.getByText("In stock").first()).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(RAW_KEY);

    // Three views of the product, the first one shown; another can be chosen.
    const views = page.getByRole("list", { name: "Product views" }).getByRole("button");
    await expect(views).toHaveCount(3);
    await expect(views.nth(0)).toHaveAttribute("aria-pressed", "true");
    await views.nth(1).click();
    await expect(views.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(views.nth(0)).toHaveAttribute("aria-pressed", "false");

    // Structured data for search engines: the offer and its availability.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      "@type": "Product",
      name: product.name,
      offers: { price: product.price.toFixed(2), priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect(Boolean(ld.aggregateRating)).toBe(product.reviewCount > 0);

    // The price tabs and the info tabs, by keyboard.
    await page.getByRole("tab", { name: "Wholesale" }).click();
    await expect(page.getByText("This product has no wholesale price.")).toBeVisible();
    await page.getByRole("tab", { name: "Retail" }).click();
    await page.getByRole("tab", { name: "Product Details" }).focus();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("No reviews yet. Be the first to review this product!")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("3-5 business days, free on orders over $50.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The stepper: never below 1.
    const quantity = page.getByLabel("Quantity", { exact: true });
    await expect(quantity).toHaveValue("1");
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("3");
    await expect(page.getByTestId("line-total")).toHaveText(`3 × $${product.price.toFixed(2)} = $${(product.price * 3).toFixed(2)}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`3 × ${product.name}`)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    await page.getByRole("button", { name: /Open cart/ }).click();
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel.getByTestId("cart-line")).toContainText(product.name);
    await expect(panel.getByTestId("cart-total")).toHaveText(`$${(product.price * 3).toFixed(2)}`);
  });

  test("should never let the stepper pass the stock, and refuse an out-of-stock product", async ({ page, request }) => {
    const list = await allProducts(request);
    const low = list.find((p) => p.stockStatus === "low_stock" && p.stock >= 2)!;
    await page.goto(`/shop/product/${low.id}`);
    await expect(page.getByText(`Only ${low.stock} left`).first()).toBeVisible();
    const quantity = page.getByLabel("Quantity", { exact: true });
    await quantity.fill("999");
    await quantity.press("Enter");
    await expect(quantity).toHaveValue(String(low.stock));
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await quantity.fill("0");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");

    const gone = list.find((p) => p.stock === 0);
    if (gone) {
      await page.goto(`/shop/product/${gone.id}`);
      await expect(page.getByText("Out of stock").first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as {
        offers: { availability: string };
      };
      expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
    }
  });

  test("should send a bulk enquiry for the product a card's Inquiry button chose", async ({ page, request }) => {
    const [product] = (await shopProducts(request, "category=spices")).data;
    await page.goto("/shop?category=spices");
    await cardOf(page, product.name).getByRole("button", { name: "Inquiry" }).click();
    const form = page.getByRole("form", { name: "Tell us about your order" });
    await expect(form.getByLabel("Product name")).toHaveValue(product.name);
    await expect(form.getByLabel("Quantity")).toBeFocused();

    // The spec's messages, field by field.
    await form.getByLabel("Product name").fill("");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(form.getByText("Product name is required")).toBeVisible();
    await expect(form.getByText("Quantity is required")).toBeVisible();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Valid email is required")).toBeVisible();
    await expect(form.getByText("Valid phone number is required")).toBeVisible();
    await expect(form.getByLabel("Product name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const email = `bulk-${Date.now()}@example.com`;
    await form.getByLabel("Product name").fill(product.name);
    await form.getByLabel("Quantity").fill("250");
    await form.getByLabel("Your name").fill("Asha Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+1 415 555 0100");
    await form.getByLabel("Message (optional)").fill("Monthly supply for our café in San Jose.");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Inquiry Submitted")).toBeVisible();
    await expect(page.getByText("We'll contact you within 24 hours for your bulk order.")).toBeVisible();
    const done = form.getByTestId("bulk-inquiry-done");
    await expect(done).toContainText(/BQ-[A-Z0-9]+/);
    await expect(form.getByLabel("Product name")).toHaveValue("");

    // The buyer's acknowledgement arrives through the outbox, naming the reference.
    const reference = /BQ-[A-Z0-9]+/.exec((await done.textContent()) ?? "")![0];
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = mailsTo(email)[0].text;
    expect(mail).toContain(reference);
    expect(mail).toContain(product.name);
  });

  test("should open the bulk form from a product page's link, filled in", async ({ page, request }) => {
    const [product] = await allProducts(request);
    await page.goto(`/shop/product/${product.id}`);
    await page.getByRole("link", { name: "Ask for a bulk quote" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shop\\?inquire=${product.id}#bulk-order$`));
    await expect(page.getByRole("form", { name: "Tell us about your order" }).getByLabel("Product name")).toHaveValue(product.name);
  });

  test("should answer an unknown product with 'Product Not Found' and a 404", async ({ page }) => {
    const response = await page.goto("/shop/product/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test.describe("shop without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should search and filter through the plain form and links", async ({ page, request }) => {
    const found = await shopProducts(request, "search=ghee");
    await page.goto("/shop");
    await searchForm(page).getByLabel("Search products").fill("ghee");
    await searchForm(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/shop\?search=ghee&category=all#products$/);
    await expect(productNames(page)).toHaveCount(found.data.length);

    const spices = await shopProducts(request, "category=spices");
    await searchForm(page).getByLabel("Search products").fill("");
    await searchForm(page).getByLabel("Category").selectOption("spices");
    await searchForm(page).getByRole("button", { name: "Search" }).click();
    await expect(productNames(page)).toHaveText(spices.data.map((p) => p.name));

    await page.getByRole("navigation", { name: "Prices" }).getByRole("link", { name: "Wholesale" }).click();
    await expect(page.getByText("Min. order 10+ units").first()).toBeVisible();
  });
});
