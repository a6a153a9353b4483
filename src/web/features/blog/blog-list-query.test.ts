import { describe, expect, it } from "vitest";
import { blogListHref, readBlogListParams } from "./blog-list-query";

const read = (query: string) => readBlogListParams(new URLSearchParams(query));

describe("readBlogListParams", () => {
  it("should read a known category and a page number", () => {
    expect(read("category=techniques&page=2")).toEqual({ category: "techniques", page: 2 });
    expect(read("category=nutrition")).toEqual({ category: "nutrition", page: 1 });
  });

  it("should accept a category in any case and with spaces around it", () => {
    expect(read("category=%20Kitchen-Tips%20")).toEqual({ category: "kitchen-tips", page: 1 });
  });

  it("should show every post for an unknown or empty category", () => {
    for (const query of ["category=desserts", "category=", "category=tech%20niques", ""]) {
      const state = read(query);
      expect(state, query).toEqual({ page: 1 });
      expect("category" in state, query).toBe(false);
    }
  });

  it("should show the first page for a page that is not a positive whole number", () => {
    for (const page of ["0", "-1", "1.5", "02", "abc", "", "1e3", "1000000"]) {
      expect(read(`page=${page}`).page, page).toBe(1);
    }
  });

  it("should keep a large page number up to six digits and trim spaces", () => {
    expect(read("page=999999").page).toBe(999999);
    expect(read("page=%203%20").page).toBe(3);
  });
});

describe("blogListHref", () => {
  it("should leave out page 1 and a missing category", () => {
    expect(blogListHref({ page: 1 })).toBe("/blog");
    expect(blogListHref({ category: "seasonal", page: 1 })).toBe("/blog?category=seasonal");
    expect(blogListHref({ page: 4 })).toBe("/blog?page=4");
  });

  it("should put the category before the page", () => {
    expect(blogListHref({ category: "techniques", page: 2 })).toBe("/blog?category=techniques&page=2");
  });

  it("should give back the same state when its URL is read again", () => {
    for (const state of [{ page: 1 }, { page: 7 }, { category: "reviews" as const, page: 3 }]) {
      const href = blogListHref(state);
      expect(readBlogListParams(new URL(href, "http://127.0.0.1").searchParams)).toEqual(state);
    }
  });
});
