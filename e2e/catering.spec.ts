import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

type Listed = { id: number; name: string; advanceBooking: number; minimumOrder: number; featured: boolean };
type BuffetMenu = Listed & { pricePerPerson: number; occasion: string };
type IndustrialMenu = Listed & { pricePerPerson: string; industryType: string };
type ListAnswer<T> = { data: T[]; pagination: { total: number; totalPages: number } };

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

const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (price: string | number) => Math.round(Number(String(price).replace(/[$,]/g, "")) * 100);

async function list<T>(request: APIRequestContext, path: string): Promise<ListAnswer<T>> {
  return (await request.get(path)).json() as Promise<ListAnswer<T>>;
}

const buffetFilters = (page: Page) => page.getByRole("search", { name: "Search and filter buffet menus" });
const industrialFilters = (page: Page) => page.getByRole("search", { name: "Search and filter catering menus" });
const buffetCards = (page: Page) => page.getByRole("region", { name: "All Menus" }).getByRole("article");
const industrialCards = (page: Page) => page.getByRole("main").getByRole("article");
const toast = (page: Page) => page.getByTestId("toast");

/** The status page's link in the customer's acknowledgement. */
async function statusLinkMailedTo(email: string, reference: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = mailsTo(email)[0].text;
  expect(mail).toContain(reference);
  const link = /https?:\/\/[^\s"<>]+\/catering\/requests\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link, "status link in the mail").toBeTruthy();
  return new URL(link!).pathname;
}

test.describe("buffet menus", () => {
  test("should search and filter on the server with the state in the URL, and show the pages and the empty state", async ({
    page,
    request,
  }) => {
    const all = await list<BuffetMenu>(request, "/api/buffet-menus?limit=48");
    await page.goto("/buffet-menus");
    await expect(page.getByRole("heading", { level: 1, name: "Buffet Menus" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${all.pagination.total} menus found` })).toBeVisible();
    await expect(page.getByText(`Page 1 of ${all.pagination.totalPages}`)).toBeVisible();
    await expect(buffetCards(page)).toHaveCount(Math.min(12, all.pagination.total));
    // Up to 3 featured menus of the page above the full grid.
    const featured = all.data.slice(0, 12).filter((m) => m.featured);
    await expect(page.getByRole("region", { name: "Featured Menus" }).getByRole("article")).toHaveCount(Math.min(3, featured.length));
    await expect(buffetCards(page).first()).toContainText(/Min \d+ guests/);
    await expectNoSeriousA11yViolations(page);

    // A select applies at once; the URL holds the filter, the count is the API's.
    const weddings = await list<BuffetMenu>(request, "/api/buffet-menus?occasion=wedding");
    const occasion = buffetFilters(page).getByLabel("Occasion");
    await occasion.focus();
    await occasion.selectOption("wedding");
    await expect(page).toHaveURL(/\/buffet-menus\?occasion=wedding$/);
    // The form stays in place: the keyboard user is still on the field they used.
    await expect(occasion).toBeFocused();
    await expect(occasion).toHaveValue("wedding");
    await expect(page.getByRole("heading", { name: `${weddings.pagination.total} menus found (filtered)` })).toBeVisible();
    await expect(buffetCards(page)).toHaveCount(weddings.pagination.total);
    await expect(page).toHaveTitle(/^Wedding Buffet Menus/);

    // Typed text waits for the search button (or Enter), then combines with the filter.
    const search = await list<BuffetMenu>(request, "/api/buffet-menus?occasion=wedding&search=biryani");
    expect(search.pagination.total).toBeGreaterThan(0);
    await buffetFilters(page).getByLabel("Search menus").fill("  biryani ");
    await buffetFilters(page).getByLabel("Search menus").press("Enter");
    await expect(page).toHaveURL(/\/buffet-menus\?search=biryani&occasion=wedding$/);
    await expect(buffetFilters(page).getByLabel("Search menus")).toHaveValue("biryani");
    await expect(
      page.getByRole("heading", {
        name: `${search.pagination.total} ${search.pagination.total === 1 ? "menu" : "menus"} found (filtered)`,
      }),
    ).toBeVisible();

    // Nothing matches: 'No menus found', the empty state and a way back.
    await buffetFilters(page).getByLabel("Country").selectOption("Egypt");
    await expect(page.getByRole("heading", { name: "No menus found (filtered)" })).toBeVisible();
    await expect(page.getByText("No buffet menus found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or browse our featured menus.")).toBeVisible();
    await page.getByRole("link", { name: "Browse all menus" }).click();
    await expect(page).toHaveURL(/\/buffet-menus$/);
    await expect(buffetCards(page)).toHaveCount(Math.min(12, all.pagination.total));

    // A page past the last one (an old link) lands on the last page that exists.
    await page.goto("/buffet-menus?mealType=lunch&page=9");
    await expect(page).toHaveURL(new RegExp(`/buffet-menus\\?mealType=lunch${all.pagination.totalPages > 1 ? "&page=\\d+" : ""}$`));
    const lunch = await list<BuffetMenu>(request, "/api/buffet-menus?mealType=lunch");
    await expect(page.getByText(`Page ${lunch.pagination.totalPages} of ${lunch.pagination.totalPages}`)).toBeVisible();
  });

  test("should book a menu: field messages, the notice refused with its reason, then the request and its status page from the mail", async ({
    page,
    request,
  }) => {
    const { data } = await list<BuffetMenu>(request, "/api/buffet-menus?limit=48");
    const menu = [...data].sort((a, b) => a.advanceBooking - b.advanceBooking).find((m) => m.advanceBooking >= 2)!;
    await page.goto("/buffet-menus");
    await page.getByRole("region", { name: "All Menus" }).getByRole("link", { name: menu.name }).click();
    await expect(page).toHaveURL(new RegExp(`/buffet-menus/${menu.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: menu.name })).toBeVisible();
    for (const name of ["Appetizers", "Main Course", "Desserts", "Beverages", "Service details", "Booking policies"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const service = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(service).toMatchObject({
      "@type": "Service",
      name: menu.name,
      offers: { "@type": "Offer", price: menu.pricePerPerson.toFixed(2), priceCurrency: "USD" },
    });
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(menu.name);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Book This Buffet Menu" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book This Buffet Menu" });
    await expect(dialog).toBeVisible();
    // Guests start at the menu's minimum order; the total follows them.
    await expect(dialog.getByLabel("Number of guests")).toHaveValue(String(menu.minimumOrder));
    await expect(dialog.getByTestId("buffet-total")).toHaveText(dollars(cents(menu.pricePerPerson) * menu.minimumOrder));

    await dialog.getByRole("button", { name: "Submit Booking Request" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Invalid email address",
      "Phone number must be at least 10 digits",
      "Event date is required",
      "Event time is required",
      "Event location is required",
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Invalid email address");
    await expectNoSeriousA11yViolations(page);

    const email = `buffet-${Date.now()}@example.com`;
    const guests = menu.minimumOrder + 5;
    await dialog.getByLabel("Full name").fill("Priya Natarajan");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("+1 (415) 555-0199");
    await dialog.getByLabel("Number of guests").fill(String(guests));
    await expect(dialog.getByTestId("buffet-total")).toHaveText(dollars(cents(menu.pricePerPerson) * guests));
    await dialog.getByLabel("Event date").fill(dayFromToday(1));
    await dialog.getByLabel("Event time").fill("18:30");
    await dialog.getByLabel("Event location").fill("Fort Mason Center, San Francisco");

    // Sooner than the menu's notice: refused (422) with the reason, at the date and in the toast.
    await dialog.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(toast(page)).toContainText("Booking Failed");
    const reason = new RegExp(`This menu needs at least ${menu.advanceBooking} days' notice\\. The earliest date we can cater is`);
    await expect(toast(page)).toContainText(reason);
    await expect(dialog.getByLabel("Event date")).toHaveAccessibleDescription(reason);
    await expect(dialog.getByLabel("Event date")).toBeFocused();

    await dialog.getByLabel("Event date").fill(dayFromToday(menu.advanceBooking + 20));
    await dialog.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(toast(page)).toContainText("Booking Request Submitted");
    await expect(toast(page)).toContainText("We'll contact you within 24 hours to confirm your buffet menu booking.");
    const reference = (await dialog.getByTestId("catering-reference").textContent())!;
    expect(reference).toMatch(/^BUF-\d{4}-\d{5}$/);
    await expect(
      dialog.getByText(`A confirmation is on its way to ${email}, with a link where you can follow your request.`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    // The reference stays on the page once the modal is closed.
    await expect(page.getByTestId("catering-reference")).toHaveText(reference);

    const statusPath = await statusLinkMailedTo(email, reference);
    const response = await page.goto(statusPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: `Request ${reference}` })).toBeVisible();
    await expect(page.getByTestId("catering-request-status")).toHaveText("Status: Received");
    await expect(page.getByRole("link", { name: menu.name })).toHaveAttribute("href", `/buffet-menus/${menu.id}`);
    await expect(page.getByText(`${guests} guests`)).toBeVisible();
    await expect(page.getByTestId("catering-request-estimate")).toHaveText(dollars(cents(menu.pricePerPerson) * guests));
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoSeriousA11yViolations(page);

    // A link that was never sent: a clear page and a 404.
    const unknown = await page.goto(`/catering/requests/${"x".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Request Not Found" })).toBeVisible();
    await expect(page.getByText("This request link is not valid. Please use the link in your confirmation email.")).toBeVisible();
  });

  test("should answer an unknown menu with 'Buffet Menu Not Found' and a 404", async ({ page }) => {
    const response = await page.goto("/buffet-menus/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Buffet Menu Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Buffet Menus" })).toHaveAttribute("href", "/buffet-menus");
  });
});

test.describe("industrial catering", () => {
  test("should filter, show six skeleton cards while loading, page through and clear all filters", async ({ page, request }) => {
    const all = await list<IndustrialMenu>(request, "/api/industrial-catering");
    expect(all.pagination.totalPages).toBeGreaterThan(1);
    await page.goto("/industrial-catering");
    await expect(page.getByRole("heading", { level: 1, name: "Industrial Catering" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `${all.pagination.total} catering services found` })).toBeVisible();
    await expect(page.getByText(`Page 1 of ${all.pagination.totalPages}`)).toBeVisible();
    await expect(industrialCards(page)).toHaveCount(12);
    await expect(industrialCards(page).first().getByRole("link", { name: "View Details & Book" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Next page: its numbers, the top of the page; the skeletons stand in while it loads.
    await page.route(/\/industrial-catering\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const pager = page.getByRole("navigation", { name: "Catering menu pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page.getByTestId("industrial-skeletons").locator("li")).toHaveCount(6);
    await expect(page).toHaveURL(/\/industrial-catering\?page=2$/);
    await expect(page.getByText(`Page 2 of ${all.pagination.totalPages}`)).toBeVisible();
    await expect(industrialCards(page)).toHaveCount(Math.min(12, all.pagination.total - 12));
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.unroute(/\/industrial-catering\.data/);

    // A filter starts again at page 1.
    const manufacturing = await list<IndustrialMenu>(request, "/api/industrial-catering?industryType=Manufacturing");
    await industrialFilters(page).getByLabel("Industry").selectOption("Manufacturing");
    await expect(page).toHaveURL(/\/industrial-catering\?industry=Manufacturing$/);
    await expect(page.getByRole("heading", { name: `${manufacturing.pagination.total} catering services found (filtered)` })).toBeVisible();
    const featured = await list<IndustrialMenu>(request, "/api/industrial-catering?industryType=Manufacturing&featured=true");
    await industrialFilters(page).getByLabel("Featured menus only").check();
    await expect(page).toHaveURL(/\/industrial-catering\?industry=Manufacturing&featured=true$/);
    await expect(industrialCards(page)).toHaveCount(featured.pagination.total);

    await industrialFilters(page).getByLabel("Country").selectOption("Japan");
    await industrialFilters(page).getByLabel("Cuisine").selectOption("Indian");
    await expect(page.getByText("No catering menus found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more results.")).toBeVisible();

    await industrialFilters(page).getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/industrial-catering$/);
    await expect(page.getByRole("heading", { name: `${all.pagination.total} catering services found` })).toBeVisible();
    await expect(industrialFilters(page).getByLabel("Industry")).toHaveValue("all");
    await expect(industrialFilters(page).getByLabel("Featured menus only")).not.toBeChecked();
  });

  test("should open a menu and request catering: 'Missing Information' first, then the request with its estimate", async ({
    page,
    request,
  }) => {
    const { data } = await list<IndustrialMenu>(request, "/api/industrial-catering?limit=48");
    const menu = [...data].sort((a, b) => a.advanceBooking - b.advanceBooking)[0];
    await page.goto(`/industrial-catering?industry=${encodeURIComponent(menu.industryType)}`);
    await page.getByRole("article").filter({ hasText: menu.name }).getByRole("link", { name: "View Details & Book" }).click();
    await expect(page).toHaveURL(new RegExp(`/industrial-catering/${menu.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: menu.name })).toBeVisible();
    for (const name of [
      "About This Menu",
      "Service Details",
      "Menu Items",
      "Dietary Options and Services",
      "Request Industrial Catering",
    ]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const service = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as Record<
      string,
      unknown
    >;
    expect(service).toMatchObject({
      "@type": "Service",
      name: menu.name,
      offers: { price: (cents(menu.pricePerPerson) / 100).toFixed(2), priceCurrency: "USD" },
    });
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole("form", { name: "Request Industrial Catering" });
    await expect(form.getByLabel("Participants")).toHaveAttribute("placeholder", `Minimum ${menu.minimumOrder}`);
    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(toast(page)).toContainText("Missing Information");
    await expect(toast(page)).toContainText("Please fill in all required fields.");
    await expect(form.getByLabel("Company name")).toBeFocused();
    await expect(form.getByLabel("Company name")).toHaveAttribute("aria-invalid", "true");

    const email = `canteen-${Date.now()}@example.com`;
    const participants = menu.minimumOrder + 20;
    await form.getByLabel("Company name").fill("Northwind Robotics");
    await form.getByLabel("Contact name").fill("Asha Rao");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Event date").fill(dayFromToday(menu.advanceBooking + 30));
    await form.getByLabel("Participants").fill(String(participants));
    await expect(form.getByTestId("industrial-estimate")).toHaveText(dollars(cents(menu.pricePerPerson) * participants));
    await expect(form.getByText("Final pricing may vary based on customizations")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByRole("button", { name: "Request a Quote" }).click();
    await expect(toast(page)).toContainText("Booking Request Submitted");
    await expect(toast(page)).toContainText("We'll contact you within 24 hours to confirm your industrial catering booking.");
    const reference = (await page.getByTestId("catering-reference").textContent())!;
    expect(reference).toMatch(/^IND-\d{4}-\d{5}$/);
    // The form is reset for the next request.
    await expect(form.getByLabel("Company name")).toHaveValue("");
    await expect(form.getByTestId("industrial-estimate")).toHaveCount(0);

    const statusPath = await statusLinkMailedTo(email, reference);
    await page.goto(statusPath);
    await expect(page.getByRole("heading", { level: 1, name: `Request ${reference}` })).toBeVisible();
    await expect(page.getByText("Northwind Robotics")).toBeVisible();
  });

  test("should answer an unknown menu with 'Catering Menu Not Found' and a 404", async ({ page }) => {
    const response = await page.goto("/industrial-catering/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Catering Menu Not Found" })).toBeVisible();
    await expect(page.getByText("The industrial catering menu you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe("catering lists without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should filter both lists on the server through their GET forms", async ({ page, request }) => {
    const dinners = await list<BuffetMenu>(request, "/api/buffet-menus?mealType=dinner");
    await page.goto("/buffet-menus");
    await buffetFilters(page).getByLabel("Meal type").selectOption("dinner");
    await buffetFilters(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/mealType=dinner/);
    await expect(buffetCards(page)).toHaveCount(Math.min(12, dinners.pagination.total));

    const mining = await list<IndustrialMenu>(request, "/api/industrial-catering?industryType=Mining");
    await page.goto("/industrial-catering");
    await industrialFilters(page).getByLabel("Industry").selectOption("Mining");
    await industrialFilters(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/industry=Mining/);
    await expect(page.getByRole("heading", { name: `${mining.pagination.total} catering services found (filtered)` })).toBeVisible();
  });
});
