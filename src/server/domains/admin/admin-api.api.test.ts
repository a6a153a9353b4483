import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../shared/schemas/admin";
import {
  auditLog,
  cateringRequests,
  contactMessages,
  expertConsultations,
  orders,
  outbox,
  productSubmissions,
  products,
  recipes,
  userRecipes,
} from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { bearer, buildAdminTestApp, SITE, signIn, TEST_ADMIN } from "./admin-test-kit";

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildAdminTestApp({ seedDemoContent: true });
  token = (await signIn(app)).token;
});
afterAll(async () => {
  await app?.close();
});

const patch = (url: string, payload: unknown, headers: Record<string, string> = bearer(token)) =>
  app.inject({ method: "PATCH", url, headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(payload) });

describe("PATCH /api/recipes/{id} and /api/products/{id} (the image manager)", () => {
  it("should change a recipe's image to an https address and audit the before and after", async () => {
    const [recipe] = await app.database.db.select().from(recipes).limit(1);
    const image = "https://images.example.com/recipes/dal-tadka.webp";
    const res = await patch(`/api/recipes/${recipe.id}`, { image });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: adminMessages.imageUpdated, id: recipe.id, image });
    const [after] = await app.database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(after.image).toBe(image);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "recipe.image_changed"), eq(auditLog.itemId, String(recipe.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actor: TEST_ADMIN.username, itemType: "recipe", before: { image: recipe.image }, after: { image } });
  });

  it("should change a product's image to a path of this site, with the cookie and our Origin", async () => {
    const [product] = await app.database.db.select().from(products).limit(1);
    const res = await patch(
      `/api/products/${product.id}`,
      { image: "/media/uploads/abc123.webp" },
      { cookie: `admin_session=${token}`, origin: SITE },
    );
    expect(res.statusCode).toBe(200);
    const [after] = await app.database.db.select().from(products).where(eq(products.id, product.id));
    expect(after.image).toBe("/media/uploads/abc123.webp");
  });

  it("should refuse anything but an https address or a site path, and ask for the image when missing", async () => {
    const [recipe] = await app.database.db.select().from(recipes).limit(1);
    for (const image of [
      "http://images.example.com/a.webp",
      "javascript:alert(1)",
      "//evil.example/a.webp",
      "/\\evil.example",
      "data:image/png;base64,AAAA",
      "https://user:pass@images.example.com/a.webp",
      "https://localhost/a.webp",
      "/a\u0000b",
    ]) {
      const res = await patch(`/api/recipes/${recipe.id}`, { image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().message, image).toBe(adminMessages.imageAddress);
    }
    const missing = await patch(`/api/recipes/${recipe.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(adminMessages.imageMissing);
    const [unchanged] = await app.database.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(unchanged.image).toBe(recipe.image);
  });

  it("should answer 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await patch("/api/recipes/999999", { image: "https://images.example.com/a.webp" })).json()).toEqual({
      message: adminMessages.recipeNotFound,
    });
    expect((await patch("/api/products/999999", { image: "https://images.example.com/a.webp" })).statusCode).toBe(404);
    expect((await patch("/api/products/abc", { image: "https://images.example.com/a.webp" })).statusCode).toBe(400);
  });
});

describe("GET /api/admin/dashboard", () => {
  it("should count what waits for review and report the system's state from live data", async () => {
    const pendingRecipes = async () => (await app.database.db.select().from(userRecipes).where(eq(userRecipes.status, "pending"))).length;
    const get = async () => (await app.inject({ method: "GET", url: "/api/admin/dashboard", headers: bearer(token) })).json();

    const before = await get();
    expect(before.pending.recipeSubmissions).toBe(await pendingRecipes());
    expect(before.pending).toMatchObject({ products: expect.any(Number), chefApplications: expect.any(Number) });
    expect(before.system.database).toMatchObject({ reachable: true, kind: app.database.kind });
    expect(before.system.mail).toMatchObject({ smtpConfigured: false });
    expect(before.system.translation).toEqual({ configured: false, engine: null });

    // A submission goes back to waiting for review.
    const [approved] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.status, "approved")).limit(1);
    expect(approved, "the demo content holds an approved submission").toBeDefined();
    await app.database.db.update(userRecipes).set({ status: "pending" }).where(eq(userRecipes.id, approved.id));
    await app.database.db
      .insert(outbox)
      .values({ recipient: "someone@example.com", subject: "Queued", textBody: "x", createdAt: new Date("2026-01-02T03:04:05Z") });
    await app.database.db
      .insert(productSubmissions)
      .values({ name: "Brass tadka pan", category: "Cookware", price: "24.00", unit: "piece" });

    const after = await get();
    expect(after.pending.recipeSubmissions).toBe(before.pending.recipeSubmissions + 1);
    expect(after.pending.products).toBe(before.pending.products + 1);
    expect(after.system.mail.queued).toBe(before.system.mail.queued + 1);
    expect(after.system.mail.oldestQueuedAt <= "2026-01-02T03:04:05.000Z").toBe(true);
  });

  it("should count new messages of every kind, orders ready to ship and catering requests waiting for a quote", async () => {
    const get = async () => (await app.inject({ method: "GET", url: "/api/admin/dashboard", headers: bearer(token) })).json().waiting;
    const before = await get();
    expect(before).toEqual({ newMessages: expect.any(Number), ordersToShip: expect.any(Number), cateringToQuote: expect.any(Number) });

    const db = app.database.db;
    await db
      .insert(contactMessages)
      .values({ reference: "CT-WAIT0001", name: "Ana", email: "ana@example.com", subject: "general", message: "Hello there" });
    await db
      .insert(contactMessages)
      .values({ reference: "CT-WAIT0002", name: "Ben", email: "ben@example.com", subject: "general", message: "Answered", status: "done" });
    await db
      .insert(expertConsultations)
      .values({ name: "Chitra", email: "chitra@example.com", doshaType: "vata", question: "Is ginger tea good in winter?" });
    const order = {
      name: "Dev",
      email: "dev@example.com",
      addressLine1: "1 Spice Lane",
      city: "Pune",
      postalCode: "411001",
      country: "IN",
      shippingMethod: "standard" as const,
      subtotal: "10.00",
      shippingFee: "5.00",
      total: "15.00",
    };
    await db
      .insert(orders)
      .values({ ...order, reference: "OR-WAIT0001", status: "paid", paymentMethod: "card", statusTokenHash: "wait-1" });
    await db
      .insert(orders)
      .values({ ...order, reference: "OR-WAIT0002", status: "awaiting_payment", paymentMethod: "on-delivery", statusTokenHash: "wait-2" });
    await db
      .insert(orders)
      .values({ ...order, reference: "OR-WAIT0003", status: "shipped", paymentMethod: "card", statusTokenHash: "wait-3" });
    const request = {
      kind: "buffet" as const,
      menuName: "Festive Thali",
      contactName: "Esha",
      email: "esha@example.com",
      eventDate: "2027-03-01",
      participants: 40,
      pricePerPerson: "20.00",
      estimate: "800.00",
      minimumOrder: 20,
      belowMinimum: false,
    };
    await db.insert(cateringRequests).values({ ...request, reference: "BUF-2027-90001", statusTokenHash: "wait-c1" });
    await db.insert(cateringRequests).values({ ...request, reference: "BUF-2027-90002", statusTokenHash: "wait-c2", status: "quoted" });

    expect(await get()).toEqual({
      newMessages: before.newMessages + 2,
      ordersToShip: before.ordersToShip + 2,
      cateringToQuote: before.cateringToQuote + 1,
    });
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the admin sign-in, the admin home's figures and the image manager under Admin", async () => {
    const paths = /^\/api\/(admin-auth\/|admin\/(dashboard|activity)$|(recipes|products)\/:id$)/;
    const json = ["application/json"];
    const expected = {
      "POST /api/admin-auth/login": { tags: ["Admin"], statuses: [200, 400, 401, 403, 429], answers: "AdminLoginResult", body: json },
      "GET /api/admin-auth/me": { tags: ["Admin"], statuses: [200, 401], answers: "object", body: [] },
      "POST /api/admin-auth/logout": { tags: ["Admin"], statuses: [200, 401, 403], answers: "AdminMessage", body: [] },
      "POST /api/admin-auth/change-password": { tags: ["Admin"], statuses: [200, 400, 401, 403, 429], answers: "AdminMessage", body: json },
      "GET /api/admin/dashboard": { tags: ["Admin"], statuses: [200, 401], answers: "AdminDashboard", body: [] },
      "GET /api/admin/activity": { tags: ["Admin"], statuses: [200, 400, 401], answers: "object", body: [] },
      "PATCH /api/recipes/:id": { tags: ["Admin"], statuses: [200, 400, 401, 403, 404], answers: "object", body: json },
      "PATCH /api/products/:id": { tags: ["Admin"], statuses: [200, 400, 401, 403, 404], answers: "object", body: json },
    };
    // The public GET /api/recipes/:id and /api/products/:id share the image routes' paths.
    expect(
      declaredRoutesMatching(app, paths)
        .filter((route) => !route.startsWith("GET /api/recipes/") && !route.startsWith("GET /api/products/"))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
