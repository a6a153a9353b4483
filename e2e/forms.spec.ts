import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type Page } from "./support/test";

const TEAM = "hello@ayurkitchen.example";
const SCRIPT = "<script>window.__injected = true</script>";
const toast = (page: Page) => page.getByTestId("toast");
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The mail to `address` that quotes `reference`, once the outbox has delivered it. */
async function mailWith(address: string, reference: string) {
  await expect.poll(() => mailsTo(address).filter((m) => m.text.includes(reference)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return mailsTo(address).find((m) => m.text.includes(reference))!;
}

/** Holds the form's POST until released, so the busy state can be seen without waiting on a clock. */
async function holdPost(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe("contact", () => {
  test("should preselect the subject a link names, and refuse an incomplete message with the spec's messages", async ({ page }) => {
    await page.goto("/contact?subject=partnership");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByLabel("Subject *")).toHaveValue("partnership");
    await expect(page.getByLabel("Subject *").locator("option:checked")).toHaveText("Partnership");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/contact?subject=class-booking");
    await expect(page.getByLabel("Subject *")).toHaveValue("class-booking");

    await page.goto("/contact");
    await expect(page.getByLabel("Subject *")).toHaveValue("");
    await page.getByLabel("Message *").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Please select a subject")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your Name *")).toBeFocused();
    await expect(page.getByLabel("Your Name *")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
  });

  test("should send a message: 'Sending...', the spec's toast, a reset form, and both mails with the reference", async ({ page }) => {
    const email = unique("contact");
    await page.goto("/contact");
    await page.getByLabel("Your Name *").fill(`Asha ${SCRIPT}`);
    await page.getByLabel("Email Address *").fill(email);
    await page.getByLabel("Subject *").selectOption({ label: "Feedback" });
    await page.getByLabel("Message *").fill(`The dal recipe was lovely ${SCRIPT} thank you!`);
    const release = await holdPost(page, "**/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    await expect(toast(page)).toContainText("Message Sent Successfully!");
    await expect(toast(page)).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    const done = page.getByTestId("contact-done");
    // The thank-you line names the reference, never the address typed.
    await expect(done).toContainText("A confirmation is on its way to your inbox.");
    await expect(done).not.toContainText(email);
    const reference = /CT-[2-9A-HJKMNP-Z]{8}/.exec((await done.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    for (const label of ["Your Name *", "Email Address *", "Subject *", "Message *"]) await expect(page.getByLabel(label)).toHaveValue("");
    // What the visitor typed never ran as script.
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

    const ack = await mailWith(email, reference!);
    expect(ack.text).toContain("within 24 hours");
    const team = await mailWith(TEAM, reference!);
    expect(team.text).toContain(SCRIPT);
    expect(team.raw).toMatch(/Subject: New contact message CT-[2-9A-HJKMNP-Z]{8} \(Feedback\)/);
  });

  test("should keep what was typed and show the spec's failure toast when the message cannot be sent", async ({ page }) => {
    await page.goto("/contact?subject=product-support");
    await page.getByLabel("Your Name *").fill("Ravi Menon");
    await page.getByLabel("Email Address *").fill("ravi@example.com");
    await page.getByLabel("Message *").fill("My spice grinder arrived without its lid.");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service unavailable" }) }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Failed to Send Message");
    await expect(toast(page)).toContainText(`Please try again or contact us directly at ${TEAM}`);
    await expect(page.getByLabel("Message *")).toHaveValue("My spice grinder arrived without its lid.");
    await expect(page.getByLabel("Subject *")).toHaveValue("product-support");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("should open the FAQ from the FAQ card, with answers about classes, orders, catering and recipes", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("link", { name: "View FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    const faq = page.locator("#faq");
    await expect(faq.getByRole("heading", { level: 2, name: "Frequently Asked Questions" })).toBeInViewport();
    for (const topic of ["Cooking classes", "Shop orders", "Catering", "Recipes"])
      await expect(faq.getByRole("heading", { name: topic })).toBeVisible();
    await faq.getByText("Can I return a product?").click();
    await expect(faq.getByText(/within 30 days of delivery/)).toBeVisible();
  });
});

test.describe("content removal", () => {
  test("should check the content's address, then send the request with the spec's toast and mails", async ({ page }) => {
    const email = unique("removal");
    await page.goto("/content-removal");
    await expect(page.getByRole("heading", { level: 1, name: "Content Removal Request" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Response Time" })).toBeVisible();
    await expect(page.getByText("24-48h")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Full Name *").fill("Lena Fischer");
    await page.getByLabel("Email Address *").fill(email);
    await page.getByLabel("Type of Complaint *").selectOption({ label: "Copyright infringement" });
    await page.getByLabel("URL of the Content *").fill("ayurkitchen.example/recipes/12");
    await page.getByLabel("Description *").fill("The second photo on this recipe is mine and was never licensed.");
    await page.getByLabel("Requested Action *").selectOption({ label: "Add proper credit or attribution" });
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Please enter the full address of the content, starting with http:// or https://")).toBeVisible();
    await expect(page.getByLabel("URL of the Content *")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("URL of the Content *").fill("https://ayurkitchen.example/recipes/12");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(toast(page)).toContainText("Request Submitted Successfully");
    await expect(toast(page)).toContainText("We'll review your request within 24-48 hours and contact you via email.");
    const reference = /CR-[2-9A-HJKMNP-Z]{8}/.exec((await page.getByTestId("removal-done").textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    await expect(page.getByLabel("Full Name *")).toHaveValue("");
    await expect(page.getByLabel("URL of the Content *")).toHaveValue("");
    await expect(page.getByLabel("Requested Action *")).toHaveValue("");

    expect((await mailWith(email, reference!)).text).toContain("within 24-48 hours");
    expect((await mailWith(TEAM, reference!)).text).toContain("Content: https://ayurkitchen.example/recipes/12");
  });
});

test.describe("sponsor", () => {
  test("should switch tabs with the arrow keys, and fill the budget of the package chosen", async ({ page }) => {
    await page.goto("/sponsor");
    await expect(page.getByRole("heading", { level: 1, name: "Sponsor Ayur Kitchen" })).toBeVisible();
    await expect(page.getByText("250K+")).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Sponsorship information" });
    await expect(tabs.getByRole("tab", { name: "Sponsorship Packages" })).toHaveAttribute("aria-selected", "true");
    for (const price of ["$500", "$1,200", "$2,500"])
      await expect(page.getByRole("tabpanel").getByText(price, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole("tab", { name: "Sponsorship Packages" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Opportunities" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Opportunities" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Brand Ambassador" })).toBeVisible();
    await expect(page).toHaveURL(/\/sponsor\?tab=opportunities$/);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Submit Inquiry" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Sponsorship Packages" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("link", { name: "Choose Growth" }).click();
    await expect(tabs.getByRole("tab", { name: "Submit Inquiry" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Monthly Budget *")).toHaveValue("1000-2500");
    await expectNoSeriousA11yViolations(page);
  });

  test("should refuse a website that is no address, then send the inquiry with the spec's toast and mails", async ({ page }) => {
    const email = unique("sponsor");
    await page.goto("/sponsor?tab=opportunities");
    await page.getByRole("link", { name: "Enquire about Event Sponsor" }).click();
    await expect(page.getByLabel("Sponsorship Type *")).toHaveValue("event-sponsor");
    await page.getByLabel("Company Name *").fill("Spice Route Foods");
    await page.getByLabel("Contact Name *").fill("Marco Rossi");
    await page.getByLabel("Email Address *").fill(email);
    await page.getByLabel(/^Company Website/).fill("spiceroute");
    await page.getByLabel("Monthly Budget *").selectOption("2500-5000");
    await page.getByLabel(/^Duration/).selectOption("6-months");
    await page.getByLabel("Objectives *").fill("Introduce our organic turmeric to home cooks.");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Please enter a full website address, starting with http:// or https://")).toBeVisible();
    await expect(page.getByLabel(/^Company Website/)).toBeFocused();

    await page.getByLabel(/^Company Website/).fill("https://spiceroute.example");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(toast(page)).toContainText("Sponsorship Inquiry Submitted");
    await expect(toast(page)).toContainText("We'll contact you within 24 hours to discuss partnership opportunities.");
    const reference = /SP-[2-9A-HJKMNP-Z]{8}/.exec((await page.getByTestId("sponsor-done").textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    await expect(page.getByLabel("Company Name *")).toHaveValue("");
    await expect(page.getByLabel("Sponsorship Type *")).toHaveValue("");

    expect((await mailWith(email, reference!)).text).toContain("within 24 hours");
    const team = await mailWith(TEAM, reference!);
    expect(team.text).toContain("Company: Spice Route Foods");
    expect(team.raw).not.toMatch(/Subject:[^\n]*Spice Route/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should open each sponsor tab as its own page, with forms that post to their page", async ({ page }) => {
    await page.goto("/sponsor");
    await page.getByRole("tab", { name: "Opportunities" }).click();
    await expect(page).toHaveURL(/\/sponsor\?tab=opportunities$/);
    await expect(page.getByRole("tab", { name: "Opportunities" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Cooking Class Partner" })).toBeVisible();
    await page.getByRole("tab", { name: "Submit Inquiry" }).click();
    await expect(page.getByLabel("Company Name *")).toBeVisible();
    const inquiry = page.getByRole("form", { name: "Tell us about your brand" });
    await expect(inquiry).toHaveAttribute("method", "post");
    await expect(inquiry).toHaveAttribute("action", "/sponsor?tab=inquiry");
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);

    await page.goto("/contact?subject=press-inquiry");
    await expect(page.getByLabel("Subject *")).toHaveValue("press-inquiry");
    await expect(page.getByRole("form", { name: "Send us a Message" })).toHaveAttribute("action", "/contact");
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
  });
});
