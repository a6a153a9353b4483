import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

type Summary = {
  id: number;
  title: string;
  cuisine: string;
  category: string;
  dietType: string;
  difficulty: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  rating: number;
};
const list = async (url: string) => {
  const res = await app.inject({ method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<{ recipes: Summary[]; total: number; totalPages: number }>();
};
const titles = (body: { recipes: Summary[] }) => body.recipes.map((r) => r.title);
const full = async (id: number) => (await app.inject({ method: "GET", url: `/api/recipes/${id}` })).json();

describe("recipe search", () => {
  it("should rank a title match first and ignore word order, case and accents", async () => {
    const a = await list("/api/recipes?search=masala%20chana");
    expect(titles(a)[0]).toMatch(/Chana Masala/i);
    const b = await list("/api/recipes?search=CHANA%20masala");
    expect(titles(b)).toEqual(titles(a));
    const accents = await list(`/api/recipes?search=${encodeURIComponent("phở")}`);
    const plain = await list("/api/recipes?search=pho");
    expect(accents.total).toBeGreaterThan(0);
    expect(titles(accents)).toEqual(titles(plain));
  });

  it("should find the dish despite a typo", async () => {
    const turmeric = await list("/api/recipes?search=turmric");
    expect(turmeric.total).toBeGreaterThan(0);
    const biryani = await list("/api/recipes?search=biriyani");
    expect(titles(biryani).some((t) => /biryani/i.test(t))).toBe(true);
  });

  it("should correct a misspelling to a word a recipe has just brought, not to the one remembered", async () => {
    // "biriyanis" reads as the nearest dictionary word: biryani.
    const before = await list("/api/recipes?search=biriyanis&limit=50");
    expect(titles(before).some((t) => /biryani/i.test(t))).toBe(true);
    const [other] = (await list("/api/recipes?search=lentil&limit=1")).recipes;
    expect(titles(before)).not.toContain(other.title);
    // A recipe now uses "biriyanis" itself: the word is no longer a misspelling.
    await app.database.db
      .update(recipes)
      .set({ title: `${other.title} Biriyanis` })
      .where(eq(recipes.id, other.id));
    try {
      const after = await list("/api/recipes?search=biriyanis&limit=50");
      expect(after.recipes.map((r) => r.id)).toEqual([other.id]);
    } finally {
      await app.database.db.update(recipes).set({ title: other.title }).where(eq(recipes.id, other.id));
    }
  });
  it("should match a quoted phrase only as a phrase", async () => {
    const phrase = await list(`/api/recipes?search=${encodeURIComponent('"coconut milk"')}`);
    expect(phrase.total).toBeGreaterThan(0);
    for (const r of phrase.recipes) {
      const recipe = await full(r.id);
      const text = JSON.stringify(recipe).toLowerCase();
      expect(text, r.title).toMatch(/coconut milk/);
    }
  });

  it("should search ingredients, tags and cuisine too", async () => {
    const byIngredient = await list("/api/recipes?search=ghee&limit=50");
    expect(byIngredient.total).toBeGreaterThan(1);
    const byCuisine = await list("/api/recipes?search=korean&limit=50");
    expect(byCuisine.recipes.every((r) => r.cuisine === "korean" || /korean/i.test(r.title))).toBe(true);
  });

  it("should combine search with filters and paginate", async () => {
    const filtered = await list("/api/recipes?search=rice&cuisine=indian&limit=50");
    expect(filtered.recipes.every((r) => r.cuisine === "indian")).toBe(true);
    const page1 = await list("/api/recipes?limit=5&page=1");
    const page2 = await list("/api/recipes?limit=5&page=2");
    expect(page1.total).toBe(page2.total);
    expect(new Set([...titles(page1), ...titles(page2)]).size).toBe(10);
    const beyond = await list("/api/recipes?limit=5&page=999");
    expect(beyond.recipes).toEqual([]);
    expect(beyond.total).toBe(page1.total);
  });

  it("should answer a search asked again after a recipe changed with the change, never a remembered answer", async () => {
    const url = "/api/recipes?search=chana%20masala";
    const before = await list(url);
    const [top] = before.recipes;
    await app.database.db
      .update(recipes)
      .set({ title: `${top.title} Deluxe`, rating: 1.5 })
      .where(eq(recipes.id, top.id));
    const after = await list(url);
    expect(after.recipes.find((r) => r.id === top.id)).toMatchObject({ title: `${top.title} Deluxe`, rating: 1.5 });
    await app.database.db.update(recipes).set({ title: top.title, rating: top.rating }).where(eq(recipes.id, top.id));
    expect((await list(url)).recipes.find((r) => r.id === top.id)).toMatchObject({ title: top.title, rating: top.rating });
  });

  it("should answer a page past the last with the count, and with a recipe once one more matches", async () => {
    const first = await list("/api/recipes?search=biryani&limit=1");
    const past = first.total + 1;
    const empty = await list(`/api/recipes?search=biryani&limit=1&page=${past}`);
    expect(empty).toEqual({ recipes: [], total: first.total, totalPages: first.total });
    // Asked again, from the count already known.
    expect(await list(`/api/recipes?search=biryani&limit=1&page=${past + 1}`)).toEqual({
      recipes: [],
      total: first.total,
      totalPages: first.total,
    });
    const [other] = (await list("/api/recipes?search=lentil&limit=1")).recipes;
    await app.database.db
      .update(recipes)
      .set({ title: `${other.title} Biryani` })
      .where(eq(recipes.id, other.id));
    try {
      const now = await list(`/api/recipes?search=biryani&limit=1&page=${past}`);
      expect(now.total).toBe(first.total + 1);
      expect(now.recipes).toHaveLength(1);
    } finally {
      await app.database.db.update(recipes).set({ title: other.title }).where(eq(recipes.id, other.id));
    }
  });

  it("should find nothing for text with nothing searchable, without failing", async () => {
    expect((await list(`/api/recipes?search=${encodeURIComponent('!!! "" ???')}`)).total).toBe(0);
    expect((await list(`/api/recipes?search=${encodeURIComponent("'; drop table recipes; --")}`)).total).toBe(0);
    expect((await list("/api/recipes?limit=1")).total).toBeGreaterThan(60);
  });
});

describe("advanced search", () => {
  const adv = (params: string) => list(`/api/recipes/advanced-search?${params}&limit=50`);

  it("should apply each basic filter", async () => {
    for (const r of (await adv("difficulty=easy")).recipes) expect(r.difficulty).toBe("easy");
    for (const r of (await adv("cookingTimeMax=30")).recipes) expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(30);
    for (const r of (await adv("cookingTimeMin=60")).recipes) expect(r.prepTime + r.cookTime).toBeGreaterThanOrEqual(60);
    for (const r of (await adv("servingsMin=6&servingsMax=8")).recipes) expect(r.servings).toBeGreaterThanOrEqual(6);
    for (const r of (await adv("rating=4.8")).recipes) expect(r.rating).toBeGreaterThanOrEqual(4.8);
    for (const r of (await adv("category=dessert&dietType=vegan")).recipes) {
      expect([r.category, r.dietType]).toEqual(["dessert", "vegan"]);
    }
    const q = await adv("query=coconut&cuisine=thai");
    expect(q.total).toBeGreaterThan(0);
    expect(q.recipes.every((r) => r.cuisine === "thai")).toBe(true);
  });

  it("should apply nutrition and ayurveda filters against the full recipe", async () => {
    const checks: [string, (recipe: any) => boolean][] = [
      ["caloriesMax=300", (x) => x.nutritionFacts.calories <= 300],
      ["nutritionFocus=high-protein", (x) => x.nutritionFacts.protein >= 20],
      ["nutritionFocus=low-carb,low-sodium", (x) => x.nutritionFacts.carbs <= 20 && x.nutritionFacts.sodium <= 400],
      ["ayurvedicDosha=pitta", (x) => x.ayurvedicProperties.dosha === "pitta"],
      ["season=winter", (x) => x.ayurvedicProperties.season.includes("winter")],
      ["mealType=breakfast", (x) => x.mealType === "breakfast"],
      ["spiceLevel=mild", (x) => x.spiceLevel === "mild"],
      ["priceRange=budget", (x) => x.priceRange === "budget"],
      ["cookingMethods=baking&cookingMethods=steaming", (x) => ["baking", "steaming"].includes(x.cookingMethod)],
      ["healthBenefits=digestion", (x) => /digest|gut|bloat/i.test(JSON.stringify(x.healthBenefits))],
      ["ingredients=ghee", (x) => x.ingredients.some((i: any) => /ghee/i.test(i.name))],
      [
        "ingredients=coconut%20milk&excludeIngredients=chicken",
        (x) => x.ingredients.some((i: any) => /coconut milk/i.test(i.name)) && !x.ingredients.some((i: any) => /chicken/i.test(i.name)),
      ],
    ];
    for (const [params, holds] of checks) {
      const result = await adv(params);
      expect(result.total, params).toBeGreaterThan(0);
      for (const r of result.recipes) expect(holds(await full(r.id)), `${params}: ${r.title}`).toBe(true);
    }
  });

  it("should sort by rating, newest and quickest", async () => {
    const byRating = (await adv("sort=rating")).recipes.map((r) => r.rating);
    expect(byRating.length).toBeGreaterThan(1);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const newest = (await adv("sort=newest")).recipes.map((r) => r.id);
    const created = await Promise.all(newest.map(async (id) => Date.parse((await full(id)).createdAt)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const quick = (await adv("sort=quickest")).recipes.map((r) => r.prepTime + r.cookTime);
    expect(quick).toEqual([...quick].sort((a, b) => a - b));
  });

  it("should refuse bad filters with field messages", async () => {
    const bad = [
      ["difficulty=impossible", "difficulty"],
      ["cookingTimeMin=90&cookingTimeMax=30", "cookingTimeMax"],
      ["caloriesMax=abc", "caloriesMax"],
      ["rating=7", "rating"],
      ["season=dry", "season"],
      ["nutritionFocus=keto-ish", "nutritionFocus.0"],
      ["cookingMethods=microwaving", "cookingMethods.0"],
      [`query=${"x".repeat(201)}`, "query"],
      ["limit=500", "limit"],
    ];
    for (const [params, path] of bad) {
      const res = await app.inject({ method: "GET", url: `/api/recipes/advanced-search?${params}` });
      expect(res.statusCode, params).toBe(400);
      expect(
        res.json().issues.map((i: { path: string }) => i.path),
        params,
      ).toContain(path);
    }
  });
});

describe("catalogue statistics", () => {
  it("should count ingredient use across recipes", async () => {
    const res = await app.inject({ method: "GET", url: "/api/ingredients/popular" });
    const body = res.json<{ name: string; count: number }[]>();
    expect(body.length).toBeGreaterThan(5);
    const counts = body.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Recount the top ingredient over every recipe, by the name before any preparation note.
    const ids = [...(await list("/api/recipes?limit=50&page=1")).recipes, ...(await list("/api/recipes?limit=50&page=2")).recipes].map(
      (r) => r.id,
    );
    let uses = 0;
    for (const id of ids) {
      const recipe = await full(id);
      uses += recipe.ingredients.filter((i: { name: string }) => i.name.split(",")[0].trim().toLowerCase() === body[0].name).length;
    }
    expect(uses).toBe(body[0].count);
  });

  it("should give real per-cuisine counts", async () => {
    const stats = (await app.inject({ method: "GET", url: "/api/cuisines/stats" })).json<{ cuisine: string; count: number }[]>();
    const total = stats.reduce((sum, s) => sum + s.count, 0);
    expect(total).toBe((await list("/api/recipes?limit=1")).total);
    const indian = stats.find((s) => s.cuisine === "indian")!;
    expect(indian.count).toBe((await list("/api/recipes?cuisine=indian&limit=1")).total);
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every recipe route with its query, its answer and its errors", async () => {
    const recipePaths = /^\/api\/(recipes|ingredients|cuisines|categories|diet-types)(\/|$)/;
    const expected = {
      "GET /api/recipes": { tags: ["Recipes"], statuses: [200, 400], answers: "RecipeSummary[] | RecipePage", body: [] },
      "GET /api/recipes/advanced-search": { tags: ["Recipes"], statuses: [200, 400], answers: "RecipePage", body: [] },
      "GET /api/recipes/:id": { tags: ["Recipes"], statuses: [200, 400, 404], answers: "Recipe", body: [] },
      "GET /api/ingredients/popular": { tags: ["Recipes"], statuses: [200], answers: "PopularIngredient[]", body: [] },
      "GET /api/cuisines/stats": { tags: ["Recipes"], statuses: [200], answers: "CuisineStats[]", body: [] },
      "GET /api/categories": { tags: ["Recipes"], statuses: [200], answers: "Lookup[]", body: [] },
      "GET /api/cuisines": { tags: ["Recipes"], statuses: [200], answers: "Lookup[]", body: [] },
      "GET /api/diet-types": { tags: ["Recipes"], statuses: [200], answers: "Lookup[]", body: [] },
    };
    // PATCH /api/recipes/:id is the admin's (the library editor).
    expect(
      declaredRoutesMatching(app, recipePaths)
        .filter((route) => route.startsWith("GET "))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, recipePaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });

  it("should answer recipes asked for at once each with its own, and an unknown one with 404", async () => {
    const ids = (await app.inject({ method: "GET", url: "/api/recipes?limit=12" })).json<{ recipes: Summary[] }>().recipes.map((r) => r.id);
    const asked = [...ids, ids[0], ids[3], 999_999];
    const answers = await Promise.all(asked.map((id) => app.inject({ method: "GET", url: `/api/recipes/${id}` })));
    expect(answers.map((res) => res.statusCode)).toEqual([...asked.slice(0, -1).map(() => 200), 404]);
    expect(answers.slice(0, -1).map((res) => res.json<{ id: number }>().id)).toEqual(asked.slice(0, -1));
    const [direct] = await app.database.db.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, ids[3]));
    expect(answers[3].json<{ title: string }>().title).toBe(direct.title);
  });

  it("should answer the home page's featured list asked for at once alike, and with a change made before asking", async () => {
    const featuredIds = async () => {
      const res = await app.inject({ method: "GET", url: "/api/recipes?featured=true" });
      return res.json<Summary[]>().map((recipe) => recipe.id);
    };
    const together = await Promise.all(Array.from({ length: 6 }, featuredIds));
    expect(together[0]).toHaveLength(4);
    for (const list of together) expect(list).toEqual(together[0]);
    // The list is the newest featured recipes first: featuring the newest recipe puts it first.
    const [newest] = await app.database.db
      .select({ id: recipes.id, featured: recipes.featured })
      .from(recipes)
      .orderBy(desc(recipes.id))
      .limit(1);
    await app.database.db.update(recipes).set({ featured: !newest.featured }).where(eq(recipes.id, newest.id));
    try {
      const [changed] = await Promise.all([featuredIds(), featuredIds()]);
      if (newest.featured) expect(changed).not.toContain(newest.id);
      else expect(changed[0]).toBe(newest.id);
    } finally {
      await app.database.db.update(recipes).set({ featured: newest.featured }).where(eq(recipes.id, newest.id));
    }
  });

  it("should answer a recipe without its search columns", async () => {
    const recipe = (await app.inject({ method: "GET", url: "/api/recipes/1" })).json<Record<string, unknown>>();
    expect(recipe.id).toBe(1);
    for (const internal of ["searchVector", "searchKeywords", "searchIngredients"]) expect(recipe).not.toHaveProperty(internal);
    expect(recipe).toHaveProperty("ayurvedicProperties.dosha");
  });
});
