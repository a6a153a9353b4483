import { expect, test, type Page } from "./support/test";

const fromTheShop = (page: Page) => page.getByRole("region", { name: "From the Shop" });

test("should add, increase, decrease, remove and clear cart lines with a correct total that survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  const cards = fromTheShop(page).getByRole("listitem");
  const first = cards.nth(0);
  const second = cards.nth(1);
  const price = async (card: ReturnType<typeof cards.nth>) => Number((await card.getByText(/^\$\d+\.\d{2}$/).textContent())!.slice(1));
  const [p1, p2] = [await price(first), await price(second)];

  await first.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("status")).toContainText("Added to cart");
  await first.getByRole("button", { name: "Add to Cart" }).click();
  await second.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  await page.getByRole("button", { name: /Open cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("cart-line")).toHaveCount(2);
  const total = panel.getByTestId("cart-total");
  await expect(total).toHaveText(`$${(2 * p1 + p2).toFixed(2)}`);

  await panel
    .getByRole("button", { name: /^Increase quantity/ })
    .nth(1)
    .click();
  await expect(total).toHaveText(`$${(2 * p1 + 2 * p2).toFixed(2)}`);
  await panel
    .getByRole("button", { name: /^Decrease quantity/ })
    .first()
    .click();
  await expect(total).toHaveText(`$${(p1 + 2 * p2).toFixed(2)}`);
  await panel
    .getByRole("button", { name: /^Decrease quantity/ })
    .first()
    .click();
  await expect(panel.getByTestId("cart-line")).toHaveCount(1);
  await expect(total).toHaveText(`$${(2 * p2).toFixed(2)}`);

  await panel.getByRole("button", { name: /^Remove/ }).click();
  await expect(panel.getByText("Your cart is empty.")).toBeVisible();

  await page.keyboard.press("Escape");
  await first.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("button", { name: /Open cart/ }).click();
  await panel.getByRole("button", { name: "Clear Cart" }).click();
  await expect(panel.getByText("Your cart is empty.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});
