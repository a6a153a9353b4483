/**
 * The team's review, end to end in the browser: a recipe shared on /share-recipe approved and
 * published into the library, another rejected with notes, a product added with a photo and
 * approved into the shop, and a recipe's picture changed in the image manager.
 */
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { signInToAdmin } from "./support/admin";
import { expect, test, type Page } from "./support/test";

const toast = (page: Page) => page.getByTestId("toast");

/** Opens one status of an approval list (the search is kept) and waits until it shows. */
async function showStatus(page: Page, status: "Pending" | "Approved" | "Rejected") {
  const tab = page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: new RegExp(`^${status}`) });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-current", "page");
}

/** Types into the list's search box and runs the search. */
async function searchFor(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByLabel(label).press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(text);
}

/** A small PNG drawn by the browser itself. */
async function pngBytes(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext("2d")!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = "#2f5d46";
    context.fillRect(80, 60, 240, 180);
    return canvas.toDataURL("image/png");
  }, colour);
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

/** Shares a recipe through the public form, as a visitor does. */
async function shareRecipe(page: Page, title: string, author: string) {
  await page.goto("/share-recipe");
  await page.getByLabel("Your name").fill(author);
  await page.getByLabel("Email", { exact: true }).fill(`sharer-${Date.now()}@example.com`);
  await page.getByLabel("Recipe title").fill(title);
  await page.getByLabel("Cuisine", { exact: true }).fill("Indian");
  await page.getByLabel("Dinner").check();
  await page.getByLabel("Servings").fill("4");
  await page.getByLabel("Prep time (minutes)").fill("15");
  await page.getByLabel("Cook time (minutes)").fill("30");
  await page.getByLabel("Ingredients", { exact: true }).fill("1 cup split mung beans\n1 cup basmati rice\n1 tsp cumin seeds\n2 tbsp ghee");
  await page
    .getByLabel("Instructions", { exact: true })
    .fill(
      "Rinse the beans and rice together until the water runs clear.\nWarm the ghee, add cumin, then simmer everything in six cups of water until soft.",
    );
  await page.getByRole("button", { name: "Submit Recipe" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for sharing!" })).toBeVisible();
}

test.describe("the team's review", () => {
  test("should approve a shared recipe onto the public pages and publish it to the library, and reject another with notes", async ({
    page,
  }) => {
    const stamp = Date.now();
    const approvedTitle = `Kitchari of the Day ${stamp}`;
    const rejectedTitle = `Unclear Stew ${stamp}`;
    await shareRecipe(page, approvedTitle, "Ravi Menon");
    await shareRecipe(page, rejectedTitle, "Ravi Menon");

    await signInToAdmin(page, "/admin/recipe-approval");
    await expect(page.getByRole("heading", { level: 1, name: "Recipe Approval System" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Approve: the dialog shows the recipe; approving without notes records the default note.
    await searchFor(page, "Search recipes by title, author or cuisine", approvedTitle);
    await page.getByRole("button", { name: `Review ${approvedTitle}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("1 cup split mung beans")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Approve Recipe" }).click();
    await expect(toast(page).filter({ hasText: "Status Updated" })).toBeVisible();

    // Public at once on /community-recipes.
    const community = await page.context().newPage();
    await community.goto(`/community-recipes?search=${encodeURIComponent(approvedTitle)}`);
    await expect(community.getByText(approvedTitle).first()).toBeVisible();
    await community.close();

    // Publish to the library: a recipe page credited to its author.
    await showStatus(page, "Approved");
    await page.getByRole("button", { name: `Publish ${approvedTitle} to the recipe library` }).click();
    const publish = page.getByRole("dialog");
    await expect(publish.getByText(/credited to Ravi Menon/)).toBeVisible();
    await publish.getByRole("button", { name: "Publish recipe" }).click();
    await expect(toast(page).filter({ hasText: "Published" })).toBeVisible();
    const libraryLink = page.getByRole("link", { name: "View in library" }).first();
    await expect(libraryLink).toHaveAttribute("href", /^\/recipes\/\d+$/);
    const recipePath = (await libraryLink.getAttribute("href"))!;
    const recipePage = await page.context().newPage();
    await recipePage.goto(recipePath);
    await expect(recipePage.getByRole("heading", { level: 1, name: approvedTitle })).toBeVisible();
    await expect(recipePage.getByText("Shared by Ravi Menon")).toBeVisible();
    await recipePage.close();

    // Reject: the button waits for notes, with the hint.
    await showStatus(page, "Pending");
    await searchFor(page, "Search recipes by title, author or cuisine", rejectedTitle);
    await page.getByRole("button", { name: `Review ${rejectedTitle}` }).click();
    const rejectDialog = page.getByRole("dialog");
    const reject = rejectDialog.getByRole("button", { name: "Reject Recipe" });
    await expect(reject).toBeDisabled();
    await expect(rejectDialog.getByText("Fill in admin notes to enable the reject button")).toBeVisible();
    await rejectDialog.getByLabel("Admin notes").fill("The quantities are missing; please add them and share again.");
    await expect(reject).toBeEnabled();
    await reject.click();
    await expect(toast(page).filter({ hasText: "Status Updated" })).toBeVisible();
    await showStatus(page, "Rejected");
    await expect(page.getByRole("button", { name: `Review ${rejectedTitle}` })).toBeVisible();

    const rejectedPublic = await page.request.get(`/api/user-recipes?search=${encodeURIComponent(rejectedTitle)}`);
    expect(((await rejectedPublic.json()) as { data: unknown[] }).data).toEqual([]);
  });

  test("should add a product with a photo, approve it into the shop, and change a recipe's picture", async ({ page }) => {
    const name = `Stone-Ground Turmeric ${Date.now()}`;
    await signInToAdmin(page, "/admin/add-product");
    await expect(page.getByRole("heading", { level: 1, name: "Add Product" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Product name").fill(name);
    await page.getByLabel("Category", { exact: true }).selectOption("Spices & Seasonings");
    await page.getByLabel("Brand").fill("Golden Field");
    await page.getByLabel("Price (USD)").fill("9.50");
    await page.getByLabel("Unit", { exact: true }).selectOption("jar");
    await page.getByLabel("Short description").fill("Sun-dried turmeric, ground slowly on stone.");
    await page.locator('input[type="file"][name="images"]').setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: await pngBytes(page, "#e0a526") },
      { name: "side.png", mimeType: "image/png", buffer: await pngBytes(page, "#c0741c") },
    ]);
    await expect(page.getByRole("list", { name: "Chosen images" }).getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Submit for approval" }).click();
    await expect(toast(page).filter({ hasText: "Product submitted for approval successfully!" })).toBeVisible();

    await page.goto("/admin/product-approval");
    await expect(page.getByRole("heading", { level: 1, name: "Product Approval" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await searchFor(page, "Search products by name, brand or category", name);
    await page.getByRole("button", { name: `Approve ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Opening stock").fill("25");
    await dialog.getByRole("button", { name: "Approve Product" }).click();
    await expect(toast(page).filter({ hasText: "Product status updated successfully" })).toBeVisible();
    await showStatus(page, "Approved");
    const shopLink = page.getByRole("link", { name: "View in shop" }).first();
    await expect(shopLink).toHaveAttribute("href", /^\/shop\/product\/\d+$/);

    // In the shop: its page with both photos, and the shop's search.
    const productPath = (await shopLink.getAttribute("href"))!;
    const shop = await page.context().newPage();
    await shop.goto(productPath);
    await expect(shop.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(shop.getByRole("list", { name: "Product views" }).getByRole("button")).toHaveCount(2);
    await shop.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(shop.getByText(name).first()).toBeVisible();
    await shop.close();

    // The image manager: a recipe's picture changed by URL, seen by the API at once.
    await page.goto("/admin/images");
    await expect(page.getByRole("heading", { level: 1, name: "Image Manager" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Update Image" }).click();
    await expect(toast(page).filter({ hasText: "Please provide both ID and new image URL" })).toBeVisible();
    await page.getByLabel("Recipe ID").fill("2");
    await page.getByRole("button", { name: "Curry with rice" }).click();
    const newImage = await page.getByLabel("New image URL").inputValue();
    expect(newImage).not.toBe("");
    await page.getByRole("button", { name: "Update Image" }).click();
    await expect(toast(page).filter({ hasText: "Image updated successfully!" })).toBeVisible();
    const recipe = (await (await page.request.get("/api/recipes/2")).json()) as { image: string };
    expect(recipe.image).toBe(newImage);
  });
});
