/**
 * The message forms in a browser. Without JavaScript, the contact and share-recipe forms go as a
 * plain POST: a mistake comes back with its message, the typed text and the keyboard on the
 * field; a good form lands on its confirmation, whose address holds the reference and nothing the
 * visitor typed. With JavaScript on a slow phone (CPU slowed 4x, the page's scripts held until the
 * visitor has typed), what was typed before the page hydrated is what the script sends.
 */
import { test as browserTest, expect as browserExpect, type Page } from "@playwright/test";
import { openBeforeHydration, fieldState } from "./support/early";
import { mailsTo } from "./support/mailbox";
import { expect, test } from "./support/test";

/** The team's inbox (TEAM_EMAIL, the brand's address in the browser tests). */
const TEAM = "hello@ayurkitchen.example";
const unique = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The confirmation's address, checked for every typed value (decoded, any case). */
function expectNoTypedValue(url: string, typed: string[]) {
  const address = decodeURIComponent(url).toLowerCase();
  for (const value of typed) expect(address, `the address holds "${value}"`).not.toContain(value.toLowerCase());
}

/** The mail to `address` that names `reference`, once the outbox has sent it. */
async function mailWith(address: string, reference: string) {
  const find = () => mailsTo(address).find((mail) => mail.text.includes(reference));
  await expect.poll(find, { timeout: 30_000, message: `mail to ${address} naming ${reference}` }).toBeDefined();
  return find()!;
}

test.describe("message forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should send the contact form by a plain POST, and confirm it at an address without the typed values", async ({ page }) => {
    const email = unique("nojs-contact");
    await page.goto("/contact");
    await page.getByLabel("Your Name *").fill("Asha Ravindran");
    await page.getByLabel("Email Address *").fill(email);
    await page.getByLabel("Subject *").selectOption({ label: "Partnership" });
    await page.getByLabel("Message *").fill("Turmeric");
    await page.getByRole("button", { name: "Send Message" }).click();

    // Refused: the same page, the field's message, what was typed, the keyboard on the field.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Your Name *")).toHaveValue("Asha Ravindran");
    await expect(page.getByLabel("Email Address *")).toHaveValue(email);
    await expect(page.getByLabel("Subject *")).toHaveValue("partnership");
    await expect(page.getByLabel("Message *")).toHaveValue("Turmeric");
    await expect(page.getByLabel("Message *")).toBeFocused();

    const message = "We grow turmeric in Kerala and would love to supply your kitchen.";
    await page.getByLabel("Message *").fill(message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=CT-[A-Z0-9]+$/);
    expectNoTypedValue(page.url(), ["Asha", "Ravindran", email, "turmeric", "Kerala", "kitchen"]);
    const reference = new URL(page.url()).searchParams.get("sent")!;
    await expect(page.getByTestId("contact-done")).toContainText(`Your reference is ${reference}`);
    await expect(page.getByLabel("Your Name *")).toHaveValue("");

    const acknowledgement = await mailWith(email, reference);
    expect(acknowledgement.to).toEqual([email]);
  });

  test("should send a recipe by a plain POST, with its meal types and lines, and confirm it without the typed values", async ({ page }) => {
    const email = unique("nojs-recipe");
    const title = `Saffron Rice ${Date.now()}`;
    await page.goto("/share-recipe");
    // A file needs the script: without it the picker is not offered, and the page says why.
    await expect(page.getByText("Photo: with JavaScript turned off, your recipe is sent without one")).toBeVisible();
    await expect(page.getByLabel("Photo (optional)")).toBeHidden();
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);

    await page.getByLabel("Your name").fill("Ines Duarte");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Recipe title").fill(title);
    await page.getByLabel("Cuisine", { exact: true }).fill("Portuguese");
    await page.getByLabel("Servings").fill("4");
    await page.getByLabel("Prep time (minutes)").fill("10");
    await page.getByLabel("Cook time (minutes)").fill("25");
    await page.getByLabel("Ingredients", { exact: true }).fill("2 cups rice\n1 pinch saffron\n1 cup peas");
    await page
      .getByLabel("Instructions", { exact: true })
      .fill("Soften the onion in olive oil.\nAdd the rice, saffron and water; simmer for 20 minutes.");
    await page.getByRole("button", { name: "Submit Recipe" }).click();

    // No meal type ticked: the page says so, keeps every line, and starts the keyboard on the boxes.
    await expect(page).toHaveURL(/\/share-recipe$/);
    await expect(page.getByText("Choose at least one meal type: breakfast, lunch or dinner")).toBeVisible();
    await expect(page.getByLabel("Breakfast")).toBeFocused();
    await expect(page.getByLabel("Recipe title")).toHaveValue(title);
    await expect(page.getByLabel("Ingredients", { exact: true })).toHaveValue("2 cups rice\n1 pinch saffron\n1 cup peas");

    await page.getByLabel("Lunch").check();
    await page.getByLabel("Dinner").check();
    await page.getByRole("button", { name: "Submit Recipe" }).click();
    await expect(page).toHaveURL(/\/share-recipe\?sent=RS-[A-Z0-9]+$/);
    expectNoTypedValue(page.url(), ["Ines", "Duarte", email, "Saffron", "Portuguese"]);
    const reference = new URL(page.url()).searchParams.get("sent")!;
    await expect(page.getByRole("heading", { name: "Thank you for sharing!" })).toBeVisible();
    await expect(page.getByTestId("share-reference")).toHaveText(reference);
    await page.getByRole("link", { name: "Share another recipe" }).click();
    await expect(page).toHaveURL(/\/share-recipe$/);
    await expect(page.getByLabel("Recipe title")).toHaveValue("");

    const team = await mailWith(TEAM, reference);
    expect(team.text).toContain(title);
    expect(team.text).toMatch(/lunch, dinner|Lunch, Dinner/);
  });

  test("should send the shop's bulk enquiry by a plain POST, starting the keyboard at the first field in error", async ({ page }) => {
    const email = unique("nojs-bulk");
    await page.goto("/shop");
    await page.getByRole("button", { name: "Inquiry" }).first().click();
    await expect(page).toHaveURL(/\/shop\?inquire=\d+#bulk-order$/);
    const form = page.getByRole("form", { name: "Tell us about your order" });
    const product = await form.getByLabel("Product name").inputValue();
    expect(product).not.toBe("");
    await form.getByLabel("Your name").fill("Asha Ravindran");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();

    await expect(form.getByText("Quantity is required")).toBeVisible();
    await expect(form.getByLabel("Quantity")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveValue("Asha Ravindran");
    await expect(form.getByLabel("Product name")).toHaveValue(product);

    await form.getByLabel("Quantity").fill("150");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+1 415 555 0100");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page).toHaveURL(/\/shop\?sent=BQ-[A-Z0-9]+#bulk-order$/);
    expectNoTypedValue(page.url(), ["Asha", "Ravindran", email, "4155550100"]);
    const reference = new URL(page.url()).searchParams.get("sent")!;
    await expect(form.getByTestId("bulk-inquiry-done")).toContainText(`Your reference is ${reference}`);
    expect((await mailWith(TEAM, reference)).text).toContain(`Product: ${product}`);
  });
});

/** Types `text` key by key into the field a label names, as a visitor does. */
async function typeInto(page: Page, label: string | RegExp, text: string, exact = false) {
  const field = page.getByLabel(label, { exact });
  await field.click();
  await field.pressSequentially(text);
}

browserTest.describe("message forms typed into before the page hydrates", () => {
  browserTest("should send the contact form with what was typed before hydration, by the script", async ({ page }) => {
    browserTest.setTimeout(120_000);
    const email = unique("early-contact");
    const held = await openBeforeHydration(page, "/contact");
    await typeInto(page, "Your Name *", "Early Asha");
    await typeInto(page, "Email Address *", email);
    await page.getByLabel("Subject *").selectOption("feedback");
    await typeInto(page, "Message *", "Typed while the page was still loading its scripts.");
    browserExpect(await held.isHydrated(), "typed before hydration").toBe(false);
    await held.hydrate();

    await browserExpect(page.getByLabel("Your Name *")).toHaveValue("Early Asha");
    await browserExpect(page.getByLabel("Subject *")).toHaveValue("feedback");
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    const answer = await sent;
    browserExpect(answer.status()).toBe(201);
    browserExpect(answer.request().postDataJSON()).toMatchObject({
      name: "Early Asha",
      email,
      subject: "feedback",
      message: "Typed while the page was still loading its scripts.",
    });
    await browserExpect(page.getByTestId("toast")).toContainText("Message Sent Successfully!");
    await browserExpect(page.getByTestId("contact-done")).toContainText(/CT-[A-Z0-9]+/);
    // The script sent it: no page load, the address as it was.
    browserExpect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/contact");
  });

  browserTest("should send a recipe with the text and boxes filled in before hydration, by the script", async ({ page }) => {
    browserTest.setTimeout(120_000);
    const email = unique("early-recipe");
    const held = await openBeforeHydration(page, "/share-recipe");
    await typeInto(page, "Your name", "Early Ines");
    await typeInto(page, "Email", email, true);
    await typeInto(page, "Recipe title", "Early Lemon Rice");
    await typeInto(page, "Cuisine", "Indian", true);
    await page.getByLabel("Breakfast").check();
    await page.getByLabel("Lunch").check();
    await page.getByLabel("Servings").fill("2");
    await typeInto(page, "Prep time (minutes)", "5");
    await typeInto(page, "Cook time (minutes)", "15");
    await typeInto(page, "Ingredients", "1 cup cooked rice\n1 lemon", true);
    await typeInto(page, "Instructions", "Warm the rice.\nStir in the lemon juice and serve.", true);
    browserExpect(await held.isHydrated(), "typed before hydration").toBe(false);
    await held.hydrate();

    const sent = page.waitForResponse((response) => response.url().endsWith("/api/user-recipes") && response.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Recipe" }).click();
    browserExpect((await sent).status()).toBe(201);
    await browserExpect(page.getByRole("heading", { name: "Thank you for sharing!" })).toBeVisible();
    await browserExpect(page.getByText("“Early Lemon Rice” has reached our team.")).toBeVisible();
    await browserExpect(page.getByText(`We've sent a confirmation to ${email}.`)).toBeVisible();
    browserExpect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/share-recipe");
    const team = await mailWith(TEAM, (await page.getByTestId("share-reference").textContent())!.trim());
    browserExpect(team.text).toMatch(/breakfast, lunch/i);
  });

  browserTest("should send the shop's bulk enquiry with what was typed before its script came, by the script", async ({ page }) => {
    browserTest.setTimeout(120_000);
    const email = unique("early-bulk");
    const held = await openBeforeHydration(page, "/shop");
    const form = page.getByRole("form", { name: "Tell us about your order" });
    await form.getByLabel("Product name").fill("Organic Ground Turmeric");
    await form.getByLabel("Quantity").pressSequentially("120");
    await form.getByLabel("Your name").pressSequentially("Early Buyer");
    await form.getByLabel("Email").pressSequentially(email);
    await form.getByLabel("Phone").pressSequentially("+1 415 555 0100");
    browserExpect(await held.isHydrated(), "typed before hydration").toBe(false);
    await held.hydrate();

    // The form hydrates on its own once its script has come: the same fields, now the form's state.
    const quantity = await form.getByLabel("Quantity").elementHandle();
    await browserExpect.poll(async () => (await fieldState(quantity!))?.held, { timeout: 30_000 }).toBe("120");
    const sent = page.waitForResponse(
      (response) => response.url().endsWith("/api/bulk-inquiries") && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    const answer = await sent;
    browserExpect(answer.status()).toBe(201);
    browserExpect(answer.request().postDataJSON()).toMatchObject({
      productName: "Organic Ground Turmeric",
      quantity: 120,
      buyerName: "Early Buyer",
      email,
    });
    await browserExpect(page.getByTestId("toast")).toContainText("Inquiry Submitted");
    await browserExpect(form.getByTestId("bulk-inquiry-done")).toContainText(/BQ-[A-Z0-9]+/);
    browserExpect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/shop");
  });
});
