import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type Page } from "./support/test";

type Summary = { id: number; title: string; authorName: string; cuisineType: string; mealTypes: string[] };
type ListAnswer = { data: Summary[]; pagination: { total: number; totalPages: number } };

const filters = (page: Page) => page.getByRole("search", { name: "Search and filter community recipes" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const toast = (page: Page) => page.getByTestId("toast");

/** A small PNG made in the browser, as a phone's photo would arrive (named .jpg: the server reads the bytes). */
async function pngBytes(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#d08c3c";
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = "#2f5d46";
    context.fillRect(60, 60, 200, 120);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

test.describe("community recipes", () => {
  test("should list approved recipes with their figures, search and filter with the state in the URL, and show the empty state", async ({
    page,
    request,
  }) => {
    const all = (await (await request.get("/api/user-recipes?status=approved&limit=50")).json()) as ListAnswer;
    expect(all.pagination.total).toBeGreaterThan(0);
    await page.goto("/community-recipes");
    await expect(page.getByRole("heading", { level: 1, name: "Community Recipes" })).toBeVisible();
    const figures = page.getByRole("definition");
    await expect(figures.first()).toHaveText(String(all.pagination.total));
    await expect(cards(page)).toHaveCount(Math.min(12, all.pagination.total));
    await expect(page.getByRole("link", { name: "Share Your Recipe" }).first()).toHaveAttribute("href", "/share-recipe");
    await expectNoSeriousA11yViolations(page);

    // A meal type applies at once; the URL holds it and every card is of that meal.
    const breakfast = (await (await request.get("/api/user-recipes?mealType=breakfast")).json()) as ListAnswer;
    await filters(page).getByLabel("Meal type").selectOption("breakfast");
    await expect(page).toHaveURL(/\/community-recipes\?mealType=breakfast$/);
    await expect(cards(page)).toHaveCount(breakfast.pagination.total);
    for (const card of await cards(page).all()) await expect(card).toContainText("Breakfast");

    // A search combines with the filter.
    const korean = breakfast.data.find((r) => r.cuisineType === "Korean")!;
    await filters(page).getByLabel("Search community recipes").fill("  egg ");
    await filters(page).getByLabel("Search community recipes").press("Enter");
    await expect(page).toHaveURL(/\/community-recipes\?search=egg&mealType=breakfast$/);
    await expect(cards(page).filter({ hasText: korean.title })).toHaveCount(1);

    // A cuisine filter by itself, after clearing.
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/community-recipes$/);
    await expect(cards(page)).toHaveCount(Math.min(12, all.pagination.total));
    await expect(filters(page).getByLabel("Search community recipes")).toHaveValue("");
    const indian = (await (await request.get("/api/user-recipes?cuisine=Indian")).json()) as ListAnswer;
    await filters(page).getByLabel("Cuisine").selectOption("Indian");
    await expect(page).toHaveURL(/\/community-recipes\?cuisine=Indian$/);
    await expect(cards(page)).toHaveCount(indian.pagination.total);
    for (const card of await cards(page).all()) await expect(card).toContainText("Indian");

    // Nothing matches: the empty state and a way back.
    await page.goto("/community-recipes?search=no-such-dish-anywhere");
    await expect(page.getByText("No community recipes found")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Show all recipes" }).click();
    await expect(cards(page)).toHaveCount(Math.min(12, all.pagination.total));
  });

  test("should work without JavaScript: the filters are a plain form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/community-recipes");
    await filters(page).getByLabel("Meal type").selectOption("dinner");
    await filters(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/mealType=dinner/);
    for (const card of await cards(page).all()) await expect(card).toContainText("Dinner");
    await context.close();
  });

  test("should open a recipe with its story, ingredients, steps and structured data", async ({ page }) => {
    await page.goto("/community-recipes?search=kitchari");
    // Other journeys may share kitcharis of their own: open the seeded one by its title.
    await cards(page).filter({ hasText: "Everyday Moong Dal Kitchari" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/community-recipes\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Everyday Moong Dal Kitchari" })).toBeVisible();
    await expect(page.getByText("Shared by Anjali Mehra")).toBeVisible();
    await expect(page.getByRole("heading", { name: "The story behind it" })).toBeVisible();
    const ingredients = page.getByRole("region", { name: "Ingredients" }).getByRole("listitem");
    await expect(ingredients.first()).toHaveText("1/2 cup split yellow mung dal");
    const steps = page.getByRole("region", { name: "Instructions" }).getByRole("listitem");
    await expect(steps).toHaveCount(7);
    // The cook's own numbering is dropped: the page numbers the steps.
    await expect(steps.first()).not.toContainText("1. Rinse");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block["@type"] === "Recipe")!;
    expect(jsonLd).toMatchObject({
      "@type": "Recipe",
      name: "Everyday Moong Dal Kitchari",
      author: { name: "Anjali Mehra" },
      recipeCuisine: "Indian",
      prepTime: "PT10M",
      cookTime: "PT35M",
    });
    expect(jsonLd.recipeInstructions).toHaveLength(7);
    await expectNoSeriousA11yViolations(page);

    const missing = await page.goto("/community-recipes/99999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Recipe Not Found" })).toBeAttached();
    await expect(page.getByRole("link", { name: "Browse Community Recipes" })).toBeVisible();
  });

  test("should share a recipe with a photo: 'Submitting...', the reference, both mails, and the recipe not public until approved", async ({
    page,
    request,
  }) => {
    await page.goto("/share-recipe");
    await expect(page.getByRole("heading", { level: 1, name: "Share Your Recipe" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See how Earn & Share works" })).toHaveAttribute("href", "/earn-share");
    await expectNoSeriousA11yViolations(page);

    const email = `cook-${Date.now()}@example.com`;
    const title = `Saffron Rice ${Date.now()}`;
    await page.getByLabel("Your name").fill("Ines Duarte");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Display name (optional)").fill("Ines in the Kitchen");
    await page.getByLabel("Recipe title").fill(title);
    await page.getByLabel("Cuisine", { exact: true }).fill("Portuguese");
    await page.getByLabel("Lunch").check();
    await page.getByLabel("Dinner").check();
    await page.getByLabel("Servings").fill("4");
    await page.getByLabel("Prep time (minutes)").fill("10");
    await page.getByLabel("Cook time (minutes)").fill("25");
    await page.getByLabel("Your story (optional)").fill("My aunt's Sunday rice.");
    await page.getByLabel("Ingredients", { exact: true }).fill("2 cups rice\n1 pinch saffron\n1 onion");
    await page
      .getByLabel("Instructions", { exact: true })
      .fill("Soften the onion in oil.\nAdd rice, saffron and water; simmer 20 minutes.");
    await page.getByLabel("Calories (kcal)").fill("380");
    await page.getByLabel("Photo (optional)").setInputFiles({ name: "rice.jpg", mimeType: "image/png", buffer: await pngBytes(page) });
    await expect(page.getByAltText("Preview of your photo")).toBeVisible();

    await page.route("**/api/user-recipes", async (route) => {
      // Held briefly so the pending state can be seen.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Recipe" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page.getByRole("heading", { name: "Thank you for sharing!" })).toBeFocused();
    await expect(toast(page).filter({ hasText: "Recipe Submitted" })).toBeVisible();
    const reference = (await page.getByTestId("share-reference").textContent())!.trim();
    expect(reference).toMatch(/^RS-[A-Z0-9]{8}$/);
    await expect(page.getByText(`We've sent a confirmation to ${email}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(mailsTo(email)[0].text).toContain(reference);

    // Pending: on no public page or API, even when asked for.
    const pending = (await (
      await request.get(`/api/user-recipes?status=pending&search=${encodeURIComponent(title)}`)
    ).json()) as ListAnswer;
    expect(pending.data).toEqual([]);
    await page.goto(`/community-recipes?search=${encodeURIComponent(title)}`);
    await expect(page.getByText("No community recipes found")).toBeVisible();

    // Share another: the form is back, empty.
    await page.goto("/share-recipe");
    await expect(page.getByLabel("Recipe title")).toHaveValue("");
  });

  test("should show the contract's messages for a form with mistakes and a wrong photo, and send nothing", async ({ page }) => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/user-recipes") && r.method() === "POST") sent += 1;
    });
    await page.goto("/share-recipe");
    await page.getByLabel("Your name").fill("A");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Website (optional)").fill("example.com");
    await page
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await expect(page.getByText("The photo must be a PNG, JPEG or WebP image")).toBeVisible();
    await page.getByRole("button", { name: "Submit Recipe" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Please enter a full web address starting with http:// or https://")).toBeVisible();
    await expect(page.getByText("Choose at least one meal type: breakfast, lunch or dinner")).toBeVisible();
    await expect(page.getByText("Recipe title must be at least 3 characters")).toBeVisible();
    await expect(page.getByLabel("Your name")).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(toast(page).filter({ hasText: "Submission Failed" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(sent).toBe(0);
  });
});
