import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationMessages as M } from "../../../shared/rules/moderation";
import { guestChefs, recipes, userRecipes } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildAdminTestApp, signIn, TEST_ADMIN } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "./moderation-test-kit";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;

beforeAll(async () => {
  app = await buildAdminTestApp({ seedDemoContent: true });
  api = adminClient(app, (await signIn(app)).token);
});
afterAll(async () => {
  await app?.close();
});

let address = 0;
const share = (fields: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/user-recipes", payload: fields, remoteAddress: `10.77.0.${++address}` });

/** A recipe as a visitor shares it through /share-recipe. */
const sharedRecipe = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  authorName: "Anjali Rao",
  email: "anjali@example.com",
  phone: "+1 415 555 0199",
  website: "https://anjali.example.com",
  displayName: "Anjali's Kitchen",
  socialHandle: "@anjalicooks",
  cuisineType: "Indian",
  servingSize: 4,
  prepTime: 15,
  cookTime: 25,
  mealTypes: ["lunch", "dinner"],
  ingredients: "1 cup toor dal, rinsed\n2 tbsp ghee\n1 tsp cumin seeds\n2 cloves garlic, sliced\n1/2 tsp ground turmeric\nSalt to taste",
  instructions:
    "1. Pressure cook the dal with turmeric until soft.\n2. Heat the ghee and crackle the cumin and garlic.\n3. Pour the tempering over the dal and season.",
  story: "My grandmother made this dal every Sunday; the garlic tempering is what makes it sing.",
  calories: 310,
  protein: 14,
  ...extra,
});

async function submitted(title: string, extra: Record<string, unknown> = {}) {
  const res = await share(sharedRecipe(title, extra));
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: userRecipes.id })
    .from(userRecipes)
    .where(eq(userRecipes.reference, res.json().reference));
  return row.id;
}

describe("GET /api/admin/recipe-submissions", () => {
  it("should list pending submissions by default, 20 a page, paged in SQL with total, totalPages, hasPrev and hasNext", async () => {
    // 23 pending (22 written straight, 1 shared), the seeded recipes are approved.
    const values = Array.from({ length: 22 }, (_, i) => ({
      title: `Queue Test Kitchari ${String(i + 1).padStart(2, "0")}`,
      authorName: "Queue Cook",
      email: "queue@example.com",
      prepTime: 10,
      cookTime: 20,
      servingSize: 2,
      cuisineType: "Nepali",
      mealTypes: ["dinner"],
      ingredients: "1 cup rice\n1 cup lentils",
      instructions: "Cook everything together until soft.",
      status: "pending" as const,
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    }));
    await app.database.db.insert(userRecipes).values(values);
    await submitted("Queue Test Fresh Dal");

    const first = await api.get("/api/admin/recipe-submissions");
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 23, totalPages: 2, hasPrev: false, hasNext: true, page: 1, limit: 20 });
    expect(page1.data).toHaveLength(20);
    expect(page1.data.every((item: { status: string }) => item.status === "pending")).toBe(true);
    // Newest first: the one shared a moment ago leads.
    expect(page1.data[0]).toMatchObject({
      title: "Queue Test Fresh Dal",
      authorName: "Anjali Rao",
      email: "anjali@example.com",
      displayName: "Anjali's Kitchen",
      mealTypes: ["lunch", "dinner"],
      calories: 310,
    });
    expect(page1.counts.pending).toBe(23);
    expect(page1.counts.approved).toBeGreaterThanOrEqual(10);

    const page2 = (await api.get("/api/admin/recipe-submissions?status=pending&page=2")).json();
    expect(page2).toMatchObject({ total: 23, totalPages: 2, hasPrev: true, hasNext: false, page: 2 });
    expect(page2.data).toHaveLength(3);
    const ids = new Set([...page1.data, ...page2.data].map((item: { id: number }) => item.id));
    expect(ids.size).toBe(23);

    const approved = (await api.get("/api/admin/recipe-submissions?status=approved&limit=50")).json();
    expect(approved.data.length).toBe(approved.total);
    expect(approved.data.every((item: { status: string }) => item.status === "approved")).toBe(true);
  });

  it("should search over title, author and cuisine, every word", async () => {
    const byTitle = (await api.get("/api/admin/recipe-submissions?search=fresh%20dal")).json();
    expect(byTitle.data.map((r: { title: string }) => r.title)).toEqual(["Queue Test Fresh Dal"]);
    const byAuthor = (await api.get("/api/admin/recipe-submissions?search=queue%20cook")).json();
    expect(byAuthor.total).toBe(22);
    const byCuisine = (await api.get("/api/admin/recipe-submissions?search=NEPALI&limit=5")).json();
    expect(byCuisine).toMatchObject({ total: 22, totalPages: 5, hasNext: true });
    const byDisplayName = (await api.get("/api/admin/recipe-submissions?search=anjali's")).json();
    expect(byDisplayName.total).toBe(1);
    // LIKE's wildcards are plain characters in a search.
    expect((await api.get("/api/admin/recipe-submissions?search=%25")).json().total).toBe(0);
  });

  it("should refuse an unknown status, a page of 0 and a limit over 100 with 400", async () => {
    const status = await api.get("/api/admin/recipe-submissions?status=deleted");
    expect(status.statusCode).toBe(400);
    expect(status.json().issues).toEqual([{ path: "status", message: M.statusFilterInvalid }]);
    expect((await api.get("/api/admin/recipe-submissions?page=0")).statusCode).toBe(400);
    expect((await api.get("/api/admin/recipe-submissions?limit=101")).statusCode).toBe(400);
  });

  it("should answer 401 without a session", async () => {
    const res = await app.inject({ url: "/api/admin/recipe-submissions" });
    expect(res.statusCode).toBe(401);
  });
});

describe("PATCH /api/admin/recipe-submissions/{id}", () => {
  it("should refuse a rejection without notes with 422 and the spec's message, changing nothing", async () => {
    const id = await submitted("Reject Without Notes Rasam");
    for (const adminNotes of [undefined, "", "   \n  "]) {
      const res = await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "rejected", adminNotes });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: M.notesRequired, issues: [{ path: "adminNotes", message: M.notesRequired }] });
    }
    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.id, id));
    expect(row).toMatchObject({ status: "pending", adminNotes: null, reviewedBy: null });
    expect(await auditOf(app, "recipe_submission", id)).toEqual([]);
  });

  it("should reject with notes, keep it off the public list and audit the before and after", async () => {
    const id = await submitted("Rejected Sambar Trial");
    const res = await api.patch(`/api/admin/recipe-submissions/${id}`, {
      status: "rejected",
      adminNotes: "  Please add quantities for the spices.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.statusUpdated,
      item: { id, status: "rejected", adminNotes: "Please add quantities for the spices.", reviewedBy: TEST_ADMIN.username },
    });
    expect(res.json().item.reviewedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await app.inject({ url: `/api/user-recipes/${id}` })).statusCode).toBe(404);
    const [audit] = await auditOf(app, "recipe_submission", id);
    expect(audit).toMatchObject({
      actor: TEST_ADMIN.username,
      action: "recipe_submission.rejected",
      before: { status: "pending", adminNotes: null },
      after: { status: "rejected", adminNotes: "Please add quantities for the spices." },
    });
    expect(audit.adminId).toBeGreaterThan(0);
    expect(audit.ip).toBeTruthy();
  });

  it("should approve with the default note when none is written, and the recipe goes public on /api/user-recipes", async () => {
    const id = await submitted("Approved Garlic Toor Dal");
    expect((await app.inject({ url: `/api/user-recipes/${id}` })).statusCode).toBe(404);
    const res = await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "approved" });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ status: "approved", adminNotes: M.defaultApprovalNote });
    const publicOne = await app.inject({ url: `/api/user-recipes/${id}` });
    expect(publicOne.statusCode).toBe(200);
    expect(publicOne.json()).toMatchObject({ title: "Approved Garlic Toor Dal", authorName: "Anjali's Kitchen" });
    const list = (await app.inject({ url: "/api/user-recipes?status=approved&search=garlic%20toor" })).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(id);
    const [audit] = await auditOf(app, "recipe_submission", id);
    expect(audit).toMatchObject({
      action: "recipe_submission.approved",
      before: { status: "pending" },
      after: { status: "approved", adminNotes: M.defaultApprovalNote },
    });
  });

  it("should answer 409 for an item already reviewed, 404 for an unknown one and 400 for another status", async () => {
    const id = await submitted("Twice Reviewed Upma");
    expect((await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "approved", adminNotes: "Fine" })).statusCode).toBe(200);
    const again = await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "rejected", adminNotes: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notPending);
    const [row] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.id, id));
    expect(row).toMatchObject({ status: "approved", adminNotes: "Fine" });
    expect(await auditOf(app, "recipe_submission", id)).toHaveLength(1);

    expect((await api.patch("/api/admin/recipe-submissions/999999", { status: "approved" })).statusCode).toBe(404);
    const pending = await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "pending" });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().issues[0]).toEqual({ path: "status", message: M.statusInvalid });
  });

  it("should let only one of two simultaneous decisions through", async () => {
    const id = await submitted("Race Condition Poha");
    const [a, b] = await Promise.all([
      api.patch(`/api/admin/recipe-submissions/${id}`, { status: "approved" }),
      api.patch(`/api/admin/recipe-submissions/${id}`, { status: "rejected", adminNotes: "Too similar to another" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await auditOf(app, "recipe_submission", id)).toHaveLength(1);
  });
});

describe("POST /api/admin/recipe-submissions/{id}/publish", () => {
  it("should refuse a pending recipe with 409", async () => {
    const id = await submitted("Unreviewed Lemon Rice");
    const res = await api.post(`/api/admin/recipe-submissions/${id}/publish`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.publishNeedsApproval);
  });

  it("should turn an approved recipe into a library recipe once: structured, credited, searchable, with its page", async () => {
    const id = await submitted("Sunday Garlic Tadka Dal");
    await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "approved" });

    const res = await api.post(`/api/admin/recipe-submissions/${id}/publish`, {});
    expect(res.statusCode, res.body).toBe(201);
    const { recipeId, path, message } = res.json();
    expect(message).toBe(M.published);
    expect(path).toBe(`/recipes/${recipeId}`);

    const recipe = await app.inject({ url: `/api/recipes/${recipeId}` });
    expect(recipe.statusCode).toBe(200);
    expect(recipe.json()).toMatchObject({
      title: "Sunday Garlic Tadka Dal",
      cuisine: "indian",
      category: "main-course",
      dietType: "vegetarian",
      difficulty: "medium",
      prepTime: 15,
      cookTime: 25,
      servings: 4,
      mealType: "lunch",
      creditedAuthor: "Anjali's Kitchen",
      nutritionFacts: { calories: 310, protein: 14 },
      description: "My grandmother made this dal every Sunday; the garlic tempering is what makes it sing.",
    });
    expect(recipe.json().ingredients).toEqual([
      { amount: "1", unit: "cup", name: "toor dal, rinsed" },
      { amount: "2", unit: "tbsp", name: "ghee" },
      { amount: "1", unit: "tsp", name: "cumin seeds" },
      { amount: "2", unit: "cloves", name: "garlic, sliced" },
      { amount: "1/2", unit: "tsp", name: "ground turmeric" },
      { amount: "", unit: "", name: "Salt to taste" },
    ]);
    expect(recipe.json().instructions).toEqual([
      "Pressure cook the dal with turmeric until soft.",
      "Heat the ghee and crackle the cumin and garlic.",
      "Pour the tempering over the dal and season.",
    ]);

    // Searchable at once, through the list's full-text search and the advanced search.
    const found = (await app.inject({ url: "/api/recipes?search=garlic%20tadka%20dal" })).json();
    expect(found.recipes.map((r: { id: number }) => r.id)).toContain(recipeId);
    const advanced = (await app.inject({ url: "/api/recipes/advanced-search?query=sunday%20tadka" })).json();
    expect(advanced.recipes.map((r: { id: number }) => r.id)).toContain(recipeId);

    const [submission] = await app.database.db.select().from(userRecipes).where(eq(userRecipes.id, id));
    expect(submission.recipeId).toBe(recipeId);
    expect((await api.get(`/api/admin/recipe-submissions/${id}`)).json().recipeId).toBe(recipeId);
    const [audit] = await auditOf(app, "recipe_submission", id);
    expect(audit).toMatchObject({
      action: "recipe_submission.published",
      before: { recipeId: null },
      after: { recipeId, creditedAuthor: "Anjali's Kitchen" },
    });

    const twice = await api.post(`/api/admin/recipe-submissions/${id}/publish`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyPublished);
    const copies = await app.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.sourceUserRecipeId, id));
    expect(copies).toHaveLength(1);
  });

  it("should file it as the admin chooses, and refuse values the library does not know with 400", async () => {
    const id = await submitted("Breakfast Ragi Porridge", {
      mealTypes: ["breakfast"],
      cuisineType: "Karnataka Home Style",
      prepTime: 5,
      cookTime: 10,
      displayName: "",
      ingredients: "1/2 cup ragi flour, 2 cups water, 1 tbsp jaggery",
      story: "",
    });
    await api.patch(`/api/admin/recipe-submissions/${id}`, { status: "approved" });
    const unknown = await api.post(`/api/admin/recipe-submissions/${id}/publish`, { category: "space-food" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: "category", message: M.publishUnknownValue }]);

    const res = await api.post(`/api/admin/recipe-submissions/${id}/publish`, {
      category: "breakfast",
      dietType: "vegan",
      difficulty: "easy",
    });
    expect(res.statusCode).toBe(201);
    const recipe = (await app.inject({ url: `/api/recipes/${res.json().recipeId}` })).json();
    expect(recipe).toMatchObject({
      category: "breakfast",
      dietType: "vegan",
      difficulty: "easy",
      cuisine: "karnataka-home-style",
      creditedAuthor: "Anjali Rao",
    });
    expect(recipe.description).toContain("shared with the Ayur Kitchen community by Anjali Rao");
    // One line with commas is split into its ingredients.
    expect(recipe.ingredients.map((i: { name: string }) => i.name)).toEqual(["ragi flour", "water", "jaggery"]);
  });
});

describe("guest chef applications", () => {
  async function application(name: string) {
    const [row] = await app.database.db
      .insert(guestChefs)
      .values({
        reference: `GC-TEST-${name.replace(/\W/g, "").toUpperCase()}`,
        name,
        email: "chef@example.com",
        phone: "+44 20 7946 0000",
        country: "United Kingdom",
        profession: "Pastry Chef",
        experience: 9,
        specialties: ["Laminated doughs", "Cardamom desserts"],
        contribution: ["recipes", "videos"],
        bio: "Nine years of pastry in London, with a love for Indian spices.",
        image: "/api/art/cook/f5d6c6.svg",
        status: "pending",
      })
      .returning({ id: guestChefs.id });
    return row.id;
  }

  it("should list pending applications with their contact details and search them", async () => {
    const id = await application("Harriet Cole");
    const list = (await api.get("/api/admin/guest-chef-applications?search=pastry%20harriet")).json();
    expect(list).toMatchObject({ total: 1, totalPages: 1, hasPrev: false, hasNext: false });
    expect(list.data[0]).toMatchObject({
      id,
      name: "Harriet Cole",
      email: "chef@example.com",
      phone: "+44 20 7946 0000",
      status: "pending",
      specialties: ["Laminated doughs", "Cardamom desserts"],
    });
    const bySpecialty = (await api.get("/api/admin/guest-chef-applications?search=cardamom")).json();
    expect(bySpecialty.data.map((c: { id: number }) => c.id)).toContain(id);
  });

  it("should need notes to reject, approve into /featured-chefs, and refuse a second decision", async () => {
    const rejected = await application("Olu Adeyemi");
    const noNotes = await api.patch(`/api/admin/guest-chef-applications/${rejected}`, { status: "rejected" });
    expect(noNotes.statusCode).toBe(422);
    expect(noNotes.json().message).toBe(M.notesRequired);
    expect(
      (await api.patch(`/api/admin/guest-chef-applications/${rejected}`, { status: "rejected", adminNotes: "Portfolio link is broken" }))
        .statusCode,
    ).toBe(200);

    const approved = await application("Mei Tanaka");
    const res = await api.patch(`/api/admin/guest-chef-applications/${approved}`, { status: "approved" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.applicationUpdated,
      item: { status: "approved", adminNotes: M.defaultChefApprovalNote, reviewedBy: TEST_ADMIN.username },
    });
    const chefs = (await app.inject({ url: "/api/guest-chefs/applications?status=approved" })).json() as { id: number }[];
    const ids = chefs.map((c) => c.id);
    expect(ids).toContain(approved);
    expect(ids).not.toContain(rejected);

    expect((await api.patch(`/api/admin/guest-chef-applications/${approved}`, { status: "rejected", adminNotes: "No" })).statusCode).toBe(
      409,
    );
    expect((await auditOf(app, "chef_application", approved)).map((a) => a.action)).toEqual(["chef_application.approved"]);
    expect((await auditOf(app, "chef_application", rejected))[0]).toMatchObject({
      action: "chef_application.rejected",
      after: { adminNotes: "Portfolio link is broken" },
    });
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every review route and the image upload under Admin with its body, its answer and its errors", async () => {
    const paths = /^\/api\/(admin\/(recipe-submissions|guest-chef-applications|product-submissions|images)(\/|$)|products$)/;
    const json = ["application/json"];
    const form = ["multipart/form-data", "application/json"];
    const review = { tags: ["Admin"], statuses: [200, 400, 401], body: [] };
    const one = { tags: ["Admin"], statuses: [200, 400, 401, 404], body: [] };
    const decision = { tags: ["Admin"], statuses: [200, 400, 401, 403, 404, 409, 422], answers: "object", body: json };
    const expected = {
      "GET /api/admin/recipe-submissions": { ...review, answers: "RecipeSubmissionPage" },
      "GET /api/admin/recipe-submissions/:id": { ...one, answers: "RecipeSubmission" },
      "PATCH /api/admin/recipe-submissions/:id": decision,
      "POST /api/admin/recipe-submissions/:id/publish": {
        tags: ["Admin"],
        statuses: [201, 400, 401, 403, 404, 409],
        answers: "object",
        body: json,
      },
      "GET /api/admin/guest-chef-applications": { ...review, answers: "ChefApplicationPage" },
      "GET /api/admin/guest-chef-applications/:id": { ...one, answers: "ChefApplication" },
      "PATCH /api/admin/guest-chef-applications/:id": decision,
      "POST /api/products": { tags: ["Admin"], statuses: [201, 400, 401, 403, 413], answers: "object", body: form },
      "GET /api/admin/product-submissions": { ...review, answers: "ProductSubmissionPage" },
      "GET /api/admin/product-submissions/:id": { ...one, answers: "ProductSubmission" },
      "PATCH /api/admin/product-submissions/:id": decision,
      "POST /api/admin/product-submissions/bulk": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 409, 422],
        answers: "object",
        body: json,
      },
      "POST /api/admin/images": { tags: ["Admin"], statuses: [201, 400, 401, 403, 413], answers: "object", body: ["multipart/form-data"] },
    };
    // GET /api/products is the shop's list.
    expect(
      declaredRoutesMatching(app, paths)
        .filter((route) => route !== "GET /api/products")
        .sort(),
    ).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, paths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
