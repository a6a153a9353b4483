import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test } from "./support/test";

/** The path of the first `/newsletter/{kind}/…` link in a mail. */
function linkIn(text: string, kind: "confirm" | "unsubscribe"): string {
  const link = new RegExp(`https?://[^\\s"<>]+(/newsletter/${kind}/[A-Za-z0-9_-]{43})`).exec(text)?.[1];
  expect(link, `${kind} link in the mail`).toBeTruthy();
  return link!;
}

test.describe("newsletter double opt-in", () => {
  test("should confirm from the mailed link, then unsubscribe with one click and from the page", async ({ page, request }) => {
    const email = `opt-in-${Date.now()}@example.com`;
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "check your inbox and confirm" })).toBeVisible();

    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const confirm = linkIn(mailsTo(email)[0].text, "confirm");
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm My Subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed!" })).toBeVisible();

    // A used confirmation link is gone for good.
    const reused = await page.goto(confirm);
    expect(reused?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This confirmation link no longer works" })).toBeVisible();

    // The welcome letter carries the one-click unsubscribe of RFC 8058, posted as a mail program does.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
    const welcome = mailsTo(email)[1];
    expect(welcome.raw.replace(/\r?\n[ \t]+/g, " ")).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribe = linkIn(welcome.text, "unsubscribe");
    const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);

    // The page of the same link still works (unsubscribing again does no harm).
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  });

  test("should answer a malformed link with 410 and a way back", async ({ page }) => {
    const response = await page.goto("/newsletter/unsubscribe/not-a-real-token");
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toBeVisible();
  });
});
