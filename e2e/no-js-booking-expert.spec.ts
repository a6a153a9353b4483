import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, waitForHydration, type APIRequestContext, type Page } from "./support/test";

type Slot = { id: number; availableSpots: number };
type CookingClass = { id: number; title: string; price: number; maxParticipants: number; schedule: Slot[] };

/** A class and its session with the most seats free, at least `spots` of them. */
async function sessionWithSpots(request: APIRequestContext, spots: number): Promise<{ cls: CookingClass; slot: Slot }> {
  const found: { cls: CookingClass; slot: Slot }[] = [];
  for (const cls of (await (await request.get("/api/classes")).json()) as CookingClass[]) {
    for (const slot of cls.schedule)
      if (slot.availableSpots >= spots && slot.availableSpots <= cls.maxParticipants) found.push({ cls, slot });
  }
  found.sort((a, b) => b.slot.availableSpots - a.slot.availableSpots);
  if (!found[0]) throw new Error(`no session with ${spots} spots`);
  return found[0];
}

async function spotsLeft(request: APIRequestContext, classId: number, slotId: number): Promise<number> {
  const cls = (await (await request.get(`/api/classes/${classId}`)).json()) as CookingClass;
  return cls.schedule.find((slot) => slot.id === slotId)?.availableSpots ?? -1;
}

/** The address in the browser holds none of these typed values, in any spelling a form would give them. */
function expectNoneIn(url: string, typed: string[]) {
  const decoded = decodeURIComponent(url);
  for (const value of typed) {
    expect(decoded, url).not.toContain(value);
    expect(url, url).not.toContain(encodeURIComponent(value));
  }
}

const bookingForm = (page: Page) => page.getByRole("region", { name: "Book This Class" });

test.describe("booking and the expert question without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should book a session through the page: messages with the typed values first, then the confirmation, no typed value in the address", async ({
    page,
    request,
  }) => {
    const { cls, slot } = await sessionWithSpots(request, 2);
    await page.goto(`/classes/${cls.id}`);
    await page
      .locator(`[data-session-id="${slot.id}"]`)
      .getByRole("button", { name: /^Book the session/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}\\?book=${slot.id}#book$`));
    const form = bookingForm(page);
    await expect(form.getByLabel("Date and time")).toHaveValue(String(slot.id));

    const email = `nojs-book-${Date.now()}@example.com`;
    await form.getByLabel("Full name").fill("A");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone (optional)").fill("+1 415 555 0199");
    await form.getByLabel("Participants").fill("2");
    await form.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("A");
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Phone (optional)")).toHaveValue("+1 415 555 0199");
    await expect(form.getByLabel("Participants")).toHaveValue("2");
    await expect(form.getByLabel("Date and time")).toHaveValue(String(slot.id));
    expect(await spotsLeft(request, cls.id, slot.id)).toBe(slot.availableSpots);

    await form.getByLabel("Full name").fill("Asha Rao");
    await form.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}\\?sent=CB-[A-Z0-9]{8}#book$`));
    expectNoneIn(page.url(), ["Asha", "Rao", email, "nojs-book", "555"]);
    const reference = /sent=(CB-[A-Z0-9]{8})/.exec(page.url())![1];
    await expect(page.getByTestId("booking-reference")).toContainText(reference);

    expect(await spotsLeft(request, cls.id, slot.id)).toBe(slot.availableSpots - 2);
    const left = slot.availableSpots - 2;
    await expect(page.locator(`[data-session-id="${slot.id}"]`)).toContainText(
      left === 0 ? "Full" : left === 1 ? "1 spot left" : left <= 3 ? `Only ${left} left` : `${left} spots left`,
    );
    await expect.poll(() => mailsTo(email).filter((mail) => mail.text.includes(reference)).length, { timeout: 30_000 }).toBe(1);
  });

  test("should ask the expert through the recipe page: messages with the typed values first, then the confirmation", async ({ page }) => {
    await page.goto("/recipes/1");
    await page.getByRole("button", { name: "Ask a question" }).click();
    await expect(page).toHaveURL(/\/recipes\/1\?ask=1#ask$/);
    const form = page.getByRole("region", { name: "Ask our Ayurvedic expert" });

    const email = `nojs-expert-${Date.now()}@example.com`;
    await form.getByLabel("Your name").fill("Meera Iyer");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Health concerns (optional)").fill("Heartburn after spicy food");
    await form.getByLabel("Your question").fill("Short");
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(form.getByText("Please select your primary dosha")).toBeVisible();
    await expect(form.getByText("Question must be at least 10 characters")).toBeVisible();
    await expect(form.getByLabel("Your primary dosha")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveValue("Meera Iyer");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Health concerns (optional)")).toHaveValue("Heartburn after spicy food");
    await expect(form.getByLabel("Your question")).toHaveValue("Short");

    await form.getByLabel("Your primary dosha").selectOption("pitta");
    await form.getByLabel("Your question").fill("Can I leave out the ginger and still balance pitta?");
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(page.getByRole("heading", { name: "Your question is on its way" })).toBeVisible();
    await expect(page).toHaveURL(/\/recipes\/1\?sent=1#ask$/);
    expectNoneIn(page.url(), ["Meera", "Iyer", email, "nojs-expert", "Heartburn", "ginger", "pitta"]);
    await expect(page.getByText("You receive a personal answer at the address you gave within 24 hours.")).toBeVisible();
    await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  });
});

test.describe("booking on a slow phone, before the page's scripts have started", () => {
  test("should follow an early tap to the booking form in the page and keep what was typed there once the scripts run", async ({
    page,
    request,
  }) => {
    // A phone four times slower than this machine takes its time over every step.
    test.setTimeout(180_000);
    const slow = { timeout: 60_000 };
    const { cls, slot } = await sessionWithSpots(request, 1);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // The scripts are held until the typing is done, so every keystroke lands before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    // The frame's own navigation: the page fixture's waits for hydration, which is what is held.
    await page.mainFrame().goto(`/classes/${cls.id}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Book This Class" }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}\\?book=#book$`), slow);
    const form = bookingForm(page);
    const email = `early-${Date.now()}@example.com`;
    await form.getByLabel("Date and time").selectOption(String(slot.id));
    await form.getByLabel("Full name").fill("Early Typist");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Participants").fill("1");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await waitForHydration(page);
    await expect(form.getByLabel("Date and time")).toHaveValue(String(slot.id));
    await expect(form.getByLabel("Full name")).toHaveValue("Early Typist");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expectNoSeriousA11yViolations(page);
    // The page's state took the text over: the total is worked out from it, and the form books with it.
    await expect(form.getByTestId("booking-total")).toHaveText(`$${cls.price.toFixed(2)}`);
    await form.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booking Confirmed!" })).toBeVisible();
    await expect(form.getByTestId("booking-reference")).toContainText(email);
    // With the scripts the page stays where it is: no reload, no address change.
    await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}\\?book=#book$`));
    expect(await spotsLeft(request, cls.id, slot.id)).toBe(slot.availableSpots - 1);
  });
});
