import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";

const PASSWORD = "Turmeric@2026";
const NEW_PASSWORD = "Cardamom!2027";
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const toast = (page: Page) => page.getByTestId("toast");
const dialog = (page: Page) => page.getByRole("dialog");

/** The path of the newest `/verify-email/…` or `/reset-password/…` link mailed to `address`. */
async function mailedLink(address: string, kind: "verify-email" | "reset-password", count = 1): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+(/${kind}/[A-Za-z0-9_-]{20,})`);
  const links = () => mailsTo(address).flatMap((mail) => pattern.exec(mail.text)?.[1] ?? []);
  await expect.poll(() => links().length, { timeout: 20_000, message: `${kind} link mailed to ${address}` }).toBeGreaterThanOrEqual(count);
  return links().at(-1)!;
}

/** Holds a POST until released, so a busy label can be seen without waiting on a clock. */
async function holdPost(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A verified account made through the API, as a visitor who registered earlier would have. */
async function verifiedAccount(request: APIRequestContext, email: string) {
  const registered = await request.post("/api/register", {
    data: {
      firstName: "Meena",
      lastName: "Iyer",
      email,
      phone: "+1 415 555 0199",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: "1985-09-30",
      gender: "prefer-not-to-say",
      country: "canada",
      cookingLevel: "advanced",
      newsletter: false,
      terms: true,
      privacy: true,
    },
  });
  expect(registered.status()).toBe(201);
  const token = (await mailedLink(email, "verify-email")).split("/").pop();
  expect((await request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
}

async function signIn(page: Page, email: string, password: string, rememberMe: boolean) {
  const form = dialog(page);
  await expect(form.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  if (rememberMe) await form.getByLabel("Remember me").check();
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
}

const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "ak_session");
const accountButton = (page: Page, firstName: string): Locator =>
  page.getByRole("banner").getByRole("button", { name: `${firstName}, Account menu` });

test.describe("visitor accounts", () => {
  test("should register through the footer's dialog, verify from the mail, and sign in and out with and without remember me", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = unique("asha");
    await page.goto("/about");
    // The footer's Register is a link to the registration page; the script opens the dialog instead.
    await page.getByRole("contentinfo").getByRole("link", { name: "Register" }).click();
    const form = dialog(page);
    await expect(form.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    await expect(form.getByLabel("First Name")).toBeFocused();
    await expect(form.getByLabel("Send me seasonal recipes and cooking tips by email")).toBeChecked();
    await expect(form.getByRole("link", { name: /Read the terms/ })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: /Read the privacy policy/ })).toHaveAttribute("href", "/privacy");
    await expectNoSeriousA11yViolations(page);

    // Every field is checked in the browser with the shared contract's messages.
    await form.getByLabel("Password", { exact: true }).fill("turmeric1");
    await form.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Password must contain uppercase, lowercase, number and special character",
      "Passwords don't match",
      "Please select your date of birth",
      "Please select your gender",
      "Please select your country",
      "Please select your cooking level",
      "You must accept the terms and conditions",
      "You must accept the privacy policy",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("First Name")).toBeFocused();
    await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("First Name").fill("Asha");
    await form.getByLabel("Last Name").fill("Rao");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Phone Number").fill("+1 415 555 0134");
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm Password").fill(PASSWORD);
    await form.getByLabel("Date of Birth").fill("1990-04-12");
    await form.getByLabel("Gender").selectOption({ label: "Female" });
    await form.getByLabel("Country").selectOption({ label: "India" });
    await form.getByLabel("Cooking Level").selectOption({ label: "Intermediate" });
    await form.getByLabel("I accept the terms and conditions").check();
    await form.getByLabel("I accept the privacy policy").check();
    const release = await holdPost(page, "**/api/register");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Registration Successful!");
    await expect(toast(page)).toContainText("Please check your email to verify your account.");
    await expect(form).toBeHidden();

    // The mailed link asks before it acts, then says the address is verified.
    const verify = await mailedLink(email, "verify-email");
    await page.goto(verify);
    await expect(page.getByRole("heading", { level: 1, name: "Verify your email address" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Verify my email" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your email is verified" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Without remember me the cookie ends with the browser.
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await signIn(page, email, PASSWORD, false);
    await expect(toast(page)).toContainText("Login Successful!");
    await expect(accountButton(page, "Asha")).toBeVisible();
    const browserSession = await sessionCookie(page);
    expect(browserSession?.expires).toBe(-1);
    expect(browserSession?.httpOnly).toBe(true);
    expect(browserSession?.sameSite).toBe("Lax");
    // The header follows the session on every page, the cached ones included.
    await page.goto("/about");
    await expect(accountButton(page, "Asha")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");

    await accountButton(page, "Asha").click();
    await expect(page.getByRole("banner").getByText("Signed in as Asha Rao")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(toast(page)).toContainText("Signed out");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();

    // With remember me it lasts 30 days.
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await signIn(page, email, PASSWORD, true);
    await expect(accountButton(page, "Asha")).toBeVisible();
    const remembered = await sessionCookie(page);
    const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // A used link says so as soon as it opens, with 410 Gone.
    const used = await page.goto(verify);
    expect(used?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This verification link no longer works" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Verify my email" })).toHaveCount(0);
  });

  test("should reset a forgotten password from the mailed link and sign in with the new one only", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = unique("meena");
    await verifiedAccount(request, email);

    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await dialog(page).getByRole("button", { name: "Forgot password?" }).click();
    const form = dialog(page);
    await expect(form.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page)).toContainText("Email Required");
    await expect(toast(page)).toContainText("Please enter your email address to reset your password.");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page)).toContainText("Reset Link Sent");
    await expect(form.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);

    const reset = await mailedLink(email, "reset-password");
    await page.goto(reset);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const password = page.getByLabel("New password", { exact: true });
    await password.fill("cardamom");
    await page.getByLabel("Confirm new password").fill("cardamom");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByText("Password must contain uppercase, lowercase, number and special character")).toBeVisible();
    await expect(password).toBeFocused();
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await password.fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your password is changed" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await signIn(page, email, PASSWORD, false);
    await expect(toast(page)).toContainText("Login Failed");
    await expect(toast(page)).toContainText("Invalid email or password. Please try again.");
    await expect(dialog(page).getByLabel("Password", { exact: true })).toHaveValue("");
    await dialog(page).getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog(page).getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(accountButton(page, "Meena")).toBeVisible();
    await expect(page).not.toHaveURL(/signin=/);

    // The link works once: opened again, it says so before asking for anything.
    const used = await page.goto(reset);
    expect(used?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This reset link no longer works" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Ask for a New Link" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Reset Password" })).toBeVisible();
  });

  test("should open the sign-in dialog where a page sends a visitor, and go on to the page once signed in", async ({ page, request }) => {
    const email = unique("ravi");
    await verifiedAccount(request, email);
    await page.goto("/?signin=1&next=%2Fabout");
    await expectNoSeriousA11yViolations(page);
    await signIn(page, email, PASSWORD, false);
    await expect(page).toHaveURL(/\/about$/);
    await expect(accountButton(page, "Meena")).toBeVisible();

    // Another site is never where a sign-in leads.
    await page.goto("/?signin=1&next=%2F%2Fevil.example");
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog(page)).toBeHidden();
  });

  test("should explain that an unverified address must be verified first, and mail a new link", async ({ page, request }) => {
    const email = unique("unverified");
    await page.goto("/");
    const registered = await request.post("/api/register", {
      data: {
        firstName: "Tara",
        lastName: "Das",
        email,
        phone: "+1 415 555 0111",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        dateOfBirth: "1992-02-02",
        gender: "female",
        country: "india",
        cookingLevel: "beginner",
        newsletter: false,
        terms: true,
        privacy: true,
      },
    });
    expect(registered.status()).toBe(201);
    await mailedLink(email, "verify-email");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await signIn(page, email, PASSWORD, false);
    await expect(dialog(page).getByRole("alert")).toHaveText("Please verify your email address first. We have sent you a new link.");
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test.describe("account buttons at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("should offer sign-in and registration in the header and the mobile menu", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("button", { name: "Register" }).click();
    await expect(menu).toBeHidden();
    await expect(dialog(page).getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog(page).getByRole("button", { name: "Sign in" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
