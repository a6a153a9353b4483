import { describe, expect, it } from "vitest";
import { buildTestApp } from "./test-support/test-app";

describe("closing the app", () => {
  it("should let requests already in its handlers finish before the database closes", async () => {
    const app = await buildTestApp();
    const urls = [
      "/api/recipes/advanced-search?query=curry&caloriesMax=900",
      "/api/ingredients/popular",
      "/api/cuisines/stats",
      "/api/recipes?search=chickpea%20curry",
      "/api/recipes/1",
    ];
    const responses = Promise.all(urls.map((url) => app.inject({ method: "GET", url })));
    // Close while the handlers are between queries (on PostgreSQL, without waiting for them, the
    // pool would be ended under them and they would answer 500).
    await new Promise((resolve) => setTimeout(resolve, 2));
    await app.close();
    const statuses = (await responses).map((res) => res.statusCode);
    expect(statuses).toEqual(urls.map(() => 200));
  });
});
