import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, waitForHydration, type APIRequestContext, type Page } from "./support/test";

const PASSWORD = "Turmeric@2026";
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The path of the newest `/verify-email/…` link mailed to `address`. */
async function mailedVerifyLink(address: string): Promise<string> {
  const links = () =>
    mailsTo(address).flatMap((mail) => /https?:\/\/[^\s"<>]+(\/verify-email\/[A-Za-z0-9_-]{20,})/.exec(mail.text)?.[1] ?? []);
  await expect.poll(() => links().length, { timeout: 20_000, message: `verification link mailed to ${address}` }).toBeGreaterThan(0);
  return links().at(-1)!;
}

/** Every address the page asks for (documents, data, scripts), to check none holds a typed value. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  return seen;
}

function expectNoneHolds(addresses: readonly string[], values: readonly string[]) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    for (const value of values) {
      expect(address, address).not.toContain(value);
      expect(address, address).not.toContain(encodeURIComponent(value));
      expect(decodeURIComponent(address), address).not.toContain(value);
    }
  }
}

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should register, verify, sign in, edit the profile and sign out through the pages, with no address or password in any URL", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = unique("asha-nojs");
    const addresses = recordAddresses(page);

    // The footer's Register is a link to the registration page.
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();

    // Sent half-filled: every missing field says why, the typed values stay, the keyboard starts at the first.
    await page.getByLabel("Last Name").fill("Rao");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("weak");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    for (const message of [
      "First name must be at least 2 characters",
      "Please enter a valid phone number",
      "Password must be at least 8 characters",
      "You must accept the terms and conditions",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expect(page.getByLabel("Last Name")).toHaveValue("Rao");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("First Name").fill("Asha");
    await page.getByLabel("Phone Number").fill("+1 415 555 0134");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByLabel("Date of Birth").fill("1990-04-12");
    await page.getByLabel("Gender").selectOption({ label: "Female" });
    await page.getByLabel("Country").selectOption({ label: "India" });
    await page.getByLabel("Cooking Level").selectOption({ label: "Intermediate" });
    await page.getByLabel("I accept the terms and conditions").check();
    await page.getByLabel("I accept the privacy policy").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/register\?sent=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Registration Successful!" })).toBeVisible();

    // The mailed link's button is a form: it verifies and leads to the sign-in page.
    await page.goto(await mailedVerifyLink(email));
    await page.getByRole("button", { name: "Verify my email" }).click();
    await expect(page).toHaveURL(/\/sign-in\?sent=verified$/);
    await expect(page.getByRole("status").filter({ hasText: "Your email is verified" })).toBeVisible();

    // A wrong password: the spec's words, the address kept, the password empty and focused.
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong@2026x");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password. Please try again.");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Asha" })).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("ak_session"));
    expect(session?.httpOnly).toBe(true);

    // The profile form posts to the page, which confirms after a redirect.
    await page.getByLabel("First name").fill("Mira");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/account\?sent=profile$/);
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Hello, Mira" })).toBeVisible();

    // The tabs are links here; the deletion asks for the password in place.
    await page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Your data" }).click();
    await expect(page).toHaveURL(/\/account\?tab=data$/);
    await page.getByRole("link", { name: "Delete My Account" }).click();
    await expect(page.getByLabel("Your password")).toBeVisible();
    await page.getByRole("link", { name: "Keep My Account" }).click();
    await expect(page.getByLabel("Your password")).toHaveCount(0);

    // Signing out is a form too.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/sign-in\?sent=signed-out$/);
    await expect(page.getByRole("status").filter({ hasText: "You are signed out." })).toBeVisible();

    // The header's Sign In leads to the sign-in page and, once signed in, back to the page it was on.
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fabout$/);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "My Account" })).toBeVisible();

    expectNoneHolds(addresses, [email, PASSWORD, "Wrong@2026x"]);
  });

  test("should ask for a reset link on its own page and confirm it without naming the address", async ({ page }) => {
    const email = unique("nobody-nojs");
    const addresses = recordAddresses(page);
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter your email address to reset your password.")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reset Link Sent" })).toBeVisible();
    expectNoneHolds(addresses, [email]);
  });
});

/** A verified account made through the API, as a visitor who registered earlier would have. */
async function verifiedAccount(request: APIRequestContext, email: string) {
  const registered = await request.post("/api/register", {
    data: {
      firstName: "Ravi",
      lastName: "Menon",
      email,
      phone: "+1 415 555 0177",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      dateOfBirth: "1988-03-21",
      gender: "male",
      country: "india",
      cookingLevel: "advanced",
      newsletter: false,
      terms: true,
      privacy: true,
    },
  });
  expect(registered.status()).toBe(201);
  const token = (await mailedVerifyLink(email)).split("/").pop();
  expect((await request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
}

test.describe("the sign-in page before its scripts run", () => {
  test("should keep what was typed before hydration on a 4x slower CPU, and sign in with it once the scripts run", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = unique("ravi-early");
    await verifiedAccount(request, email);

    // A slow phone: the CPU four times slower, and the scripts held until the visitor has typed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });

    // The page itself, not yet its scripts (the test's page.goto would wait for hydration).
    await page.mainFrame().goto("/sign-in?next=%2Fabout", { waitUntil: "domcontentloaded" });
    const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);
    await page.getByLabel("Email", { exact: true }).pressSequentially(email);
    await page.getByLabel("Password", { exact: true }).pressSequentially(PASSWORD);
    await page.getByLabel("Remember me").check();
    expect(await hydrated()).toBe(false);

    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
    await expect(page.getByLabel("Remember me")).toBeChecked();

    // The script's own sign-in sends what the fields hold: its toast, then the page `next` names.
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Login Successful!");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Ravi, Account menu" })).toBeVisible();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("should pass the accessibility checks on the account pages, their answers and their errors", async ({ page }) => {
    test.setTimeout(120_000);
    // Judged with their scripts running: axe runs in the page.
    for (const path of [
      "/sign-in",
      "/register",
      "/forgot-password",
      "/register?sent=1",
      "/forgot-password?sent=1",
      "/sign-in?sent=verified",
    ]) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto("/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("should open the dialog from the header's Sign In link once the scripts run, and stay on the page", async ({ page }) => {
    await page.goto("/about");
    const link = page.getByRole("banner").getByRole("link", { name: "Sign In" });
    await expect(link).toHaveAttribute("href", "/sign-in?next=%2Fabout");
    await link.click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });
});
