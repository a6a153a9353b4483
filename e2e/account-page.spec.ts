import { readFileSync } from "node:fs";
import { paths } from "../src/shared/paths";
import { ACCOUNT_API } from "../src/shared/rules/account";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, waitForHydration, type APIRequestContext, type Page } from "./support/test";

const PASSWORD = "Kitchen@2026";

/** Registers through the API and follows the verification link from the mail, as its owner would. */
async function createVerifiedAccount(request: APIRequestContext, email: string) {
  const registered = await request.post(ACCOUNT_API.register, {
    data: {
      firstName: "Asha",
      lastName: "Rao",
      email,
      phone: "+1 415 555 0134",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: "1990-04-12",
      gender: "female",
      country: "india",
      cookingLevel: "intermediate",
      newsletter: false,
      terms: true,
      privacy: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mailsTo(email)[0].text)?.[1];
  expect(token, "verification link in the mail").toBeTruthy();
  const verified = await request.post(ACCOUNT_API.verifyEmail, { data: { token } });
  expect(verified.status()).toBe(200);
}

/** Signs the page's browser context in (the session cookie lands in its cookie jar). */
async function signIn(page: Page, baseURL: string, email: string) {
  const answer = await page.request.post(ACCOUNT_API.signIn, {
    data: { email, password: PASSWORD, rememberMe: false },
    headers: { origin: baseURL },
  });
  expect(answer.status()).toBe(200);
}

const savedRecipesInBrowser = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("saved-recipes") ?? "[]") as { id: number }[]).map((r) => r.id));

test.describe("the account page", () => {
  test("should send a visitor who is not signed in to sign in, and keep the page out of caches", async ({ page, request }) => {
    const direct = await request.get(paths.account, { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()["location"]).toBe("/sign-in?next=%2Faccount");
    expect(direct.headers()["cache-control"]).toContain("no-store");

    await page.goto(paths.account);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/sign-in?next=%2Faccount");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  });

  test("should keep a saved recipe on the account across browsers, edit the profile, give the data and delete the account", async ({
    page,
    browser,
    baseURL,
  }) => {
    // One long journey with several argon2id checks (sign-ins, wrong and right passwords).
    test.slow();
    const email = `account-${Date.now()}@example.com`;
    await createVerifiedAccount(page.request, email);
    await signIn(page, baseURL!, email);

    // Save a recipe with the heart: the account hears of it.
    await page.goto(paths.recipes);
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading").innerText()).trim();
    const saved = page.waitForResponse((r) => r.url().includes("/api/account/saved/recipes/") && r.request().method() === "PUT");
    await card.getByRole("button", { name: "Save recipe" }).click();
    expect((await saved).status()).toBe(204);

    // Another browser (nothing in its storage) signs in and finds it on /account.
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const other = await phone.newPage();
    await signIn(other, baseURL!, email);
    const page2 = await other.goto(`${paths.account}?tab=saved-recipes`);
    expect(page2?.headers()["cache-control"]).toBe("private, no-store");
    await waitForHydration(other);
    await expect(other.getByRole("heading", { level: 1, name: "Hello, Asha" })).toBeVisible();
    await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const list = other.getByTestId("saved-recipe");
    await expect(list).toHaveCount(1);
    await expect(list.getByRole("link", { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    // ... and its own copy of the list follows the account, cards and all.
    await expect.poll(() => savedRecipesInBrowser(other)).toHaveLength(1);

    // The profile.
    await other.getByRole("tab", { name: /Profile/ }).click();
    await expect(other).toHaveURL(new RegExp(`${paths.account}$`));
    await expectNoSeriousA11yViolations(other);
    await other.getByLabel("First name").fill("M");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other.getByText("First name must be at least 2 characters")).toBeVisible();
    await other.getByLabel("First name").fill("Mira");
    await other.getByLabel("Cooking level").selectOption("advanced");
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expect(other.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
    await expect(other.getByRole("heading", { level: 1, name: "Hello, Mira" })).toBeVisible();
    await other.reload();
    await expect(other.getByLabel("Cooking level")).toHaveValue("advanced");

    // A wrong current password is refused at its field; the new password follows the registration rule.
    await other.getByLabel("Current password").fill("not-my-password");
    await other.getByLabel("New password", { exact: true }).fill("weak");
    await other.getByLabel("Confirm new password").fill("weak");
    await other.getByRole("button", { name: "Change Password" }).click();
    await expect(other.getByText("Password must be at least 8 characters")).toBeVisible();
    await other.getByLabel("New password", { exact: true }).fill("Kitchen@2027");
    await other.getByLabel("Confirm new password").fill("Kitchen@2027");
    await other.getByRole("button", { name: "Change Password" }).click();
    await expect(other.getByText("The current password is not correct.")).toBeVisible();

    // Download my data: a JSON file holding the profile and the saved recipe.
    await other.getByRole("tab", { name: /Your data/ }).click();
    await expectNoSeriousA11yViolations(other);
    const download = other.waitForEvent("download");
    await other.getByRole("link", { name: "Download My Data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, "utf8")) as {
      profile: { firstName: string; email: string; cookingLevel: string };
      savedRecipes: { title: string }[];
    };
    expect(data.profile).toMatchObject({ firstName: "Mira", email, cookingLevel: "advanced" });
    expect(data.savedRecipes.map((r) => r.title)).toEqual([title]);

    // Delete my account: the password is asked for, then the visitor is home, signed out.
    // A link to the confirmation in place, which the script turns into the dialog.
    await other.getByRole("link", { name: "Delete My Account" }).click();
    const dialog = other.getByRole("dialog", { name: "Delete your account?" });
    await expectNoSeriousA11yViolations(other);
    await dialog.getByLabel("Your password").fill("Kitchen@9999");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(dialog.getByText("The password is not correct.")).toBeVisible();
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole("status").filter({ hasText: "Your account and everything saved in it are deleted." })).toBeVisible();
    expect(await savedRecipesInBrowser(other)).toEqual([]);
    const gone = await other.request.get(ACCOUNT_API.me);
    expect(gone.status()).toBe(401);
    const again = await other.request.post(ACCOUNT_API.signIn, {
      data: { email, password: PASSWORD, rememberMe: false },
      headers: { origin: baseURL! },
    });
    expect(again.status()).toBe(401);
    await phone.close();
  });

  test("should open a saved search from the account in the advanced search with its filters", async ({ page, baseURL }) => {
    const email = `searches-${Date.now()}@example.com`;
    await createVerifiedAccount(page.request, email);
    await signIn(page, baseURL!, email);

    await page.goto(paths.advancedSearch);
    await page.getByLabel("Keywords").fill("dal");
    const saved = page.waitForResponse((r) => r.url().includes("/api/account/saved/searches/") && r.request().method() === "PUT");
    await page.getByLabel("Name this search").fill("Weeknight dal");
    await page.getByRole("button", { name: "Save search" }).click();
    expect((await saved).status()).toBe(204);

    await page.goto(`${paths.account}?tab=saved-searches`);
    const row = page.getByTestId("saved-search");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Weeknight dal");
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("link", { name: "Open the saved search Weeknight dal" }).click();
    await expect(page).toHaveURL(/\/advanced-search\?saved=/);
    await expect(page.getByRole("status").filter({ hasText: "Weeknight dal" })).toBeVisible();
    await expect(page.getByLabel("Keywords")).toHaveValue("dal");

    // Removed on the account page, it is gone from the account and from this browser.
    await page.goto(`${paths.account}?tab=saved-searches`);
    await page.getByRole("button", { name: "Delete the saved search Weeknight dal" }).click();
    await expect(page.getByText("No saved searches yet")).toBeVisible();
    const lists = await page.request.get(ACCOUNT_API.savedLists);
    expect(((await lists.json()) as { searches: unknown[] }).searches).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("advanced-search:saved"))).toBe("[]");
  });
});
