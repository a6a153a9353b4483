/**
 * The catering requests and the newsletter signup in a browser without JavaScript: each form
 * posts to its page, a refused one comes back with the field's message, the typed values and the
 * focus on the field, and an accepted one ends on a page that confirms it, with nothing typed in
 * the address. Then the footer's signup on a slow phone: an address typed as soon as the page is
 * painted, before its scripts have started, is still there once they have, and the script sends it.
 */
import { expect as browserExpect, test as browserTest } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { openBeforeHydration } from "./support/early";
import { mailsTo } from "./support/mailbox";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

type Menu = { id: number; name: string; advanceBooking: number; minimumOrder: number };

/** The site's time zone (the e2e server runs with the default): event dates are its days. */
const SITE_TIME_ZONE = "America/Los_Angeles";

function dayFromToday(days: number): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(get("year"), get("month") - 1, get("day") + days)).toISOString().slice(0, 10);
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The menu of a list that needs the least notice. */
async function menuWithLeastNotice(request: APIRequestContext, list: string): Promise<Menu> {
  const { data } = (await (await request.get(`${list}?limit=48`)).json()) as { data: Menu[] };
  return [...data].sort((a, b) => a.advanceBooking - b.advanceBooking)[0];
}

/** The address the browser is on carries none of these typed values, as typed or encoded. */
function expectNoTypedValue(page: Page, values: string[]) {
  const url = page.url();
  const decoded = decodeURIComponent(url.replace(/\+/g, " "));
  for (const value of values) {
    expect(url, `the address carries "${value}"`).not.toContain(value);
    expect(decoded, `the address carries "${value}"`).not.toContain(value);
  }
}

/** The acknowledgement naming `reference`, once the outbox has sent it. */
async function mailNaming(email: string, reference: string) {
  await expect.poll(() => mailsTo(email).some((mail) => mail.text.includes(reference)), { timeout: 30_000 }).toBe(true);
}

test.describe("catering requests and the newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should subscribe from the footer on /about: a refused address on the signup page, then 'check your inbox'", async ({ page }) => {
    const email = uniqueEmail("no-js-reader");
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill("reader at example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();

    // Refused: the signup page, with the message, the text as typed and the keyboard on it.
    await expect(page).toHaveURL(/\/newsletter$/);
    const signup = page.getByRole("main").getByRole("form", { name: "Join our newsletter" });
    const box = signup.getByRole("textbox", { name: "Email address" });
    await expect(box).toHaveValue("reader at example.com");
    await expect(box).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(box).toBeFocused();
    // The signup page's own form is the only one: the footer does not repeat it there.
    await expect(page.getByRole("form", { name: "Join our newsletter" })).toHaveCount(1);

    await box.fill(email);
    await signup.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\?sent=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Please check your inbox and confirm your subscription with the link we sent.");
    expectNoTypedValue(page, [email]);

    await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
    expect(mailsTo(email)[0].text).toMatch(/\/newsletter\/confirm\/[A-Za-z0-9_-]{43}/);
  });

  test("should request industrial catering: the missing company named, then the request's status page", async ({ page, request }) => {
    const menu = await menuWithLeastNotice(request, "/api/industrial-catering");
    const email = uniqueEmail("no-js-canteen");
    const company = `Northwind Robotics ${Date.now()}`;
    const participants = String(menu.minimumOrder + 20);
    await page.goto(`/industrial-catering/${menu.id}`);
    const form = page.getByRole("form", { name: "Request Industrial Catering" });
    await form.getByLabel("Contact name").fill("Asha Rao");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Phone (optional)").fill("+1 415 555 0142");
    await form.getByLabel("Event date").fill(dayFromToday(menu.advanceBooking + 30));
    await form.getByLabel("Participants").fill(participants);
    await form.getByLabel("Special requests (optional)").fill("Lunch in two shifts, please.");
    await form.getByRole("button", { name: "Request a Quote" }).click();

    // Refused: the same page, the company asked for, everything typed still there.
    await expect(page).toHaveURL(new RegExp(`/industrial-catering/${menu.id}$`));
    await expect(form.getByLabel("Company name")).toBeFocused();
    await expect(form.getByLabel("Company name")).toHaveAccessibleDescription("This field is required");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(form.getByLabel("Participants")).toHaveValue(participants);
    await expect(form.getByLabel("Special requests (optional)")).toHaveValue("Lunch in two shifts, please.");

    await form.getByLabel("Company name").fill(company);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/\/catering\/requests\/[A-Za-z0-9_-]{43}\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("Thank you: your request is in");
    const heading = page.getByRole("heading", { level: 1, name: /^Request IND-\d{4}-\d{5}$/ });
    await expect(heading).toBeVisible();
    await expect(page.getByText(company)).toBeVisible();
    expectNoTypedValue(page, [email, company, "Asha Rao", "+1 415 555 0142", "Lunch in two shifts"]);
    await mailNaming(email, (await heading.textContent())!.replace("Request ", ""));
  });

  test("should book a buffet menu from the page its Book button opens", async ({ page, request }) => {
    const menu = await menuWithLeastNotice(request, "/api/buffet-menus");
    const email = uniqueEmail("no-js-buffet");
    await page.goto(`/buffet-menus/${menu.id}`);
    await page.getByRole("button", { name: "Book This Buffet Menu" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/buffet-menus/${menu.id}/book\\??$`));
    await expect(page.getByRole("heading", { level: 1, name: "Book This Buffet Menu" })).toBeVisible();
    await expect(page.getByLabel("Number of guests")).toHaveValue(String(menu.minimumOrder > 0 ? menu.minimumOrder : 25));

    await page.getByLabel("Full name").fill("Priya Natarajan");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+1 (415) 555-0199");
    await page.getByLabel("Event date").fill(dayFromToday(menu.advanceBooking + 30));
    await page.getByLabel("Event time").fill("18:30");
    await page.getByLabel("Event location").fill("Fort Mason Center, San Francisco");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();

    await expect(page).toHaveURL(/\/catering\/requests\/[A-Za-z0-9_-]{43}\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("Thank you: your request is in");
    const heading = page.getByRole("heading", { level: 1, name: /^Request BUF-\d{4}-\d{5}$/ });
    await expect(heading).toBeVisible();
    expectNoTypedValue(page, [email, "Priya Natarajan", "555-0199", "Fort Mason"]);
    await mailNaming(email, (await heading.textContent())!.replace("Request ", ""));
  });
});

test.describe("the pages these forms gained", () => {
  test("should let a keyboard and a screen reader use the signup page, its answer and the booking page", async ({ page, request }) => {
    await page.goto("/newsletter");
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal recipes in your inbox" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').count(), "the signup page is indexed").toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/newsletter?sent=1");
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoSeriousA11yViolations(page);

    const menu = await menuWithLeastNotice(request, "/api/buffet-menus");
    await page.goto(`/buffet-menus/${menu.id}/book`);
    await expect(page.getByRole("heading", { level: 1, name: "Book This Buffet Menu" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The form is reached and left by the keyboard: Cancel goes back to the menu.
    await page.getByLabel("Full name").focus();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/buffet-menus/${menu.id}$`));
  });
});

browserTest.describe("the footer's newsletter on a slow phone", () => {
  browserTest(
    "should keep an address typed as soon as /about is painted, before hydration, and subscribe it by the script",
    async ({ page }) => {
      browserTest.setTimeout(120_000);
      const email = uniqueEmail("early-reader");
      const held = await openBeforeHydration(page, "/about");
      const footer = page.getByRole("contentinfo");
      const box = footer.getByRole("textbox", { name: "Email address" });
      await box.click();
      await box.pressSequentially(email);
      browserExpect(await held.isHydrated(), "typed before hydration").toBe(false);
      await held.hydrate();

      await browserExpect(box).toHaveValue(email);
      const sent = page.waitForResponse((response) => response.url().endsWith("/api/newsletter") && response.request().method() === "POST");
      await footer.getByRole("button", { name: "Subscribe" }).click();
      const answer = await sent;
      browserExpect(answer.status()).toBe(200);
      browserExpect(answer.request().postDataJSON()).toEqual({ email });
      await browserExpect(page.getByTestId("toast")).toContainText("Newsletter Subscription Successful!");
      // The script sent it: no page load, the address as it was, the box cleared for the next one.
      browserExpect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/about");
      await browserExpect(box).toHaveValue("");
    },
  );

  browserTest(
    "should follow a tap on Book before hydration to the booking page, and keep what is typed there",
    async ({ page, request }) => {
      browserTest.setTimeout(150_000);
      const slow = { timeout: 60_000 };
      const { data } = (await (await request.get("/api/buffet-menus?limit=48")).json()) as { data: Menu[] };
      const menu = data[0];
      const held = await openBeforeHydration(page, `/buffet-menus/${menu.id}`);
      await page.getByRole("button", { name: "Book This Buffet Menu" }).first().click();
      await browserExpect(page).toHaveURL(new RegExp(`/buffet-menus/${menu.id}/book\\??$`), slow);
      const name = page.getByLabel("Full name");
      await name.click();
      await name.pressSequentially("Early Priya");
      browserExpect(await held.isHydrated(), "typed before hydration").toBe(false);
      await held.hydrate();
      await browserExpect(name).toHaveValue("Early Priya");
      // The state took it over: a check of the form leaves the name alone and asks for the rest.
      await page.getByRole("button", { name: "Submit Booking Request" }).click();
      await browserExpect(page.getByText("Invalid email address")).toBeVisible(slow);
      await browserExpect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
      await browserExpect(name).toHaveValue("Early Priya");
    },
  );
});
