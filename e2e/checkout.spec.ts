import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type Page } from "./support/test";

type Deal = { id: number; title: string; category: string; salePrice: number; amazonLink: string | null };
type Product = { id: number; name: string; price: number; stock: number };

const tabs = (page: Page) => page.getByRole("navigation", { name: "Deal categories" });
const dealCards = (page: Page) => page.getByTestId("deal-card");
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /cart/i });

test.describe("deals", () => {
  test("should switch tabs in the URL, add a deal to the cart and link to Amazon in a new tab", async ({ page, request }) => {
    const all = (await (await request.get("/api/deals")).json()) as Deal[];
    const books = all.filter((deal) => deal.category === "books");
    await page.goto("/deals");
    await expect(page.getByRole("heading", { level: 1, name: "Deals & Offers" })).toBeVisible();
    await expect(dealCards(page)).toHaveCount(all.length);
    await expect(page.getByText("Free shipping over $100")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await tabs(page).getByRole("link", { name: "Books" }).click();
    await expect(page).toHaveURL(/\/deals\?category=books$/);
    await expect(dealCards(page)).toHaveCount(books.length);
    await expect(tabs(page).getByRole("link", { name: "Books" })).toHaveAttribute("aria-current", "page");

    const book = books.find((deal) => deal.amazonLink) ?? books[0];
    const card = dealCards(page).filter({ hasText: book.title });
    if (book.amazonLink) {
      const amazon = card.getByRole("link", { name: /Buy on Amazon/ });
      await expect(amazon).toHaveAttribute("target", "_blank");
      await expect(amazon).toHaveAttribute("rel", "noopener noreferrer");
      await expect(amazon).toHaveAttribute("href", book.amazonLink);
    }
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to Cart!")).toBeVisible();
    await cartButton(page).click();
    await expect(page.getByTestId("cart-line").filter({ hasText: book.title })).toBeVisible();
  });
});

test.describe("checkout", () => {
  test("should show the server's prices, refuse an incomplete form, place the order to pay on delivery and open it from the mail", async ({
    page,
    request,
  }) => {
    const products = ((await (await request.get("/api/shop-products?limit=12")).json()) as { data: Product[] }).data;
    const product = products.find((p) => p.stock >= 5)!;
    const deal = ((await (await request.get("/api/deals?category=products")).json()) as Deal[])[0];

    // A cart kept from an earlier visit: the product's price has changed since (the cart says 1.00).
    await page.goto("/");
    await page.evaluate(
      ([p, d]) =>
        localStorage.setItem(
          "cart",
          JSON.stringify([
            { id: p.id, name: p.name, type: "product", price: 1, quantity: 2 },
            { id: d.id, name: d.title, type: "deal", price: d.salePrice.toFixed(2), quantity: 1 },
            // The first ingredient of recipe 1, added with "add all ingredients" (id = recipe id × 1000 + index).
            { id: 1000, name: "Ingredient", type: "ingredient", price: 2.99, quantity: 1 },
          ]),
        ),
      [product, deal] as const,
    );
    await page.reload();
    await cartButton(page).click();
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

    const subtotal = product.price * 2 + deal.salePrice + 2.99;
    const shipping = subtotal >= 50 ? 0 : 5.99;
    await expect(page.getByTestId("checkout-total")).toHaveText(`$${(subtotal + shipping).toFixed(2)}`);
    await expect(page.getByText(`Price changed from $1.00 to $${product.price.toFixed(2)}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter your street address")).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();

    const email = `order-${Date.now()}@example.com`;
    await page.getByLabel("Full name").fill("Asha Rao");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Street address").fill("218 Valencia Street");
    await page.getByLabel("City").fill("San Francisco");
    await page.getByLabel("Postal code").fill("94103");
    await page.getByRole("radio", { name: /Express/ }).check();
    await expect(page.getByTestId("checkout-total")).toHaveText(`$${(subtotal + 14.99).toFixed(2)}`);
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?placed=1$/);
    await expect(page.getByText("Thank you! Your order is placed.")).toBeVisible();
    await expect(page.getByTestId("order-status")).toContainText("Awaiting payment");
    await expect(page.getByTestId("order-total")).toHaveText(`$${(subtotal + 14.99).toFixed(2)}`);
    await expectNoSeriousA11yViolations(page);

    // The stock went down with the order, and the cart is empty.
    const after = (await (await request.get(`/api/shop-products/${product.id}`)).json()) as Product;
    expect(after.stock).toBe(product.stock - 2);
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");

    // The confirmation mail carries the same page's link.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const link = /https?:\/\/[^\s"<>]+\/orders\/[A-Za-z0-9_-]{43}/.exec(mailsTo(email)[0].text)?.[0];
    expect(link, "order link in the mail").toBeTruthy();
    const response = await page.goto(new URL(link!).pathname);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByTestId("order-status")).toContainText("Awaiting payment");
    await expect(page.getByText("Thank you! Your order is placed.")).toHaveCount(0);
  });

  test("should pay by card on the payment page and come back to a paid order", async ({ page, request }) => {
    const products = ((await (await request.get("/api/shop-products?limit=12")).json()) as { data: Product[] }).data;
    const product = products.find((p) => p.stock >= 3)!;
    await page.goto("/");
    await page.evaluate(
      (p) => localStorage.setItem("cart", JSON.stringify([{ id: p.id, name: p.name, type: "product", price: p.price, quantity: 1 }])),
      product,
    );
    await page.goto("/checkout");
    await page.getByLabel("Full name").fill("Ravi Menon");
    await page.getByLabel("Email", { exact: true }).fill(`card-${Date.now()}@example.com`);
    await page.getByLabel("Street address").fill("1 Market Street");
    await page.getByLabel("City").fill("San Francisco");
    await page.getByLabel("Postal code").fill("94105");
    await page.getByRole("radio", { name: /^Card/ }).check();
    await expect(page.getByTestId("checkout-total")).not.toHaveText("—");
    const total = (await page.getByTestId("checkout-total").textContent()) ?? "";
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // The card page (the local stand-in for Stripe's hosted page); the stock is held meanwhile.
    await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
    await expect(page.getByText(`Total: ${total}`)).toBeVisible();
    const held = (await (await request.get(`/api/shop-products/${product.id}`)).json()) as Product;
    expect(held.stock).toBe(product.stock - 1);
    await page.getByRole("button", { name: /^Pay/ }).click();

    // Back on the site: the signed webhook has marked the order paid.
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{43}\?payment=success$/);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("order-status")).toContainText("Paid", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("Payment received")).toBeVisible();
  });

  test("should say the cart is empty, and answer an unknown order link with a 404", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    const response = await page.goto(`/orders/${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
  });
});
