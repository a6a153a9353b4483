import { describe, expect, it, vi } from "vitest";
import type { Recipe } from "../../../shared/schemas/recipe";
import { loadRecipeDetail, type RecipeSource } from "./load-recipe-detail";

const recipe = { id: 7, title: "Chana Masala", cuisine: "indian", category: "main-course" } as Recipe;

function source(overrides: Partial<RecipeSource> = {}): RecipeSource {
  return {
    getById: async (id) => (id === 7 ? recipe : null),
    cuisines: async () => [{ id: 1, name: "indian", displayName: "Indian", flag: "in" }],
    categories: async () => [{ id: 2, name: "main-course", displayName: "Main Course" }],
    ...overrides,
  };
}

/** The status of the response the loader threw. */
async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
  throw new Error("expected the loader to throw");
}

describe("loadRecipeDetail", () => {
  it("should return the recipe with its cuisine and category display names", async () => {
    await expect(loadRecipeDetail(source(), "7")).resolves.toEqual({
      recipe,
      cuisine: { name: "Indian", flag: "in" },
      categoryName: "Main Course",
    });
  });

  it("should answer 400 for an id that is not a positive integer, without asking the database", async () => {
    const getById = vi.fn(async () => recipe);
    for (const id of ["abc", "0", "-1", "1.5", "07", "", undefined, "99999999999"]) {
      expect(await thrownStatus(loadRecipeDetail(source({ getById }), id)), String(id)).toBe(400);
    }
    expect(getById).not.toHaveBeenCalled();
  });

  it("should answer 404 for an unknown recipe", async () => {
    expect(await thrownStatus(loadRecipeDetail(source(), "8"))).toBe(404);
  });

  it("should turn a database failure into the 503 'Error Loading Recipe' state", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = source({ getById: async () => Promise.reject(new Error("connection refused")) });
    expect(await thrownStatus(loadRecipeDetail(failing, "7"))).toBe(503);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
