import { expect, test } from "./support/test";

/**
 * A hand-edited or hostile URL on a page: the recipe list ignores a filter its contract refuses
 * (as it does page=abc or an unknown cuisine) and shows the list without it, never a 500.
 */
test.describe("hostile values in a page's query and cookies", () => {
  test("should show the recipe list without a filter that holds a NUL or control character", async ({ page, request }) => {
    const all = (await (await request.get("/api/recipes?limit=1")).json()) as { total: number };
    for (const query of ["category=%00", "cuisine=%00", "dietType=indian%00", "search=dal%00", "category=%1B%5B2J&cuisine=%7F"]) {
      const response = await page.goto(`/recipes?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByText(`Showing 1-12 of ${all.total} recipes`), query).toBeVisible();
    }
  });

  test("should keep the filters that are fine next to one that is refused", async ({ page, request }) => {
    const thai = (await (await request.get("/api/recipes?cuisine=thai&limit=1")).json()) as { total: number };
    const response = await page.goto("/recipes?cuisine=thai&category=%00");
    expect(response?.status()).toBe(200);
    await expect(page.getByText(`${thai.total} recipes found`)).toBeVisible();
  });

  test("should render pages for a language cookie with malformed percent-encoding or an unknown code", async ({ request }) => {
    for (const cookie of ["lang=%E0%A4%A", "lang=%00", "lang=klingon"]) {
      for (const path of ["/", "/recipes"]) {
        const response = await request.get(path, { headers: { cookie } });
        expect(response.status(), `${path} ${cookie}`).toBe(200);
        expect(await response.text()).toContain('<html lang="en"');
      }
    }
  });

  test("should tell a visitor to remove control characters from the expert form, not show a raw message key", async ({ page }) => {
    await page.goto("/recipes/1");
    await page.getByRole("button", { name: "Ask a question" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask our Ayurvedic expert" });
    await dialog.getByLabel("Your name").fill("Asha\tRao");
    await dialog.getByLabel("Email").fill("asha@example.com");
    await dialog.getByLabel("Your primary dosha").selectOption("pitta");
    await dialog.getByLabel("Health concerns (optional)").fill("Heartburn\u001b[2J");
    await dialog.getByLabel("Your question").fill("Can I leave out the ginger and still balance pitta?");
    await dialog.getByRole("button", { name: "Send question" }).click();
    const message = "Please remove the special characters from this field";
    await expect(dialog.getByLabel("Your name")).toHaveAccessibleDescription(message);
    await expect(dialog.getByLabel("Health concerns (optional)")).toHaveAccessibleDescription(new RegExp(message));
    await expect(dialog.getByText("recipeDetail.expert.error", { exact: false })).toHaveCount(0);
  });
});
