import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { reviewScreenshots, signInToAdmin } from "./support/admin";
import { mailsTo } from "./support/mailbox";
import { expect, test } from "./support/test";

test.describe("the operations desk", () => {
  test("should add a class session, show its attendees, cancel it and mail each attendee once", async ({ page, request }) => {
    await signInToAdmin(page, "/chef-admin");
    await expect(page.getByRole("heading", { level: 1, name: "Classes Desk" })).toBeVisible();
    const classes = (await (await page.request.get("/api/admin/classes")).json()) as { data: { id: number; title: string }[] };
    const cls = classes.data[0];
    await expect(page.getByRole("heading", { level: 2, name: cls.title })).toBeVisible();

    // A session the day after tomorrow at 07:05 on the kitchen's clock, through the form.
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByLabel("Time", { exact: true }).fill("07:05");
    await page.getByLabel("Capacity", { exact: true }).fill("8");
    await page.getByRole("button", { name: "Add session" }).click();
    await expect(page.getByTestId("toast")).toContainText("Session added");
    const sessions = (await (await page.request.get(`/api/admin/classes/${cls.id}/sessions?limit=50`)).json()) as {
      data: { id: number; date: string; time: string; startsAt: string }[];
    };
    const session = sessions.data.find((s) => s.date === date && s.time === "07:05")!;
    expect(session).toBeTruthy();
    const row = page.getByTestId("session-row").filter({ has: page.locator(`time[datetime="${session.startsAt}"]`) });
    await expect(row.getByTestId("seats")).toHaveText("0 / 8 seats");

    // Two visitors book it on the public side.
    const stamp = Date.now();
    const attendees = [`desk-a-${stamp}@example.com`, `desk-b-${stamp}@example.com`];
    for (const [index, email] of attendees.entries()) {
      const res = await request.post("/api/bookings", {
        data: {
          classId: cls.id,
          customerName: index ? "Bilal Khan" : "Anjali Rao",
          customerEmail: email,
          participants: index + 1,
          scheduledDate: date,
          scheduledTime: "07:05",
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await expect(row.getByTestId("seats")).toHaveText("3 / 8 seats");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "chef-admin");

    // The attendee list, ready to print.
    await row.getByRole("link", { name: /^Attendees of/ }).click();
    const sheet = page.getByTestId("attendee-sheet");
    await expect(sheet.getByTestId("attendee")).toHaveCount(2);
    await expect(sheet).toContainText("Anjali Rao");
    await expect(sheet).toContainText(attendees[1]);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "chef-admin-attendees");
    // On paper: the list alone, without the admin frame, the class picker or the buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Log Out" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Classes Desk" })).toBeHidden();
    await expect(sheet.getByRole("columnheader", { name: "Present" }).first()).toBeVisible();
    await reviewScreenshots(page, "chef-admin-attendees-print");
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: "Back to the sessions" }).click();

    // Capacity cannot go below the seats taken.
    await row.getByRole("button", { name: /^Change the capacity of/ }).click();
    // (the form refuses it before sending; the API's 422 is covered by the API tests).
    const seats = page.getByLabel("Seats in this session");
    await seats.fill("2");
    await expect(seats).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("At least 3: the seats already taken.")).toBeVisible();
    await page.getByRole("button", { name: "Save capacity" }).click();
    expect(await seats.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    await expect(row.getByTestId("seats")).toHaveText("3 / 8 seats");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();

    // Cancel it: seats released, each attendee mailed once.
    await row.getByRole("button", { name: /^Cancel the session of/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this session?" });
    await expect(dialog).toContainText("3 booked seat(s)");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("A word to the attendees (optional)").fill("Our chef is unwell; we are sorry.");
    await dialog.getByRole("button", { name: "Cancel session and mail attendees" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("Session cancelled");
    await expect(row).toContainText("Cancelled");
    await expect(row.getByTestId("seats")).toHaveText("0 / 8 seats");

    for (const email of attendees) {
      await expect.poll(() => mailsTo(email).filter((m) => m.raw.includes("is cancelled")).length, { timeout: 20_000 }).toBe(1);
      expect(mailsTo(email).find((m) => m.raw.includes("is cancelled"))!.text).toContain("Our chef is unwell; we are sorry.");
    }

    // The public side no longer offers it, nor books it.
    const publicClass = (await (await request.get(`/api/classes/${cls.id}`)).json()) as { schedule: { id: number }[] };
    expect(publicClass.schedule.map((s) => s.id)).not.toContain(session.id);
    const late = await request.post("/api/bookings", {
      data: {
        classId: cls.id,
        customerName: "Late Comer",
        customerEmail: `late-${stamp}@example.com`,
        participants: 1,
        scheduledDate: date,
        scheduledTime: "07:05",
      },
    });
    expect(late.status()).toBe(409);
  });

  test("should take an order from paid to shipped with a tracking note the customer sees", async ({ page, request }) => {
    const products = (
      (await (await request.get("/api/shop-products?limit=12")).json()) as { data: { id: number; name: string; stock: number }[] }
    ).data;
    const product = products.find((p) => p.stock > 5)!;
    const email = `desk-order-${Date.now()}@example.com`;
    const placed = await request.post("/api/orders", {
      data: {
        name: "Meera Iyer",
        email,
        addressLine1: "12 Curry Leaf Lane",
        city: "Oakland",
        region: "CA",
        postalCode: "94607",
        country: "United States",
        shippingMethod: "standard",
        paymentMethod: "on-delivery",
        lines: [{ type: "product", id: product.id, quantity: 2 }],
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { reference: string; statusUrl: string };

    await signInToAdmin(page, "/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    const row = page.getByTestId("order-row").filter({ hasText: order.reference });
    await expect(row).toContainText("Awaiting payment");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-orders");

    await row.getByRole("link", { name: `Open order ${order.reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order ${order.reference}` });
    await expect(dialog).toContainText(product.name);
    await expect(dialog).toContainText("12 Curry Leaf Lane");
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(page.getByTestId("toast").last()).toContainText("Order updated");
    await expect(dialog).toContainText("Paid");

    await dialog.getByRole("button", { name: "Ship…" }).click();
    await expect(dialog.getByRole("button", { name: "Mark shipped and mail" })).toBeDisabled();
    await dialog.getByLabel("Tracking note").fill("UPS 1Z999AA10123456784");
    await expectNoSeriousA11yViolations(page);
    await reviewScreenshots(page, "admin-orders-dialog");
    await dialog.getByRole("button", { name: "Mark shipped and mail" }).click();
    await expect(dialog.getByTestId("tracking-note")).toHaveText("UPS 1Z999AA10123456784");
    await expect(dialog.getByRole("button", { name: "Mark delivered" })).toBeVisible();

    await expect.poll(() => mailsTo(email).filter((m) => m.raw.includes("has shipped")).length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo(email).find((m) => m.raw.includes("has shipped"))!.text).toContain("Tracking: UPS 1Z999AA10123456784");
    // The outbox sends mails independently, so the earlier one may arrive after the later.
    await expect.poll(() => mailsTo(email).filter((m) => m.raw.includes("Payment received")).length, { timeout: 20_000 }).toBe(1);

    // The customer's status page.
    await page.goto(order.statusUrl);
    await expect(page.getByTestId("order-status")).toContainText("Shipped");
    await expect(page.getByText("Your order is on its way")).toBeVisible();
    await expect(page.getByTestId("order-tracking")).toContainText("UPS 1Z999AA10123456784");
    await expectNoSeriousA11yViolations(page);
  });
});
