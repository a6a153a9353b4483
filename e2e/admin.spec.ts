import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { reviewScreenshots, signInToAdmin } from "./support/admin";
import { E2E_ADMIN } from "./support/admin-credentials";
import { expect, test, waitForHydration, type Page } from "./support/test";

async function signIn(page: Page, password: string = E2E_ADMIN.password) {
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The build the site under test serves (BUILD_DIR, as the server reads it). */
async function serverBuild(): Promise<ServerBuild> {
  const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

const isAdminRoute = (id: string) => id.startsWith("routes/admin/") && id !== "routes/admin/login";

/** Every page path of the admin area, from the build's route table (a catch-all gets a path of its own). */
async function adminPagePaths(): Promise<string[]> {
  const { routes } = await serverBuild();
  const full = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? full(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const paths = Object.keys(routes)
    .filter(isAdminRoute)
    .map((id) => `/${full(id)}`.replace("*", "no-such-screen"));
  return [...new Set(paths)];
}

/** The client files only admin routes use: their modules and imports no public route shares. */
async function adminOnlyFiles(): Promise<string[]> {
  const { assets } = await serverBuild();
  const filesOf = (route: { module: string; imports?: string[] }) => [route.module, ...(route.imports ?? [])];
  const publicFiles = new Set([
    ...filesOf(assets.entry),
    ...Object.values(assets.routes)
      .filter((r) => !r!.id.startsWith("routes/admin/"))
      .flatMap((r) => filesOf(r!)),
  ]);
  return [
    ...new Set(
      Object.values(assets.routes)
        .filter((r) => r!.id.startsWith("routes/admin/"))
        .flatMap((r) => filesOf(r!)),
    ),
  ].filter((file) => !publicFiles.has(file));
}

test.describe("the admin area", () => {
  test("should send every admin page to sign-in without a session, and come back after signing in", async ({ page, request }) => {
    const adminPaths = await adminPagePaths();
    expect(adminPaths).toEqual(expect.arrayContaining(["/admin", "/admin/dashboard", "/admin/change-password", "/admin/no-such-screen"]));
    for (const path of adminPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/admin-login?next=${encodeURIComponent(path)}`);
    }

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin-login?next=%2Fadmin%2Fdashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByText("Every access attempt is logged").filter({ visible: true })).toBeVisible();
    const submit = page.getByRole("button", { name: "Sign In" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await expect(submit).toBeDisabled();

    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Not-The-Password-1");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await expectNoSeriousA11yViolations(page);

    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Administrator" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recipe submissions" }).getByTestId("stat-value")).toHaveText(/^\d+$/);
    await expect(page.getByTestId("system-status")).toContainText(/(PGlite|PostgreSQL) reachable/);
    await expect(page.getByTestId("system-status")).toContainText("Mail queue");
    await expect(page.getByTestId("system-status")).toContainText("LibreTranslate configured");
    await expectNoSeriousA11yViolations(page);

    // Signed in, the sign-in page moves on to the admin area.
    await page.goto("/admin-login");
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Failed sign-in");
    await expect(page.getByRole("table")).toContainText("Signed in");
    const attention = page.getByRole("region", { name: "Needs attention" });
    await expect(attention.getByRole("link", { name: /New messages/ })).toHaveAttribute("href", "/admin/inbox");
    await expect(attention.getByRole("link", { name: /Orders to ship/ })).toHaveAttribute("href", "/admin/orders");
    await expect(attention.getByTestId("attention-catering")).toHaveText(/^\d+$/);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/admin/no-such-screen");
    await expect(page.getByRole("heading", { level: 1, name: "This admin screen does not exist yet" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Logout ends the session: the admin pages send to sign-in again.
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL("/admin-login?signedOut=1");
    await expect(page.getByRole("status")).toContainText("You are signed out.");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin-login\?next=/);
  });

  test("should change the password with the spec's messages, then sign in again with the new one", async ({ page }) => {
    await page.goto("/admin-login?next=%2Fadmin%2Fchange-password");
    await signIn(page);
    await expect(page).toHaveURL("/admin/change-password");
    await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Security tips" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const current = page.getByLabel("Current password");
    const next = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    const submit = page.getByRole("button", { name: "Change Password" });
    const rules = page.getByRole("list", { name: "Password requirements" });
    const toast = page.getByTestId("toast");

    await current.fill(E2E_ADMIN.password);
    await next.fill("Fenugreek-Leaf-88");
    await confirm.fill("Fenugreek-Leaf-89");
    await expect(rules.getByRole("listitem").filter({ hasText: "At least 8 characters" })).toContainText("(met)");
    await expect(rules.getByRole("listitem").filter({ hasText: "confirmation match" })).toContainText("(not met yet)");
    await submit.click();
    await expect(toast).toContainText("Password Mismatch");
    await expect(toast).toContainText("New password and confirmation don't match");

    await next.fill("Ab1-x");
    await confirm.fill("Ab1-x");
    await submit.click();
    await expect(toast).toContainText("Password Too Short");
    await expect(toast).toContainText("New password must be at least 8 characters long");

    await current.fill("Wrong-Current-Password-1");
    await next.fill("Fenugreek-Leaf-88");
    await confirm.fill("Fenugreek-Leaf-88");
    await submit.click();
    await expect(toast).toContainText("Password Change Failed");
    await expect(toast).toContainText("Current password is incorrect");

    await current.fill(E2E_ADMIN.password);
    await submit.click();
    await expect(toast).toContainText("Password Changed");
    await expect(toast).toContainText("Your password has been updated successfully. Please login again.");
    // The sign-in page follows after 2 seconds.
    await expect(page).toHaveURL("/admin-login", { timeout: 10_000 });

    await signIn(page);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await signIn(page, "Fenugreek-Leaf-88");
    await expect(page).toHaveURL("/admin");

    // Back to the shared password, for the journeys that follow.
    await page.goto("/admin/change-password");
    await current.fill("Fenugreek-Leaf-88");
    await next.fill(E2E_ADMIN.password);
    await confirm.fill(E2E_ADMIN.password);
    await submit.click();
    await expect(page).toHaveURL("/admin-login", { timeout: 10_000 });
  });

  test("should show the sign-in page at 390 px without barriers", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Every access attempt is logged")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("should fold the menu at 390 px into a line naming the screen, open it to every section, and fold it after a choice", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToAdmin(page, "/admin/orders");
    const menu = page.locator("summary").filter({ hasText: "Menu" });
    await expect(menu).toContainText("Orders");
    const nav = page.getByRole("navigation", { name: "Admin screens" });
    await expect(nav).toBeHidden();
    await menu.press("Enter");
    await expect(nav).toBeVisible();
    for (const section of ["Overview", "Review", "Operations", "People", "Library", "Your account"]) {
      await expect(nav.getByRole("list", { name: section })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-menu-open");
    await nav.getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL("/admin/subscribers");
    await expect(nav).toBeHidden();
    await expect(menu).toContainText("Subscribers");
  });

  test("should load no admin code on public pages", async ({ browser }) => {
    const adminFiles = await adminOnlyFiles();
    expect(adminFiles.length, "the build has admin-only files").toBeGreaterThan(0);
    for (const pagePath of ["/", "/recipes", "/about", "/shop", "/contact", "/community-recipes"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.url());
      });
      await page.goto(pagePath, { waitUntil: "networkidle" });
      // Scripts start after the first paint: hydration means every first-load script has arrived.
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.length, pagePath).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(
          adminFiles.some((file) => new URL(script).pathname === file),
          `${pagePath} loaded ${script}`,
        ).toBe(false);
        // Read again rather than from the page: a browser may drop a loaded script's body.
        const body = await (await context.request.get(script)).text();
        expect(body, `${pagePath}: ${script} holds admin calls`).not.toContain("/api/admin-auth/");
      }
      await context.close();
    }
  });
});
