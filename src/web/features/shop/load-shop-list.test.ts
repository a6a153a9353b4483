import { describe, expect, it } from "vitest";
import type { ShopCategory } from "../../../shared/schemas/catalogue";
import type { ShopProduct, ShopProductListQuery, ShopProductListResponse } from "../../../shared/schemas/shop";
import { loadShopList, type ShopListSource } from "./load-shop-list.server";

const category = (id: number, slug: string, type: string): ShopCategory => ({
  id,
  name: slug.replace(/-/g, " "),
  slug,
  description: `About ${slug}`,
  type,
  image: `/api/art/${slug}/ffffff.svg`,
});
const CATEGORIES = [category(1, "knives", "tools"), category(2, "spices", "ingredients"), category(3, "small-appliances", "equipment")];

const product = (id: number): ShopProduct =>
  ({ id, name: `Product ${id}`, price: 10, stock: 20, stockStatus: "in_stock", inStock: true }) as ShopProduct;

/** A shop holding `total` products, paged as the service pages them, recording each query. */
function fakeShop(total: number) {
  const asked: ShopProductListQuery[] = [];
  const all = Array.from({ length: total }, (_, i) => product(i + 1));
  const source: ShopListSource = {
    searchProducts: async (query): Promise<ShopProductListResponse> => {
      asked.push(query);
      const data = all.slice((query.page - 1) * query.limit, query.page * query.limit);
      return { data, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
    },
    categories: async () => CATEGORIES,
    getProduct: async (id) => all.find((p) => p.id === id) ?? null,
  };
  return { source, asked };
}

const url = (query: string) => new URL(`http://127.0.0.1/shop${query}`);

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected the loader to throw");
}

describe("loadShopList", () => {
  it("should ask for 12 products of the URL's category, search and page", async () => {
    const { source, asked } = fakeShop(30);
    const data = await loadShopList(source, url("?category=knives&search=steel&page=2"));
    expect(asked).toEqual([{ category: "knives", search: "steel", page: 2, limit: 12 }]);
    expect(data.query).toEqual({ category: "knives", search: "steel", page: 2 });
    expect(data.products.map((p) => p.id)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(data).toMatchObject({ total: 30, totalPages: 3, inquiry: null });
    expect(data.categories.map((c) => c.slug)).toEqual(["knives", "spices", "small-appliances"]);
  });

  it("should preselect the spec's query categories and the Wholesale tab", async () => {
    for (const slug of ["knives", "spices", "small-appliances", "wholesale"]) {
      const { source, asked } = fakeShop(3);
      const data = await loadShopList(source, url(`?category=${slug}`));
      expect(data.query.category).toBe(slug);
      expect(asked[0].category).toBe(slug);
    }
  });

  it("should drop a category the catalogue does not know and show every product", async () => {
    const { source, asked } = fakeShop(3);
    const data = await loadShopList(source, url("?category=chainsaws&type=books&featured=true"));
    expect(data.query).toEqual({ type: "books", featured: true, page: 1 });
    expect(asked).toEqual([{ category: undefined, type: "books", featured: true, page: 1, limit: 12 }]);
  });

  it("should drop search text the contract refuses rather than fail the page", async () => {
    const { source, asked } = fakeShop(3);
    const data = await loadShopList(source, url("?search=tea%00pot&category=spices"));
    expect(data.query).toEqual({ category: "spices", page: 1 });
    expect(asked[0]).not.toHaveProperty("search");
  });

  it("should redirect a page past the last to the last page, keeping the filters", async () => {
    const { source } = fakeShop(30);
    const response = await thrownResponse(loadShopList(source, url("?category=spices&page=9")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop?category=spices&page=3");
  });

  it("should show an empty page, not a redirect, when nothing matches", async () => {
    const { source } = fakeShop(0);
    const data = await loadShopList(source, url("?search=zzz&page=4"));
    expect(data.products).toEqual([]);
    expect(data.totalPages).toBe(0);
  });

  it("should fill the bulk form in for the product a link names, and ignore an unknown one", async () => {
    const { source } = fakeShop(5);
    expect((await loadShopList(source, url("?inquire=4"))).inquiry).toEqual({ id: 4, name: "Product 4" });
    expect((await loadShopList(source, url("?inquire=99"))).inquiry).toBeNull();
    expect((await loadShopList(source, url("?inquire=abc"))).inquiry).toBeNull();
  });
});
