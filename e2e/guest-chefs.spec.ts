import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { mailsTo } from "./support/mailbox";
import { expect, test } from "./support/test";

type Chef = { id: number; name: string; country: string; specialties: string[]; instagram: string | null; website: string | null };

test.describe("featured chefs", () => {
  test("should show the approved chefs with figures counted from them, their links, and the way to apply", async ({ page, request }) => {
    const chefs = (await (await request.get("/api/guest-chefs/applications?status=approved")).json()) as Chef[];
    expect(chefs.length).toBeGreaterThan(0);
    await page.goto("/featured-chefs");
    await expect(page.getByRole("heading", { level: 1, name: "Featured Guest Chefs" })).toBeVisible();

    const figures = page.getByTestId("chef-stat");
    await expect(figures.nth(0)).toHaveText(String(chefs.length));
    await expect(figures.nth(1)).toHaveText(String(new Set(chefs.map((c) => c.country.toLowerCase())).size));
    await expect(figures.nth(2)).toHaveText(String(new Set(chefs.flatMap((c) => c.specialties.map((s) => s.toLowerCase()))).size));

    const cards = page.getByTestId("chef-card");
    await expect(cards).toHaveCount(chefs.length);
    const many = chefs.find((c) => c.specialties.length > 3);
    if (many) {
      const card = cards.filter({ has: page.getByRole("heading", { name: many.name }) });
      await expect(card.getByText(`+${many.specialties.length - 3} more`)).toBeVisible();
      await expect(card.getByText(many.specialties[3]!, { exact: true })).toHaveCount(0);
    }
    const linked = chefs.find((c) => c.instagram)!;
    const instagram = page.getByRole("link", { name: `${linked.name} on Instagram (opens in a new tab)` });
    await expect(instagram).toHaveAttribute("href", linked.instagram!);
    await expect(instagram).toHaveAttribute("target", "_blank");
    // A link a visitor supplied: marked user-generated, not followed, and opened without a reference back.
    await expect(instagram).toHaveAttribute("rel", "ugc nofollow noopener noreferrer");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Apply Now" }).first().click();
    await expect(page).toHaveURL(/\/guest-chef$/);
    await expect(page.getByRole("heading", { level: 1, name: "Become a Guest Chef" })).toBeVisible();
  });
});

test.describe("guest chef application", () => {
  test("should point out what is missing, then send an application with a photo and mail the applicant", async ({ page }) => {
    const email = `chef-${Date.now()}@example.com`;
    await page.goto("/guest-chef");
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole("form", { name: "Become a Guest Chef" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Please add at least one specialty")).toBeVisible();
    await expect(form.getByText("Please add a photo of yourself")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("Full name").fill("Ana Souza");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Country").selectOption({ label: "Brazil" });
    await form.getByLabel("Profession").fill("Bakery owner");
    await form.getByLabel("Years of experience").fill("9");
    const specialty = form.getByLabel("Specialties", { exact: true });
    await specialty.fill("Pão de queijo");
    await specialty.press("Enter");
    await specialty.fill("Brigadeiros");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await expect(form.getByRole("button", { name: "Remove Brigadeiros" })).toBeVisible();
    await form.getByRole("checkbox", { name: "Recipes" }).check();
    await form
      .getByLabel("About your cooking")
      .fill("I run a small bakery in Belo Horizonte and teach weekend baking classes to beginners of every age.");
    await form.getByLabel("Instagram", { exact: true }).fill("not a link!");
    // A 1×1 PNG.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");
    await form.locator('input[type="file"]').setInputFiles({ name: "ana.png", mimeType: "image/png", buffer: png });
    await expect(form.getByRole("img", { name: "Preview of your photo" })).toBeVisible();

    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByText("Please enter an Instagram handle (such as @yourname) or an instagram.com link")).toBeVisible();
    await form.getByLabel("Instagram", { exact: true }).fill("@ana.bakes");
    await form.getByRole("button", { name: "Submit Application" }).click();

    const done = page.getByTestId("guest-chef-submitted");
    await expect(done).toBeVisible();
    const reference = (await page.getByTestId("guest-chef-reference").textContent())!.trim();
    expect(reference).toMatch(/^GC-[A-Z0-9]{8}$/);
    await expect(done).toContainText(email);
    await expect(done).toContainText("Approved chefs appear on our Featured Chefs page.");
    await expectNoSeriousA11yViolations(page);

    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(mailsTo(email)[0]!.text).toContain(reference);

    // Pending until the team approves: not on the public page.
    await page.goto("/featured-chefs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Ana Souza")).toHaveCount(0);
  });
});

test.describe("guest chef application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("should still send the form with its photo and show the thank-you state", async ({ page }) => {
    await page.goto("/guest-chef");
    const form = page.getByRole("form", { name: "Become a Guest Chef" });
    await form.getByLabel("Full name").fill("Noor Karim");
    await form.getByLabel("Email", { exact: true }).fill(`noscript-${Date.now()}@example.com`);
    await form.getByLabel("Country").selectOption({ label: "Bangladesh" });
    await form.getByLabel("Profession").fill("Home cook");
    await form.getByLabel("Years of experience").fill("6");
    await form.getByLabel("Specialties", { exact: true }).fill("Bhuna khichuri, Pitha");
    await form.getByRole("checkbox", { name: "Blog articles" }).check();
    await form
      .getByLabel("About your cooking")
      .fill("I cook the rice and lentil dishes of Dhaka for my family and write about them every week.");
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");
    await form.locator('input[type="file"]').setInputFiles({ name: "noor.png", mimeType: "image/png", buffer: png });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/guest-chef\?reference=GC-[A-Z0-9]{8}$/);
    await expect(page.getByTestId("guest-chef-submitted")).toContainText("Thank you, your application is in!");
  });
});
