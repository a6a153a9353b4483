import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deals, products } from "../../db/schema/index";
import { declaredRoutesMatching, publishedOperations } from "../../test-support/openapi";
import { buildTestApp } from "../../test-support/test-app";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });
type Listed = { id: number; name: string; categorySlug: string; wholesale: boolean; stock: number; stockStatus: string; inStock: boolean };
const names = (list: Listed[]) => list.map((p) => p.name);

describe("GET /api/shop-products", () => {
  it("should answer the plain list of every product when called without a query, each with its stock", async () => {
    const res = await get("/api/shop-products");
    expect(res.statusCode).toBe(200);
    const list = res.json<Listed[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(44);
    for (const p of list) {
      expect(p.stock).toEqual(expect.any(Number));
      expect(p.inStock).toBe(p.stock > 0);
      expect(p.stockStatus).toBe(p.stock === 0 ? "out_of_stock" : p.stock <= 5 ? "low_stock" : "in_stock");
    }
    expect(new Set(list.map((p) => p.stockStatus))).toEqual(new Set(["in_stock", "low_stock", "out_of_stock"]));
  });

  it("should page the grid 12 at a time with the pagination of other lists", async () => {
    const first = (await get("/api/shop-products?page=1")).json();
    expect(first.data).toHaveLength(12);
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 44, totalPages: 4 });
    const last = (await get("/api/shop-products?page=4")).json();
    expect(last.data).toHaveLength(8);
    const all = [
      ...first.data,
      ...(await get("/api/shop-products?page=2")).json().data,
      ...(await get("/api/shop-products?page=3")).json().data,
      ...last.data,
    ];
    expect(new Set(all.map((p: Listed) => p.id)).size).toBe(44);
    expect((await get("/api/shop-products?page=9")).json()).toEqual({
      data: [],
      pagination: { page: 9, limit: 12, total: 44, totalPages: 4 },
    });
  });

  it("should filter by category slug, by category type and by the wholesale quick category", async () => {
    const knives = (await get("/api/shop-products?category=knives")).json();
    expect(knives.pagination.total).toBe(5);
    expect(knives.data.every((p: Listed) => p.categorySlug === "knives")).toBe(true);
    const books = (await get("/api/shop-products?type=books&limit=48")).json();
    expect(books.data.every((p: Listed) => p.categorySlug === "books")).toBe(true);
    const equipment = (await get("/api/shop-products?type=equipment&limit=48")).json();
    expect(new Set(equipment.data.map((p: Listed) => p.categorySlug))).toEqual(new Set(["cookware", "small-appliances", "storage"]));
    const wholesale = (await get("/api/shop-products?category=wholesale&limit=48")).json();
    expect(wholesale.pagination.total).toBeGreaterThan(5);
    expect(wholesale.data.every((p: Listed) => p.wholesale)).toBe(true);
    expect((await get("/api/shop-products?category=no-such-category")).json().pagination.total).toBe(0);
    expect((await get("/api/shop-products?category=all")).json().pagination.total).toBe(44);
  });

  it("should search name, brand, category and description, forgiving typos", async () => {
    const first = async (search: string) => names((await get(`/api/shop-products?search=${encodeURIComponent(search)}`)).json().data)[0];
    expect(await first("turmric")).toBe("Organic Ground Turmeric");
    expect(await first("cardamon pods")).toBe("Green Cardamom Pods");
    expect(await first("knif")).toMatch(/Knife/);
    expect(await first("Kestrel Forge")).toMatch(/Knife/);
    expect(await first("kitchen scale")).toBe("Digital Kitchen Scale");
    expect(await first("Dabba")).toBe("Stainless Steel Masala Dabba");
    const brand = (await get("/api/shop-products?search=kestrel&limit=48")).json();
    expect(brand.data.every((p: { brand: string }) => p.brand === "Kestrel Forge")).toBe(true);
    // A word that names only the category ('Kitchen Tools') still finds the category's products.
    const tools = (await get("/api/shop-products?search=tools&limit=48")).json();
    expect(tools.data.some((p: Listed) => p.categorySlug === "tools")).toBe(true);
    const searchInCategory = (await get("/api/shop-products?search=ghee&category=storage")).json();
    expect(names(searchInCategory.data)).toEqual(["Stoneware Ghee Pot with Lid"]);
    expect((await get("/api/shop-products?search=xyzzyq")).json().pagination.total).toBe(0);
    expect((await get("/api/shop-products?search=%C3%A9%C3%A9")).statusCode).toBe(200);
    expect((await get("/api/shop-products?search=the")).json().pagination.total).toBe(44);
  });

  it("should refuse bad query values with 400 and the field's message", async () => {
    for (const [url, path] of [
      ["/api/shop-products?page=0", "page"],
      ["/api/shop-products?limit=49", "limit"],
      ["/api/shop-products?type=gadgets", "type"],
      ["/api/shop-products?search=a%00b", "search"],
      [`/api/shop-products?search=${"x".repeat(201)}`, "search"],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().issues[0].path, url).toBe(path);
    }
  });
});

describe("GET /api/shop-products/{id} and /api/shop-categories", () => {
  it("should give one product with its stock, and 404 for an unknown one", async () => {
    const [row] = await app.database.db.select().from(products).where(eq(products.name, "Nakiri Vegetable Knife"));
    const product = (await get(`/api/shop-products/${row.id}`)).json();
    expect(product).toMatchObject({
      id: row.id,
      stock: 4,
      stockStatus: "low_stock",
      inStock: true,
      sku: expect.any(String),
      categoryName: "Knives",
    });
    const res = await get("/api/shop-products/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("The product you're looking for doesn't exist.");
  });

  it("should list the categories with their types", async () => {
    const categories = (await get("/api/shop-categories")).json();
    expect(categories.length).toBe(10);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      name: "Knives",
      slug: "knives",
      description: expect.any(String),
      type: "tools",
      image: expect.any(String),
    });
  });
});

describe("GET /api/deals", () => {
  it("should list only deals still valid, filtered by category", async () => {
    const all = (await get("/api/deals")).json();
    expect(all.length).toBe(10);
    const [first] = await app.database.db.select().from(deals).limit(1);
    await app.database.db.update(deals).set({ validUntil: "2020-01-01" }).where(eq(deals.id, first.id));
    const after = (await get("/api/deals")).json();
    expect(after.map((d: { id: number }) => d.id)).not.toContain(first.id);
    expect(after.length).toBe(9);
    const books = (await get("/api/deals?category=books")).json();
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((d: { category: string }) => d.category === "books")).toBe(true);
    expect((await get("/api/deals?category=toys")).statusCode).toBe(400);
    await app.database.db.update(deals).set({ validUntil: first.validUntil }).where(eq(deals.id, first.id));
  });
});

describe("GET /api/openapi.json", () => {
  it("should publish every shop route with its query, its answer and its errors", async () => {
    // POST /api/products and PATCH /api/products/:id are the admin's (product submission, image manager).
    const shopPaths = /^\/api\/(products|shop-products|shop-categories|deals)(\/|$)/;
    const expected = {
      "GET /api/products": { tags: ["Shop"], statuses: [200, 400], answers: "ShopProduct[]", body: [] },
      "GET /api/products/:id": { tags: ["Shop"], statuses: [200, 400, 404], answers: "ShopProduct", body: [] },
      "GET /api/shop-products": { tags: ["Shop"], statuses: [200, 400], answers: "ShopProduct[] | ShopProductPage", body: [] },
      "GET /api/shop-products/:id": { tags: ["Shop"], statuses: [200, 400, 404], answers: "ShopProduct", body: [] },
      "GET /api/shop-categories": { tags: ["Shop"], statuses: [200], answers: "ShopCategory[]", body: [] },
      "GET /api/deals": { tags: ["Shop"], statuses: [200, 400], answers: "Deal[]", body: [] },
    };
    expect(
      declaredRoutesMatching(app, shopPaths)
        .filter((route) => route.startsWith("GET "))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
    const published = await publishedOperations(app, shopPaths);
    for (const [route, operation] of Object.entries(expected)) expect(published[route], route).toEqual(operation);
  });

  it("should answer only the fields the product schema declares", async () => {
    const [row] = await app.database.db.select().from(products).limit(1);
    const product = (await get(`/api/shop-products/${row.id}`)).json();
    expect(Object.keys(product).sort()).toEqual(
      [
        "id",
        "name",
        "description",
        "price",
        "image",
        "categorySlug",
        "categoryName",
        "brand",
        "inStock",
        "wholesale",
        "featured",
        "rating",
        "reviewCount",
        "weight",
        "sku",
        "specs",
        "images",
        "stock",
        "stockStatus",
      ].sort(),
    );
  });
});
