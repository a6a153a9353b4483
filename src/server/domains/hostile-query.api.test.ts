import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/test-app";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: "GET", url });

/** The answer must be a 400 naming the field, with that field's message. */
async function expectRefused(url: string, path: string, message: string | RegExp) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(400);
  const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
  const issue = body.issues.find((i) => i.path === path);
  expect(issue, `${url}: ${JSON.stringify(body)}`).toBeDefined();
  expect(issue!.message).toMatch(message);
}

const FILTER_CHARACTERS = "Filter value contains characters that are not allowed";

describe("a NUL byte in a query filter", () => {
  // Each of these reached PostgreSQL, which refused the byte, and answered 500.
  it.each([
    ["/api/recipes?cuisine=%00", "cuisine"],
    ["/api/recipes?dietType=%00", "dietType"],
    ["/api/recipes?category=%00", "category"],
    ["/api/recipes/advanced-search?cuisine=%00", "cuisine"],
    ["/api/recipes/advanced-search?category=indian%00", "category"],
    ["/api/recipes/advanced-search?dietType=%00vegan", "dietType"],
    ["/api/shop-products?category=%00", "category"],
    ["/api/products?category=%00", "category"],
    ["/api/classes?category=%00", "category"],
    ["/api/blog?category=%00", "category"],
  ])("should answer %s with 400 and the field's message", async (url, path) => {
    await expectRefused(url, path, FILTER_CHARACTERS);
  });

  it("should refuse NUL and other control characters in the search text and ingredient lists", async () => {
    await expectRefused("/api/recipes?search=dal%00", "search", "Search text contains characters that are not allowed");
    await expectRefused("/api/recipes/advanced-search?query=%1B%5B2J", "query", "Search text contains characters that are not allowed");
    await expectRefused(
      "/api/recipes/advanced-search?ingredients=rice,%00",
      "ingredients.1",
      "Ingredient name contains characters that are not allowed",
    );
    await expectRefused(
      "/api/recipes/advanced-search?excludeIngredients=a%7Fb",
      "excludeIngredients.0",
      "Ingredient name contains characters that are not allowed",
    );
    await expectRefused("/api/recipes/advanced-search?sort=%00", "sort", FILTER_CHARACTERS);
    await expectRefused("/api/recipes?cuisine=th%0Aai", "cuisine", FILTER_CHARACTERS);
  });
});

describe("other hostile query values", () => {
  it("should refuse a filter given twice (an array) with a message, not pass it on", async () => {
    await expectRefused("/api/recipes?cuisine=thai&cuisine=indian", "cuisine", "Filter value must be a single piece of text");
    await expectRefused("/api/recipes?search=a&search=b", "search", "Search text must be a single piece of text");
    await expectRefused("/api/shop-products?category=a&category=b", "category", "Filter value must be a single piece of text");
    await expectRefused("/api/recipes?page=1&page=2", "page", "page must be a number");
  });

  it("should refuse 10,000-character values", async () => {
    const long = "x".repeat(10_000);
    await expectRefused(`/api/recipes?cuisine=${long}`, "cuisine", "Filter value is too long");
    await expectRefused(`/api/recipes?search=${long}`, "search", "Search text is too long");
    await expectRefused(`/api/recipes/advanced-search?query=${long}`, "query", "Search text is too long");
    await expectRefused(`/api/recipes/advanced-search?ingredients=${long}`, "ingredients.0", "Ingredient names are at most 60 characters");
    await expectRefused(`/api/shop-products?category=${long}`, "category", "Filter value is too long");
  });

  it("should refuse numbers out of range or not numbers at all", async () => {
    await expectRefused("/api/recipes?page=1e400", "page", "page must be a number");
    await expectRefused("/api/recipes?limit=-1", "limit", "limit must be at least 1");
    await expectRefused("/api/blog?page=100001", "page", "page is too large");
    await expectRefused("/api/recipes/advanced-search?rating=NaN", "rating", "rating must be a number");
    await expectRefused("/api/recipes/advanced-search?cookingTimeMax=1441", "cookingTimeMax", "cookingTimeMax must be between 0 and 1440");
  });

  it("should ignore __proto__ and constructor keys rather than fail", async () => {
    for (const url of [
      "/api/recipes?__proto__=x",
      "/api/recipes?__proto__[featured]=true",
      "/api/recipes/advanced-search?constructor=x",
      "/api/shop-products?__proto__=1",
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("should never answer 5xx to malformed percent-encoding or bytes that are not UTF-8", async () => {
    for (const url of [
      "/api/recipes?search=%E0%A4%A",
      "/api/recipes?cuisine=%ED%A0%80",
      "/api/recipes?search=%C0%80",
      "/api/recipes?search=%ZZ",
      "/api/shop-products?category=%FF",
    ]) {
      expect((await get(url)).statusCode, url).toBeLessThan(500);
    }
  });
});
