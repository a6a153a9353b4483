import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

type Slot = { id: number; date: string; time: string; startsAt: string; availableSpots: number };
type CookingClass = {
  id: number;
  title: string;
  price: number;
  maxParticipants: number;
  difficulty: string;
  category: string;
  schedule: Slot[];
};

const filters = (page: Page) => page.getByRole("navigation", { name: "Filter classes" });
const classLinks = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link");
const sessionRow = (page: Page, slot: Slot) => page.locator(`[data-session-id="${slot.id}"]`);

async function classes(request: APIRequestContext, query = ""): Promise<CookingClass[]> {
  return (await request.get(`/api/classes${query}`)).json() as Promise<CookingClass[]>;
}

/** A class and one of its sessions with at least `spots` seats free. */
async function classWithSpots(request: APIRequestContext, spots: number): Promise<{ cls: CookingClass; slot: Slot }> {
  for (const cls of await classes(request)) {
    const slot = cls.schedule.find((s) => s.availableSpots >= spots && s.availableSpots <= cls.maxParticipants);
    if (slot) return { cls, slot };
  }
  throw new Error(`no session with ${spots} spots`);
}

async function spotsLeft(request: APIRequestContext, classId: number, slotId: number): Promise<number> {
  const cls = (await (await request.get(`/api/classes/${classId}`)).json()) as CookingClass;
  return cls.schedule.find((s) => s.id === slotId)?.availableSpots ?? -1;
}

function bookingBody(cls: CookingClass, slot: Slot, participants: number, email: string) {
  return {
    classId: cls.id,
    customerName: "Ravi Menon",
    customerEmail: email,
    participants,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
  };
}

test.describe("classes", () => {
  test("should filter by difficulty and category in the URL, clear the filters, and show the empty state", async ({ page, request }) => {
    const all = await classes(request);
    await page.goto("/classes");
    await expect(page.getByRole("heading", { level: 1, name: "Cooking Classes" })).toBeVisible();
    await expect(classLinks(page)).toHaveCount(all.length);
    await expect(page.getByText(/Times are shown in the kitchen's local time \(P[SD]T\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const beginner = await classes(request, "?difficulty=beginner");
    await filters(page).getByRole("link", { name: "Beginner" }).click();
    await expect(page).toHaveURL(/\/classes\?difficulty=beginner$/);
    await expect(classLinks(page)).toHaveCount(beginner.length);
    await expect(filters(page).getByRole("link", { name: "Beginner" })).toHaveAttribute("aria-current", "page");

    // A category keeps the level: both filters in the URL, and only classes matching both.
    const both = beginner.filter((c) => c.category === "international");
    expect(both.length).toBeGreaterThan(0);
    await filters(page).getByRole("link", { name: "International" }).click();
    await expect(page).toHaveURL(/\/classes\?difficulty=beginner&category=international$/);
    await expect(classLinks(page)).toHaveCount(both.length);
    await expect(page.getByText(both.length === 1 ? "1 class" : `${both.length} classes`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Beginner, International/);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(classLinks(page)).toHaveCount(all.length);

    await page.goto("/classes?difficulty=advanced&category=grilling");
    await expect(page.getByText("No classes found")).toBeVisible();
    await page.getByRole("link", { name: "Show all classes" }).click();
    await expect(classLinks(page)).toHaveCount(all.length);
  });

  test("should book a session: field messages first, then 'Booking Confirmed!', and the spots go down", async ({ page, request }) => {
    const { cls, slot } = await classWithSpots(request, 3);
    await page.goto("/classes");
    await page.getByRole("link", { name: cls.title }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${cls.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: cls.title })).toBeVisible();
    await expect(sessionRow(page, slot)).toContainText(`${slot.availableSpots} spots left`);

    // One Event per session for search engines, with the seats left.
    const events = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "[]") as Record<
      string,
      unknown
    >[];
    expect(events).toHaveLength(cls.schedule.length);
    expect(events.find((e) => e.startDate === slot.startsAt)).toMatchObject({
      "@type": "Event",
      remainingAttendeeCapacity: slot.availableSpots,
    });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Book This Class" }).click();
    const dialog = page.getByRole("dialog", { name: "Book This Class" });
    await expect(dialog).toBeVisible();
    // Full sessions are listed but cannot be chosen.
    for (const full of cls.schedule.filter((s) => s.availableSpots === 0)) {
      await expect(dialog.locator(`option[value="${full.id}"]`)).toBeDisabled();
    }
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(dialog.getByText("Please select a date")).toBeVisible();
    await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await expect(dialog.getByLabel("Date and time")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const email = `book-${Date.now()}@example.com`;
    await dialog.getByLabel("Date and time").selectOption(String(slot.id));
    await dialog.getByLabel("Full name").fill("Asha Rao");
    await dialog.getByLabel("Email").fill("asha@");
    await dialog.getByLabel("Participants").fill(String(slot.availableSpots + 1));
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await expect(
      dialog.getByText(`At most ${Math.min(slot.availableSpots, cls.maxParticipants)} participants for this session`),
    ).toBeVisible();

    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Participants").fill("2");
    await expect(dialog.getByTestId("booking-total")).toHaveText(`$${(cls.price * 2).toFixed(2)}`);
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Booking Confirmed!")).toBeVisible();
    await expect(dialog.getByTestId("booking-reference")).toContainText(/CB-[A-Z0-9]{8}/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    // The page reloaded its data: the row shows two spots fewer, as the API does.
    const left = slot.availableSpots - 2;
    expect(await spotsLeft(request, cls.id, slot.id)).toBe(left);
    await expect(sessionRow(page, slot)).toContainText(left === 1 ? "1 spot left" : left <= 3 ? `Only ${left} left` : `${left} spots left`);
  });

  test("should say the session is full when the last seats go first, and offer the waiting list", async ({ page, request }) => {
    const { cls, slot } = await classWithSpots(request, 1);
    await page.goto(`/classes/${cls.id}`);
    await sessionRow(page, slot)
      .getByRole("button", { name: /^Book the session/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Book This Class" });
    await expect(dialog.getByLabel("Date and time")).toHaveValue(String(slot.id));
    await dialog.getByLabel("Full name").fill("Late Comer");
    await dialog.getByLabel("Email").fill(`late-${Date.now()}@example.com`);

    // Someone else takes every seat left while the dialog is open.
    const taken = await request.post("/api/bookings", {
      data: bookingBody(cls, slot, slot.availableSpots, `first-${Date.now()}@example.com`),
    });
    expect(taken.status()).toBe(201);

    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Booking Failed")).toBeVisible();
    await expect(dialog.getByText("This session is full")).toBeVisible();
    await expect(sessionRow(page, slot)).toContainText("Full");

    await dialog.getByRole("button", { name: "Join the waiting list" }).click();
    const waitlist = page.getByRole("dialog", { name: "Join the waiting list" });
    await expect(waitlist.getByLabel("Full session")).toHaveValue(String(slot.id));
    await waitlist.getByRole("button", { name: "Join the Waiting List" }).click();
    await expect(waitlist.getByText("You're on the waiting list")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("should cancel a booking through the link in the confirmation mail, once", async ({ page, request }) => {
    const { cls, slot } = await classWithSpots(request, 1);
    const email = `cancel-${Date.now()}@example.com`;
    const booked = await request.post("/api/bookings", { data: bookingBody(cls, slot, 1, email) });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    expect(await spotsLeft(request, cls.id, slot.id)).toBe(slot.availableSpots - 1);

    // The confirmation travels through the outbox and SMTP like any visitor's mail.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = mailsTo(email)[0].text;
    expect(mail).toContain(reference);
    const link = /https?:\/\/[^\s"<>]+\/bookings\/cancel\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link, "cancel link in the mail").toBeTruthy();

    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole("heading", { name: "Cancel your booking?" })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Cancel My Booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking cancelled" })).toBeVisible();
    expect(await spotsLeft(request, cls.id, slot.id)).toBe(slot.availableSpots);

    // The link works once.
    const again = await page.goto(new URL(link!).pathname);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  });

  test("should answer an unknown class with its message and a 404", async ({ page }) => {
    const response = await page.goto("/classes/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Class Not Found" })).toBeVisible();
    await expect(page.getByText("The cooking class you're looking for doesn't exist.")).toBeVisible();
  });
});

test.describe("classes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should filter on the server through plain links", async ({ page, request }) => {
    const advanced = await classes(request, "?difficulty=advanced");
    await page.goto("/classes?difficulty=beginner");
    await filters(page).getByRole("link", { name: "Advanced" }).click();
    await expect(page).toHaveURL(/\/classes\?difficulty=advanced$/);
    await expect(classLinks(page)).toHaveCount(advanced.length);
    for (const cls of advanced) await expect(page.getByRole("link", { name: cls.title })).toBeVisible();
  });
});
