import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("page paths", () => {
  it("should encode the search text into the recipes URL", () => {
    expect(paths.recipeSearch(" chana masala ")).toBe("/recipes?search=chana%20masala");
    expect(paths.recipeSearch("mac & cheese?")).toBe("/recipes?search=mac%20%26%20cheese%3F");
  });

  it("should give the route pattern of an item's page when called with the router's :id", () => {
    expect([paths.recipe(":id"), paths.cookingClass(":id"), paths.blogPost(":id"), paths.product(":id")]).toEqual([
      "/recipes/:id",
      "/classes/:id",
      "/blog/:id",
      "/shop/product/:id",
    ]);
    expect([paths.buffetMenu(":id"), paths.industrialMenu(":id")]).toEqual(["/buffet-menus/:id", "/industrial-catering/:id"]);
  });
});
