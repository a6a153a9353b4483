import { describe, expect, it } from "vitest";
import { bulkInquiryHref, priceViewHref, readInquireParam, readShopListParams, shopListHref, withFilter } from "./shop-list-query";

const read = (query: string) => readShopListParams(new URLSearchParams(query));

describe("shop list URL", () => {
  it("should read search, category, type, New Arrivals and page, forgiving case and spaces", () => {
    expect(read("category=knives")).toEqual({ category: "knives", page: 1 });
    expect(read("category=%20Small-Appliances%20&page=3")).toEqual({ category: "small-appliances", page: 3 });
    expect(read("search=%20%20cast%20%20iron%20&type=Tools&featured=true")).toEqual({
      search: "cast iron",
      type: "tools",
      featured: true,
      page: 1,
    });
    expect(read("category=wholesale")).toEqual({ category: "wholesale", page: 1 });
  });

  it("should ignore what cannot be right, so an old or mistyped link still opens the shop", () => {
    expect(read("category=all&type=pets&page=0&featured=yes&search=%20")).toEqual({ page: 1 });
    expect(read("category=../etc&page=two")).toEqual({ page: 1 });
    expect(read("category=-knives")).toEqual({ page: 1 });
    expect(read("search=" + "a".repeat(500)).search).toHaveLength(200);
  });

  it("should give one URL per state, without empty values or page 1", () => {
    expect(shopListHref({ page: 1 })).toBe("/shop");
    expect(shopListHref({ category: "spices", page: 1 })).toBe("/shop?category=spices");
    expect(shopListHref({ search: "ghee pot", type: "ingredients", featured: true, page: 2 })).toBe(
      "/shop?type=ingredients&search=ghee+pot&featured=true&page=2",
    );
    for (const href of ["/shop?category=knives&type=tools&search=steel&page=4", "/shop?featured=true"]) {
      expect(shopListHref(read(href.split("?")[1]))).toBe(href);
    }
  });

  it("should go back to page 1 on any filter or search change, keeping the other filters", () => {
    const state = { search: "pan", category: "cookware", page: 3 };
    expect(withFilter(state, { search: "tawa" })).toEqual({ search: "tawa", category: "cookware", page: 1 });
    expect(withFilter(state, { category: undefined })).toEqual({ search: "pan", page: 1 });
    expect(withFilter({ type: "books", page: 2 }, { type: undefined })).toEqual({ page: 1 });
  });

  it("should switch between the Retail and Wholesale tabs keeping the search, at page 1", () => {
    expect(priceViewHref({ search: "cumin", category: "spices", page: 2 }, "wholesale")).toBe("/shop?category=wholesale&search=cumin");
    expect(priceViewHref({ search: "cumin", category: "wholesale", page: 2 }, "retail")).toBe("/shop?search=cumin");
    expect(priceViewHref({ category: "spices", page: 2 }, "retail")).toBe("/shop?category=spices");
  });

  it("should link the bulk form for a product and read the product back", () => {
    expect(bulkInquiryHref(20)).toBe("/shop?inquire=20#bulk-order");
    expect(readInquireParam(new URLSearchParams("inquire=20"))).toBe(20);
    expect(readInquireParam(new URLSearchParams("inquire=0"))).toBeUndefined();
    expect(readInquireParam(new URLSearchParams("inquire=1e3"))).toBeUndefined();
  });
});
