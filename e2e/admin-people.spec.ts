import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { reviewScreenshots, signInToAdmin } from "./support/admin";
import { mailsTo } from "./support/mailbox";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const toast = (page: Page) => page.getByTestId("toast");

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A buffet booking request sent as the public form sends it; returns its reference and status page. */
async function buffetRequest(request: APIRequestContext, email: string) {
  const list = await (await request.get("/api/buffet-menus?limit=1")).json();
  const menu = await (await request.get(`/api/buffet-menus/${list.data[0].id}`)).json();
  const eventDate = dayFromToday(menu.advanceBooking + 21);
  const response = await request.post("/api/bookings", {
    data: {
      buffetMenuId: menu.id,
      customerName: "Lakshmi Pillai",
      customerEmail: email,
      customerPhone: "+1 415 555 0177",
      participants: menu.minimumOrder + 10,
      eventDate,
      eventTime: "18:00",
      eventLocation: "Fort Mason Center, San Francisco",
      specialRequests: "Two tables of vegan guests.",
      totalPrice: "0.00",
      scheduledDate: eventDate,
      scheduledTime: "18:00",
    },
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  return { reference: body.reference as string, statusPath: body.statusPath as string, guests: menu.minimumOrder + 10 };
}

test.describe("the admin people screens", () => {
  test("should quote a catering request and show the quote on its status page", async ({ page, request }) => {
    const email = unique("catering-desk");
    const { reference, statusPath, guests } = await buffetRequest(request, email);

    await signInToAdmin(page, "/admin/catering");
    await expect(page.getByRole("heading", { level: 1, name: "Catering requests" })).toBeVisible();
    await expect(page.getByTestId("awaiting-count")).toContainText(/\d+ awaiting a quote/);
    await page.getByRole("searchbox", { name: "Search catering requests" }).fill(reference);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("catering-card")).toHaveCount(1);
    await expect(page.getByTestId("catering-card")).toContainText("Received");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-catering");

    await page.getByRole("button", { name: `Open request ${reference}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: reference })).toBeVisible();
    await dialog.getByLabel("Final price per person ($)").fill("37.25");
    await expect(dialog.getByText(`Total for ${guests} guests:`)).toContainText(
      `$${((3725 * guests) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    await dialog.getByLabel("Valid until").fill(dayFromToday(10));
    await dialog.getByLabel("Notes for the customer").fill("Includes chai service and two servers.");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-catering-dialog");
    await dialog.getByRole("button", { name: "Send quote" }).click();
    await expect(toast(page)).toContainText("Quote sent to the customer");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("catering-card")).toContainText("Quoted");

    // The customer hears of it by mail, and the status page shows the quote.
    await expect.poll(() => mailsTo(email).some((mail) => mail.text.includes("Price per person: $37.25")), { timeout: 20_000 }).toBe(true);
    await page.goto(statusPath);
    await expect(page.getByTestId("catering-request-status")).toContainText("Quoted");
    const quote = page.getByTestId("catering-request-quote");
    await expect(quote.getByTestId("catering-quote-price")).toHaveText("$37.25");
    await expect(quote).toContainText("Includes chai service and two servers.");
    await expect(quote).toContainText("Valid until");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "catering-status-quoted");
  });

  test("should decline a catering request with a reason the customer reads on the status page", async ({ page, request }) => {
    const email = unique("catering-decline");
    const { reference, statusPath } = await buffetRequest(request, email);

    await signInToAdmin(page, "/admin/catering");
    await page.getByRole("searchbox", { name: "Search catering requests" }).fill(reference);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: `Open request ${reference}` }).click();
    const dialog = page.getByRole("dialog");
    const decline = dialog.getByRole("button", { name: "Decline request" });
    await expect(decline).toBeDisabled();
    await dialog.getByLabel("Reason (sent to the customer)").fill("Our kitchen is fully booked that weekend.");
    await decline.click();
    await expect(toast(page)).toContainText("Request declined; the customer has been emailed");
    await expect(page.getByTestId("catering-card")).toContainText("Declined");

    await expect
      .poll(() => mailsTo(email).some((mail) => mail.text.includes("Our kitchen is fully booked that weekend.")), { timeout: 20_000 })
      .toBe(true);
    await page.goto(statusPath);
    await expect(page.getByTestId("catering-request-status")).toContainText("Declined");
    await expect(page.getByTestId("catering-decline-reason")).toContainText("Our kitchen is fully booked that weekend.");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "catering-status-declined");
  });

  test("should suspend a user, ending their session at once, and activate them again", async ({ page, request, browser }) => {
    const email = unique("suspend-me");
    const password = "Turmeric@2026";
    const registered = await request.post("/api/register", {
      data: {
        firstName: "Kavya",
        lastName: "Suresh",
        email,
        phone: "+1 415 555 0190",
        password,
        confirmPassword: password,
        dateOfBirth: "1988-02-14",
        gender: "female",
        country: "india",
        cookingLevel: "beginner",
        newsletter: false,
        terms: true,
        privacy: true,
      },
    });
    expect(registered.status()).toBe(201);
    const verifyLink = () => mailsTo(email).flatMap((mail) => /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? []);
    await expect.poll(() => verifyLink().length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await request.post("/api/auth/verify-email", { data: { token: verifyLink()[0] } })).status()).toBe(200);

    // The member signs in in a browser of their own.
    const baseURL = test.info().project.use.baseURL!;
    const member = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const memberApi = member.request;
    const signedIn = await memberApi.post("/api/auth/sign-in", { data: { email, password, rememberMe: true } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    expect((await memberApi.get("/api/auth/me")).status()).toBe(200);

    await signInToAdmin(page, "/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search users" }).fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.getByTestId("user-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Kavya Suresh");
    await expect(row).toContainText("Active");
    await expect(row).toContainText("Active sessions: 1");
    await expect(row).toContainText(/Recipes submitted\s*0/i);
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-users");

    await row.getByRole("button", { name: "Suspend Kavya Suresh" }).click();
    await expect(page.getByRole("dialog")).toContainText("is signed out everywhere at once");
    await page.getByRole("dialog").getByRole("button", { name: "Suspend" }).click();
    await expect(toast(page)).toContainText("User suspended successfully");
    await expect(row).toContainText("Suspended");

    // The member's very next request is refused, and signing in again too.
    expect((await memberApi.get("/api/auth/me")).status()).toBe(401);
    expect((await memberApi.post("/api/auth/sign-in", { data: { email, password } })).status()).toBe(401);

    await row.getByRole("button", { name: "Activate Kavya Suresh" }).click();
    await expect(toast(page).last()).toContainText("User activated successfully");
    await expect(row).toContainText("Active");
    expect((await memberApi.post("/api/auth/sign-in", { data: { email, password } })).status()).toBe(200);
    await member.close();
  });

  test("should list subscribers with counts and export them as CSV", async ({ page, request }) => {
    const email = unique("csv-reader");
    expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(200);

    await signInToAdmin(page, "/admin/subscribers");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
    await page.getByRole("link", { name: /^Unconfirmed/ }).click();
    await expect(page).toHaveURL(/status=unconfirmed/);
    await page.getByRole("searchbox", { name: "Search subscribers" }).fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("subscriber-row")).toHaveCount(1);
    await expect(page.getByTestId("subscriber-row")).toContainText(email);
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-subscribers");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-unconfirmed-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe('"email","status","subscribed_at","confirmed_at","unsubscribed_at"');
    expect(csv).toContain(`"${email}","unconfirmed"`);

    // Remove it: gone from the list, audited on the server.
    await page.getByRole("button", { name: `Remove ${email}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(toast(page)).toContainText("Subscriber removed");
    await expect(page.getByText("No subscribers found.")).toBeVisible();
  });
});
