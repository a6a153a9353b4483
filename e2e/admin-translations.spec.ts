import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { reviewScreenshots, signInToAdmin } from "./support/admin";
import { expect, test, waitForHydration } from "./support/test";

test.describe("translation desk", () => {
  test("should list a Spanish page's texts and save a correction the page then shows", async ({ page }) => {
    // A visit to the Spanish page records its texts (the engine translates them meanwhile).
    expect((await page.request.get("/es/recipes/2")).status()).toBe(200);
    await signInToAdmin(page, "/admin/translations?language=es&search=%2Frecipes%2F2");

    await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
    const group = page.getByRole("region", { name: "/recipes/2 in Spanish" });
    await expect(group).toBeVisible();
    const title = group.getByTestId("translation-text").first();
    await expect(title).toContainText("Title");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-translations");

    const field = title.getByRole("textbox");
    await field.fill("Título corregido por el equipo");
    await title.getByRole("button", { name: "Save correction" }).click();
    await expect(page.getByText("Correction saved. The page shows it from its next render on.").first()).toBeVisible();
    await expect(title.getByText("Corrected", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-translations-corrected", title);

    // A fresh render of the page (its own address, so no kept copy answers) shows the correction.
    const html = await (await page.request.get("/es/recipes/2?after-correction=1")).text();
    expect(html).toContain("Título corregido por el equipo");

    await title.getByRole("button", { name: "Back to the machine translation" }).click();
    await expect(title.getByText("Corrected", { exact: true })).toHaveCount(0);
    await waitForHydration(page);
  });
});
