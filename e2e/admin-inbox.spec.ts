import path from "node:path";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ADMIN } from "./support/admin-credentials";
import { mailsTo } from "./support/mailbox";
import { expect, test, waitForHydration, type Page } from "./support/test";

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const toast = (page: Page) => page.getByTestId("toast");

/** Pictures of the screen for review, when SHOTS_DIR names a folder for them. */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** A visitor writes through /contact; answers the reference the page confirms. */
async function sendContactMessage(page: Page, email: string, message: string): Promise<string> {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByLabel("Your Name *").fill("Meera Pillai");
  await page.getByLabel("Email Address *").fill(email);
  await page.getByLabel("Subject *").selectOption({ label: "Class Booking" });
  await page.getByLabel("Message *").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  const done = page.getByTestId("contact-done");
  // The thank-you names the reference only: nothing the visitor typed is shown back.
  await expect(done).toContainText(/CT-[2-9A-HJKMNP-Z]{8}/);
  await expect(done).not.toContainText(email);
  const reference = /CT-[2-9A-HJKMNP-Z]{8}/.exec((await done.textContent()) ?? "")?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

test.describe("the admin inbox", () => {
  test("should show a contact message, keep notes, reply by mail and move the message along", async ({ page }) => {
    const email = unique("inbox");
    const message = "Could two of us join the Saturday thali class in May? One of us is vegan.";
    const reference = await sendContactMessage(page, email, message);

    await page.goto(`/admin-login?next=${encodeURIComponent("/admin/inbox")}`);
    await waitForHydration(page);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/admin/inbox");
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await waitForHydration(page);

    // The newest message leads the list, marked new.
    const first = page.getByTestId("inbox-row").first();
    await expect(first).toContainText("Meera Pillai");
    await expect(first).toContainText("Class Booking");
    await expect(first).toContainText("New");
    await expectNoSeriousA11yViolations(page);
    await shot(page, "inbox-1280");

    // Filters and the search narrow the list on the server.
    await page.getByRole("navigation", { name: "Filter by kind" }).getByRole("link", { name: "Sponsorship" }).click();
    await expect(page).toHaveURL(/kind=sponsorship/);
    await expect(page.getByTestId("inbox-row").filter({ hasText: reference })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Filter by kind" }).getByRole("link", { name: "All kinds" }).click();
    await expect(page).toHaveURL("/admin/inbox");
    await page.getByRole("searchbox", { name: "Search the inbox" }).fill(reference);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    const row = page.getByTestId("inbox-row");
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("inbox-total")).toHaveText("Messages: 1");

    await row.click();
    const panel = page.getByTestId("message-panel");
    await expect(panel).toContainText(message);
    await expect(panel).toContainText(email);
    await expect(panel).toContainText(reference);
    await expect(panel.getByRole("button", { name: "New" })).toHaveAttribute("aria-pressed", "true");

    // Internal notes are kept.
    await panel.getByLabel("Internal notes").fill("Vegan thali possible; ask the chef.");
    await panel.getByRole("button", { name: "Save notes" }).click();
    await expect(toast(page)).toContainText("The internal notes are saved.");
    await expect(panel.getByRole("button", { name: "Save notes" })).toBeDisabled();

    // The reply goes to the address the message came from.
    await expect(panel.getByLabel("Subject")).toHaveValue(`Re: your message ${reference}`);
    await expect(panel).toContainText(`To ${email}, the address the message came from.`);
    const answer = "Yes, two seats are left on 16 May, and the chef will cook a vegan thali for you.";
    await panel.getByLabel("Reply", { exact: true }).fill(answer);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "inbox-message-1280");
    await panel.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page)).toContainText("Reply queued");
    await expect(panel.getByTestId("reply-item")).toContainText(answer);
    await expect(panel.getByLabel("Reply", { exact: true })).toHaveValue("");
    await expect(panel.getByRole("button", { name: "In progress" })).toHaveAttribute("aria-pressed", "true");
    await expect(row).toContainText("In progress");

    await expect.poll(() => mailsTo(email).filter((mail) => mail.text.includes(answer)).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsTo(email).find((m) => m.text.includes(answer))!;
    expect(mail.raw).toContain(`Subject: Re: your message ${reference}`);
    expect(mail.text).toContain(`In reply to your message ${reference}`);

    // Reloaded, the reply shows as sent and the notes are still there; then it is done.
    await expect(async () => {
      await page.reload();
      await expect(panel.getByTestId("reply-item")).toContainText("Sent", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);
    await expect(panel.getByLabel("Internal notes")).toHaveValue("Vegan thali possible; ask the chef.");
    await panel.getByRole("button", { name: "Done" }).click();
    await expect(toast(page)).toContainText("The status is now Done.");
    await expect(panel.getByRole("button", { name: "Done" })).toHaveAttribute("aria-pressed", "true");
    await expect(row).toContainText("Done");

    // On a phone the open message takes the screen, with a way back to the list.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("inbox-list")).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await shot(page, "inbox-message-390");
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page.getByTestId("inbox-list")).toBeVisible();
    await expect(page.getByTestId("message-panel")).toHaveCount(0);
    await shot(page, "inbox-390");
  });
});
