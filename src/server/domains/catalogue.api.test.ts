import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/test-app";
import { seedIfEmpty } from "../db/seed/load-seed";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("platform", () => {
  it("should answer the health check once the database is migrated", async () => {
    const res = await get("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("should answer an unknown API path with a JSON 404", async () => {
    const res = await get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/No API route/);
  });

  it("should not seed twice: a restart leaves the content as it is", async () => {
    const before = (await get("/api/categories")).json().length;
    expect(await seedIfEmpty(app.database.db)).toBe(false);
    expect((await get("/api/categories")).json().length).toBe(before);
  });
});

describe("demo content", () => {
  it("should hold at least 60 recipes over at least 10 cuisines, with full detail", async () => {
    const list = (await get("/api/recipes?limit=50")).json();
    expect(list.total).toBeGreaterThanOrEqual(60);
    const cuisines = (await get("/api/cuisines")).json();
    expect(cuisines.length).toBeGreaterThanOrEqual(10);
    expect(cuisines.every((c: { flag: string }) => c.flag)).toBe(true);
    const recipe = (await get(`/api/recipes/${list.recipes[0].id}`)).json();
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    expect(recipe.ingredients[0]).toHaveProperty("amount");
    expect(recipe.instructions.length).toBeGreaterThan(1);
    expect(recipe.nutritionFacts).toHaveProperty("calories");
    expect(Object.keys(recipe.ayurvedicProperties).sort()).toEqual(["dosha", "kapha", "pitta", "season", "taste", "vata"]);
    expect(recipe.healthBenefits.length).toBeGreaterThan(0);
    // The recipe, not the search machinery behind it.
    for (const key of ["searchVector", "searchKeywords", "searchIngredients", "sourceUserRecipeId"])
      expect(recipe, key).not.toHaveProperty(key);
  });

  it("should serve every catalogue", async () => {
    expect((await get("/api/classes")).json()).toHaveLength(8);
    expect((await get("/api/blog?limit=50")).json().pagination.total).toBe(20);
    expect((await get("/api/shop-products")).json().length).toBeGreaterThanOrEqual(40);
    expect((await get("/api/shop-categories")).json().length).toBeGreaterThanOrEqual(5);
    expect((await get("/api/diet-types")).json().length).toBeGreaterThan(0);
    expect((await get("/api/categories")).json()[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), displayName: expect.any(String) }),
    );
  });

  it("should give classes upcoming schedules with spots", async () => {
    const classes = (await get("/api/classes")).json();
    const today = new Date().toISOString().slice(0, 10);
    for (const c of classes) {
      expect(c.schedule.length).toBeGreaterThan(0);
      for (const slot of c.schedule) {
        expect(slot.date >= today).toBe(true);
        expect(slot.availableSpots).toBeGreaterThanOrEqual(0);
        expect(slot.availableSpots).toBeLessThanOrEqual(c.maxParticipants);
      }
    }
  });
});

describe("home page calls", () => {
  it("should list 4 featured recipes as an array", async () => {
    const res = await get("/api/recipes?featured=true");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(4);
    expect(body.every((r: { featured: boolean }) => r.featured)).toBe(true);
  });

  it("should list 3 featured classes, 3 featured posts in data, 4 featured products", async () => {
    const classes = (await get("/api/classes?featured=true")).json();
    expect(classes).toHaveLength(3);
    const blog = (await get("/api/blog?featured=true")).json();
    expect(blog.data).toHaveLength(3);
    expect(blog.pagination).toEqual(expect.objectContaining({ page: 1, total: 3 }));
    const products = (await get("/api/products?featured=true")).json();
    expect(products).toHaveLength(4);
  });
});

describe("lists and details", () => {
  it("should paginate recipes with totals", async () => {
    const page2 = (await get("/api/recipes?page=2&limit=12")).json();
    expect(page2.recipes).toHaveLength(12);
    expect(page2.totalPages).toBe(Math.ceil(page2.total / 12));
  });

  it("should filter recipes by cuisine and search text", async () => {
    const indian = (await get("/api/recipes?cuisine=indian&limit=50")).json();
    expect(indian.total).toBeGreaterThan(0);
    expect(indian.recipes.every((r: { cuisine: string }) => r.cuisine === "indian")).toBe(true);
    const all = (await get("/api/recipes?cuisine=all&limit=50")).json();
    expect(all.total).toBeGreaterThan(indian.total);
    const searched = (await get(`/api/recipes?search=${encodeURIComponent("%_%")}`)).json();
    expect(searched.total).toBe(0);
  });

  it("should answer 400 for an id that is not a positive integer and 404 for an unknown one", async () => {
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999"]) {
      const res = await get(`/api/recipes/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe("The id must be a positive integer");
    }
    const missing = await get("/api/recipes/999999");
    expect(missing.statusCode).toBe(404);
    expect((await get("/api/classes/999999")).statusCode).toBe(404);
    expect((await get("/api/blog/999999")).statusCode).toBe(404);
    expect((await get("/api/shop-products/999999")).statusCode).toBe(404);
  });

  it("should refuse bad query values with field messages, never a 500", async () => {
    const cases = [
      "/api/recipes?page=0",
      "/api/recipes?limit=51",
      "/api/recipes?limit=ten",
      "/api/recipes?featured=yes",
      `/api/recipes?search=${"x".repeat(201)}`,
      "/api/classes?difficulty=expert",
      "/api/blog?category=gossip",
    ];
    for (const url of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().issues[0]).toEqual(expect.objectContaining({ path: expect.any(String), message: expect.any(String) }));
    }
  });
});

describe("images", () => {
  it("should draw a placeholder of the asked size", async () => {
    const res = await get("/api/placeholder/320/200");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('width="320"');
    expect(res.body).toContain('height="200"');
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("should refuse an impossible placeholder size", async () => {
    expect((await get("/api/placeholder/0/200")).statusCode).toBe(400);
    expect((await get("/api/placeholder/abc/200")).statusCode).toBe(400);
    expect((await get("/api/placeholder/5000/200")).statusCode).toBe(400);
  });

  it("should serve every catalogue item's artwork", async () => {
    const recipe = (await get("/api/recipes?featured=true")).json()[0];
    const res = await get(recipe.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    expect((await get("/api/art/not-an-icon/ffffff.svg")).statusCode).toBe(404);
  });
});
