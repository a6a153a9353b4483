import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

type ApiRecipe = {
  id: number;
  title: string;
  ingredients: { amount: string; unit: string; name: string }[];
  healthBenefits: string[];
  servings: number;
};

/** The first seeded recipe, read through the public API so the test follows the data. */
async function firstRecipe(page: Page): Promise<ApiRecipe> {
  const response = await page.request.get("/api/recipes/1");
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiRecipe;
}

test.describe("recipe detail page", () => {
  test("should show the recipe, switch tabs and keep every tab's content in the server HTML", async ({ page }) => {
    const recipe = await firstRecipe(page);
    const html = await (await page.request.get("/recipes/1")).text();
    // Without any script: the other tabs' content is already in the page for search engines.
    expect(html).toContain(recipe.healthBenefits[0].replace(/'/g, "&#x27;"));
    expect(html).toContain("Sodium");

    await page.goto("/recipes/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipe.title);
    await expect(page.getByRole("link", { name: "Jump to recipe" })).toHaveAttribute("href", /#recipe$/);
    const tabs = page.getByRole("tablist", { name: "Recipe details" });
    await expect(tabs.getByRole("tab", { name: "Instructions" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();

    await tabs.getByRole("tab", { name: "Nutrition" }).click();
    await expect(page.getByRole("tabpanel", { name: "Nutrition" }).getByText("Calories", { exact: true })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Instructions" })).toBeHidden();

    await tabs.getByRole("tab", { name: "Ayurveda" }).click();
    await expect(page.getByRole("tabpanel", { name: "Ayurveda" }).getByRole("heading", { name: "Vata" })).toBeVisible();

    await tabs.getByRole("tab", { name: "Health Benefits" }).click();
    await expect(page.getByRole("tabpanel", { name: "Health Benefits" }).getByText(recipe.healthBenefits[0])).toBeVisible();
  });

  test("should add every ingredient to the cart at 2.99 each", async ({ page }) => {
    const recipe = await firstRecipe(page);
    await page.goto("/recipes/1");
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await page.getByRole("button", { name: "Add all ingredients to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText(String(recipe.ingredients.length));
    await page.getByRole("button", { name: /Open cart/ }).click();
    const panel = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(panel.getByTestId("cart-total")).toHaveText(`$${(recipe.ingredients.length * 2.99).toFixed(2)}`);
  });

  test("should rescale the amounts when the servings change", async ({ page }) => {
    const recipe = await firstRecipe(page);
    await page.goto("/recipes/1");
    const list = page.getByTestId("ingredient-list");
    const first = recipe.ingredients[0];
    expect(first.amount).toBe("1/2");
    await expect(list.getByRole("listitem").first()).toHaveText(`${first.amount} ${first.unit} ${first.name}`);
    await expect(page.getByTestId("servings-value")).toHaveText(`${recipe.servings} servings`);

    const more = page.getByRole("button", { name: "More servings" });
    for (let n = recipe.servings; n < recipe.servings * 2; n++) await more.click();
    await expect(page.getByTestId("servings-value")).toHaveText(`${recipe.servings * 2} servings`);
    await expect(list.getByRole("listitem").first()).toHaveText(`1 ${first.unit} ${first.name}`);
    await expect(page.getByText(`Amounts adjusted for ${recipe.servings * 2} servings`)).toBeVisible();

    const fewer = page.getByRole("button", { name: "Fewer servings" });
    while ((await page.getByTestId("servings-value").textContent()) !== "1 serving") await fewer.click();
    await expect(fewer).toBeDisabled();
    await expect(list.getByRole("listitem").first()).toHaveText(`1/8 ${first.unit} ${first.name}`);
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(list.getByRole("listitem").first()).toHaveText(`${first.amount} ${first.unit} ${first.name}`);
  });

  test("should print only the recipe: title, servings, scaled ingredients, steps and notes, without the site around it", async ({
    page,
  }) => {
    const recipe = await firstRecipe(page);
    await page.goto("/recipes/1");
    const more = page.getByRole("button", { name: "More servings" });
    for (let n = recipe.servings; n < recipe.servings * 2; n++) await more.click();
    await page.emulateMedia({ media: "print" });
    const print = page.getByTestId("print-view");
    await expect(print).toBeVisible();
    await expect(print.getByRole("heading", { name: recipe.title })).toBeVisible();
    await expect(print.getByText(`Serves ${recipe.servings * 2}`)).toBeVisible();
    await expect(print.getByRole("listitem").first()).toHaveText(`1 ${recipe.ingredients[0].unit} ${recipe.ingredients[0].name}`);
    await expect(print.getByRole("heading", { name: "Instructions" })).toBeVisible();
    await expect(print.getByRole("heading", { name: "Notes" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Add all ingredients to cart" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(print).toBeHidden();
  });

  test("should show the tips that fit, and all ten with showAll", async ({ page }) => {
    await page.goto("/recipes/1");
    const cards = page.getByTestId("tip-cards").getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    await page.getByRole("link", { name: "Show all 10 tips" }).click();
    await expect(page).toHaveURL(/showAll=true/);
    await expect(cards).toHaveCount(10);
  });

  test("should turn cook mode on and say whether the screen stays awake", async ({ page }) => {
    await page.goto("/recipes/1");
    const toggle = page.getByRole("button", { name: "Cook mode" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: /screen/ })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("should ask the expert: field errors first, then the success view, and Close resets the dialog", async ({ page }) => {
    await page.goto("/recipes/1");
    await page.getByRole("button", { name: "Ask a question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask our Ayurvedic expert" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Send question" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Please select your primary dosha")).toBeVisible();
    await expect(dialog.getByText("Question must be at least 10 characters")).toBeVisible();
    await expect(dialog.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Your name")).toBeFocused();
    await expect(dialog.getByLabel("Your name")).toHaveAccessibleDescription("Name must be at least 2 characters");

    await dialog.getByLabel("Your name").fill("Asha Rao");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Your primary dosha").selectOption("pitta");
    await dialog.getByLabel("Your question").fill("Short");
    await dialog.getByRole("button", { name: "Send question" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Question must be at least 10 characters")).toBeVisible();

    await dialog.getByLabel("Email").fill("asha@example.com");
    await dialog.getByLabel("Health concerns (optional)").fill("Heartburn after spicy food");
    await dialog.getByLabel("Your question").fill("Can I leave out the ginger and still balance pitta?");
    await dialog.getByRole("button", { name: "Send question" }).click();

    await expect(dialog.getByRole("heading", { name: "Your question is on its way" })).toBeVisible();
    await expect(dialog.getByText("What happens next")).toBeVisible();
    await expect(dialog.getByText("asha@example.com")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Consultation Request Submitted!" })).toContainText(
      "Our Ayurvedic expert will respond within 24 hours via email.",
    );

    // The success view's own Close button (the header's X is labelled Close too).
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Ask a question" }).click();
    await expect(dialog.getByLabel("Your name")).toHaveValue("");
    await expect(dialog.getByLabel("Your question")).toHaveValue("");
    await expect(dialog.getByRole("button", { name: "Send question" })).toBeVisible();
  });

  test("should tell the visitor when sending the question fails", async ({ page }) => {
    await page.route("**/api/expert-consultation", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto("/recipes/1");
    await page.getByRole("button", { name: "Ask a question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask our Ayurvedic expert" });
    await dialog.getByLabel("Your name").fill("Asha Rao");
    await dialog.getByLabel("Email").fill("asha@example.com");
    await dialog.getByLabel("Your primary dosha").selectOption("unknown");
    await dialog.getByLabel("Your question").fill("Which dosha does this recipe suit best?");
    await dialog.getByRole("button", { name: "Send question" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Submission Failed" })).toContainText(
      "Please try again or contact us directly at hello@ayurkitchen.example",
    );
    await expect(dialog.getByLabel("Your question")).toHaveValue("Which dosha does this recipe suit best?");
  });

  test("should show the Invalid Recipe page with HTTP 400 for an id that is not a positive integer", async ({ page }) => {
    for (const id of ["abc", "0", "-4", "1.5"]) {
      const response = await page.goto(`/recipes/${id}`);
      expect(response?.status(), id).toBe(400);
      await expect(page.getByRole("heading", { name: "Invalid Recipe" })).toBeVisible();
    }
    await expect(page.getByText("The recipe ID provided is not valid.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Recipes" })).toHaveAttribute("href", "/recipes");
    await page.goto("/recipes/1");
    await page.goto("/recipes/abc");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/recipes\/1$/);
  });

  test("should show 'Recipe not found' with HTTP 404 for an unknown id", async ({ page }) => {
    const response = await page.goto("/recipes/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Recipe not found" })).toBeVisible();
    await expect(page.getByText("The recipe you're looking for doesn't exist or may have been removed.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("should carry a parseable schema.org Recipe and the page's search metadata", async ({ page }) => {
    const recipe = await firstRecipe(page);
    await page.goto("/recipes/1");
    await expect(page).toHaveTitle(`${recipe.title} | Ayur Kitchen`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/recipes\/1$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeLessThanOrEqual(155);

    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const ld = JSON.parse((await scripts.textContent())!);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Recipe");
    expect(ld.name).toBe(recipe.title);
    expect(ld.image[0]).toMatch(/^https?:\/\//);
    expect(ld.author).toEqual({ "@type": "Person", name: "Chef Meera Raghavan" });
    expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ld.description.length).toBeGreaterThan(0);
    for (const key of ["prepTime", "cookTime", "totalTime"]) expect(ld[key]).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(ld.recipeYield).toBe(`${recipe.servings} servings`);
    expect(ld.recipeCategory).toBeTruthy();
    expect(ld.recipeCuisine).toBeTruthy();
    expect(ld.keywords).toBeTruthy();
    expect(ld.nutrition["@type"]).toBe("NutritionInformation");
    expect(ld.nutrition.calories).toMatch(/^\d+ calories$/);
    expect(ld.recipeIngredient).toHaveLength(recipe.ingredients.length);
    expect(ld.recipeInstructions.length).toBeGreaterThan(0);
    for (const step of ld.recipeInstructions) {
      expect(step["@type"]).toBe("HowToStep");
      expect(step.text.length).toBeGreaterThan(10);
    }
    expect(ld.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(ld.aggregateRating.ratingValue).toBeLessThanOrEqual(5);
    expect(ld.aggregateRating.ratingCount).toBeGreaterThan(0);
  });

  test("should have no serious or critical accessibility violations, with and without the dialog", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/recipes/2");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/recipes/1");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Ask a question" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send question" }).click();
    await expect(page.getByRole("dialog").getByText("Question must be at least 10 characters")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
