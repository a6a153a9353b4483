import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// eslint-disable-next-line import-x/no-restricted-paths -- the round trip needs the very JSON-LD a recipe page emits; its builder is pure and runs here as it runs in the page
import { buildRecipeJsonLd } from "../../../web/features/recipe-detail/recipe-metadata";
import { ingredientText, parseInstructions } from "../../../shared/rules/recipe-content";
import { categories, cuisines, recipeDrafts, recipes } from "../../db/schema/index";
import { buildAdminTestApp, SITE, signIn } from "../admin/admin-test-kit";
import { adminClient, auditOf } from "../moderation/moderation-test-kit";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { minutesOfDuration } from "./json-ld";

let app: FastifyInstance;
let api: ReturnType<typeof adminClient>;
let token: string;

beforeAll(async () => {
  app = await buildAdminTestApp({ seedDemoContent: true, SITE_URL: SITE });
  token = (await signIn(app)).token;
  api = adminClient(app, token);
});
afterAll(async () => {
  await app?.close();
});

const kitchari = (name = "Imported Moong Dal Kitchari", extra: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name,
  description: "A gentle one-pot <b>rice and lentil</b> dish for resetting digestion.",
  image: ["http://insecure.example.com/k.jpg", "https://images.example.com/kitchari.jpg"],
  prepTime: "PT15M",
  cookTime: "PT1H5M",
  recipeYield: "4 servings",
  recipeCuisine: "Indian",
  recipeCategory: "Main Course",
  keywords: "comfort, one-pot, Indian",
  recipeIngredient: ["1 cup basmati rice", "1/2 cup split moong dal, rinsed", "2 tbsp ghee", "1 tsp cumin seeds"],
  recipeInstructions: [
    {
      "@type": "HowToSection",
      name: "Prepare",
      itemListElement: [{ "@type": "HowToStep", text: "Rinse the rice and dal until the water runs clear." }],
    },
    { "@type": "HowToStep", text: "Warm the ghee, crackle the cumin, then add rice, dal and 6 cups of water." },
    "Simmer covered for an hour, stirring now and then.",
  ],
  nutrition: {
    "@type": "NutritionInformation",
    calories: "320 calories",
    proteinContent: "12 g",
    fatContent: "9 g",
    sodiumContent: "410 mg",
  },
  ...extra,
});

const preview = (jsonLd: unknown) =>
  api.post("/api/admin/recipe-import/preview", { jsonLd: typeof jsonLd === "string" ? jsonLd : JSON.stringify(jsonLd) });
const importAs = (jsonLd: unknown, mode: "published" | "draft", duplicates?: "skip" | "import") =>
  api.post("/api/admin/recipe-import", { jsonLd: typeof jsonLd === "string" ? jsonLd : JSON.stringify(jsonLd), mode, duplicates });

describe("reading schema.org durations", () => {
  it("should read ISO 8601 durations as whole minutes and refuse anything else", () => {
    expect(minutesOfDuration("PT15M")).toBe(15);
    expect(minutesOfDuration("PT1H30M")).toBe(90);
    expect(minutesOfDuration("P1DT2H")).toBe(1560);
    expect(minutesOfDuration("PT90S")).toBe(2);
    expect(minutesOfDuration("pt2h")).toBe(120);
    for (const bad of ["15 minutes", "P", "PT", "1H", "PT-5M"]) expect(minutesOfDuration(bad), bad).toBeNull();
  });
});

describe("POST /api/admin/recipe-import/preview", () => {
  it("should preview a recipe in the library's shape: times, ingredients, steps, nutrition, https image, filed by the library's lookups", async () => {
    const res = await preview(kitchari());
    expect(res.statusCode, res.body).toBe(200);
    const { items, importable, duplicates } = res.json();
    expect({ importable, duplicates }).toEqual({ importable: 1, duplicates: 0 });
    expect(items[0].errors).toEqual([]);
    expect(items[0].recipe).toEqual({
      title: "Imported Moong Dal Kitchari",
      description: "A gentle one-pot rice and lentil dish for resetting digestion.",
      image: "https://images.example.com/kitchari.jpg",
      cuisine: "indian",
      category: "main-course",
      dietType: "vegetarian",
      difficulty: "hard",
      prepTime: 15,
      cookTime: 65,
      servings: 4,
      tags: ["comfort", "one-pot"],
      ingredients: [
        { amount: "1", unit: "cup", name: "basmati rice" },
        { amount: "1/2", unit: "cup", name: "split moong dal, rinsed" },
        { amount: "2", unit: "tbsp", name: "ghee" },
        { amount: "1", unit: "tsp", name: "cumin seeds" },
      ],
      instructions: [
        "Rinse the rice and dal until the water runs clear.",
        "Warm the ghee, crackle the cumin, then add rice, dal and 6 cups of water.",
        "Simmer covered for an hour, stirring now and then.",
      ],
      nutritionFacts: { calories: 320, protein: 12, fat: 9, sodium: 410 },
    });
    // Nothing was written.
    expect(await app.database.db.select().from(recipes).where(eq(recipes.title, "Imported Moong Dal Kitchari"))).toHaveLength(0);
  });

  it("should read an array and a @graph, and keep only https images or site paths", async () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", name: "Not a recipe" },
        kitchari("Graph One", { image: "/images/recipes/one.webp", totalTime: "PT40M", prepTime: undefined, cookTime: undefined }),
        kitchari("Graph Two", { image: `${SITE}/images/recipes/two.webp` }),
        kitchari("Graph Three", { image: "ftp://files.example.com/three.jpg" }),
      ],
    };
    const res = await preview(graph);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { recipe: { title: string } }) => i.recipe.title)).toEqual(["Graph One", "Graph Two", "Graph Three"]);
    expect(items[0].recipe).toMatchObject({ image: "/images/recipes/one.webp", prepTime: 0, cookTime: 40 });
    expect(items[1].recipe.image).toBe("/images/recipes/two.webp");
    expect(items[2].recipe.image).toBeNull();
    expect(items[2].warnings.join(" ")).toMatch(/image was left out/);
    const array = await preview([kitchari("Array One"), kitchari("Array Two")]);
    expect(array.json().importable).toBe(2);
  });

  it("should warn about a recipe whose title the library has, whatever its case", async () => {
    const [existing] = await app.database.db
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .orderBy(asc(recipes.id))
      .limit(1);
    const res = await preview(kitchari(`  ${existing.title.toUpperCase()} `));
    expect(res.json().duplicates).toBe(1);
    expect(res.json().items[0].duplicateOf).toEqual({ id: existing.id, title: existing.title });
  });

  it("should explain bad JSON-LD clearly: not JSON, no Recipe, missing parts, bad durations", async () => {
    const notJson = await preview('{"@type": "Recipe", name: }');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/^This is not valid JSON/);
    const noRecipe = await preview({ "@type": "Article", name: "News" });
    expect(noRecipe.statusCode).toBe(400);
    expect(noRecipe.json().message).toMatch(/No schema.org Recipe found/);
    const empty = await api.post("/api/admin/recipe-import/preview", { jsonLd: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Paste or upload the JSON-LD");

    const broken = await preview([kitchari("", { recipeIngredient: [], recipeInstructions: [], prepTime: "15 minutes" })]);
    expect(broken.statusCode).toBe(200);
    const [item] = broken.json().items;
    expect(item.recipe).toBeNull();
    expect(item.errors).toEqual([
      "name is missing: every recipe needs a title.",
      "recipeIngredient is missing or empty: list the ingredients.",
      "recipeInstructions is missing or empty: give the steps as text, HowToStep or HowToSection.",
      'prepTime "15 minutes" is not an ISO 8601 duration such as PT15M or PT1H30M (at most 7 days).',
    ]);
  });
});

describe("POST /api/admin/recipe-import", () => {
  it("should import as published: a real library recipe with its page and found by search, audited", async () => {
    const res = await importAs(kitchari("Saffron Lentil Importer Stew"), "published");
    expect(res.statusCode, res.body).toBe(201);
    const [created] = res.json().created;
    expect(created).toMatchObject({ title: "Saffron Lentil Importer Stew", draftId: null, path: `/recipes/${created.recipeId}` });
    const page = await app.inject({ method: "GET", url: `/api/recipes/${created.recipeId}` });
    expect(page.json()).toMatchObject({
      title: "Saffron Lentil Importer Stew",
      cookTime: 65,
      image: "https://images.example.com/kitchari.jpg",
    });
    const found = await app.inject({ method: "GET", url: "/api/recipes?search=saffron%20lentil%20importer" });
    expect(found.json().recipes.map((r: { id: number }) => r.id)).toContain(created.recipeId);
    expect((await auditOf(app, "recipe", created.recipeId))[0]).toMatchObject({ action: "recipe.imported", after: { mode: "published" } });
  });

  it("should skip duplicates by default (in the library and within the paste), and import them when asked", async () => {
    const skipped = await importAs(
      [kitchari("Saffron Lentil Importer Stew"), kitchari("Twice Pasted Dal"), kitchari("twice pasted dal")],
      "published",
    );
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().created.map((c: { title: string }) => c.title)).toEqual(["Twice Pasted Dal"]);
    expect(skipped.json().skipped.map((s: { position: number }) => s.position)).toEqual([1, 3]);
    const forced = await importAs(kitchari("Saffron Lentil Importer Stew"), "published", "import");
    expect(forced.json().created).toHaveLength(1);
  });

  it("should refuse the whole paste (422) when any recipe has errors, writing nothing", async () => {
    const before = (await app.database.db.select({ id: recipes.id }).from(recipes)).length;
    const res = await importAs([kitchari("Good One Never Written"), kitchari("Bad", { recipeIngredient: [] })], "published");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Recipe 2: recipeIngredient is missing/);
    expect((await app.database.db.select({ id: recipes.id }).from(recipes)).length).toBe(before);
    expect((await importAs("not json", "draft")).statusCode).toBe(400);
    expect((await api.post("/api/admin/recipe-import", { jsonLd: JSON.stringify(kitchari()), mode: "later" })).statusCode).toBe(400);
  });

  it("should keep drafts out of the library until published; publish once (409 after), discard audited", async () => {
    const res = await importAs([kitchari("Draft Kitchari One"), kitchari("Draft Kitchari Two")], "draft");
    expect(res.statusCode, res.body).toBe(201);
    const [one, two] = res.json().created;
    expect(one.recipeId).toBeNull();
    expect(await app.database.db.select().from(recipes).where(eq(recipes.title, "Draft Kitchari One"))).toHaveLength(0);

    const list = await api.get("/api/admin/recipe-drafts");
    expect(list.json()).toMatchObject({ total: 2, totalPages: 1, hasPrev: false, hasNext: false });
    expect(list.json().data.map((d: { title: string }) => d.title)).toEqual(["Draft Kitchari Two", "Draft Kitchari One"]);

    const published = await api.post(`/api/admin/recipe-drafts/${one.draftId}/publish`, {});
    expect(published.statusCode, published.body).toBe(201);
    const recipeId = published.json().recipeId;
    expect((await app.inject({ method: "GET", url: `/api/recipes/${recipeId}` })).json().title).toBe("Draft Kitchari One");
    expect((await api.post(`/api/admin/recipe-drafts/${one.draftId}/publish`, {})).statusCode).toBe(409);
    expect((await auditOf(app, "recipe_draft", one.draftId))[0]).toMatchObject({
      action: "recipe_draft.published",
      after: { publishedRecipeId: recipeId },
    });

    const discarded = await app.inject({
      method: "DELETE",
      url: `/api/admin/recipe-drafts/${two.draftId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(discarded.statusCode).toBe(200);
    expect(await app.database.db.select().from(recipeDrafts).where(eq(recipeDrafts.id, two.draftId))).toHaveLength(0);
    expect((await auditOf(app, "recipe_draft", two.draftId))[0].action).toBe("recipe_draft.discarded");
    expect((await api.get("/api/admin/recipe-drafts")).json().total).toBe(0);
    expect((await api.post("/api/admin/recipe-drafts/999999/publish", {})).statusCode).toBe(404);
  });
});

describe("the round trip: a recipe page's own JSON-LD imported back", () => {
  it("should give back the same recipe: title, description, times, servings, ingredients, steps, nutrition, image, filing", async () => {
    const [original] = await app.database.db.select().from(recipes).orderBy(asc(recipes.id)).limit(1);
    const [cuisine] = await app.database.db.select().from(cuisines).where(eq(cuisines.name, original.cuisine));
    const [category] = await app.database.db.select().from(categories).where(eq(categories.name, original.category));
    // The very JSON-LD the recipe page emits, as it sits in the page's script tag.
    const jsonLd = buildRecipeJsonLd({
      recipe: { ...original, createdAt: original.createdAt.toISOString() },
      siteUrl: SITE,
      cuisineName: cuisine?.displayName,
      categoryName: category?.displayName,
    });
    const res = await importAs(JSON.stringify(jsonLd), "published", "import");
    expect(res.statusCode, res.body).toBe(201);
    const copy = (await app.inject({ method: "GET", url: `/api/recipes/${res.json().created[0].recipeId}` })).json();

    expect(copy.title).toBe(original.title);
    expect(copy.description).toBe(original.description.replace(/\s+/g, " ").trim());
    expect(copy.image).toBe(original.image);
    expect({ prep: copy.prepTime, cook: copy.cookTime, servings: copy.servings }).toEqual({
      prep: original.prepTime,
      cook: original.cookTime,
      servings: original.servings,
    });
    expect({ cuisine: copy.cuisine, category: copy.category }).toEqual({ cuisine: original.cuisine, category: original.category });
    expect(copy.ingredients.map(ingredientText)).toEqual(original.ingredients.map(ingredientText));
    // The page leaves out steps of 10 characters or fewer; every other step comes back as it was.
    expect(copy.instructions).toEqual(parseInstructions(original.instructions).filter((step) => step.length > 10));
    for (const key of ["calories", "protein", "carbs", "fat"] as const) {
      if (original.nutritionFacts[key] !== undefined) expect(copy.nutritionFacts[key], key).toBe(Number(original.nutritionFacts[key]));
    }
    expect(copy.tags).toEqual(original.tags);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish the importer's routes with their inputs, answers and errors", async () => {
    const importPaths = /^\/api\/admin\/(recipe-import|recipe-drafts)(\/|$)/;
    const json = ["application/json"];
    const expected = {
      "POST /api/admin/recipe-import/preview": {
        tags: ["Admin"],
        statuses: [200, 400, 401, 403, 413],
        answers: "RecipeImportPreview",
        body: json,
      },
      "POST /api/admin/recipe-import": {
        tags: ["Admin"],
        statuses: [201, 400, 401, 403, 413, 422],
        answers: "RecipeImportResult",
        body: json,
      },
      "GET /api/admin/recipe-drafts": { tags: ["Admin"], statuses: [200, 400, 401], answers: "RecipeDraftPage", body: [] },
      "GET /api/admin/recipe-drafts/:id": { tags: ["Admin"], statuses: [200, 400, 401, 404], answers: "RecipeDraft", body: [] },
      "POST /api/admin/recipe-drafts/:id/publish": {
        tags: ["Admin"],
        statuses: [201, 400, 401, 403, 404, 409],
        answers: "object",
        body: [],
      },
      "DELETE /api/admin/recipe-drafts/:id": { tags: ["Admin"], statuses: [200, 400, 401, 403, 404, 409], answers: "object", body: [] },
    };
    expect(declaredRoutesMatching(app, importPaths).sort()).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, importPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });
});
