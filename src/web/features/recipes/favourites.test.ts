import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecipeSummary } from "../../../shared/schemas/recipe";

const recipe = (id: number, title = `Recipe ${id}`): RecipeSummary => ({
  id,
  title,
  description: "A dish",
  image: "/img.webp",
  cuisine: "indian",
  category: "soup",
  dietType: "vegan",
  difficulty: "easy",
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  rating: 4.5,
  reviewCount: 12,
  featured: false,
});

/** A browser window with a working store, or one whose storage refuses every call. */
function fakeWindow(refuse = false) {
  const data = new Map<string, string>();
  const refused = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  const localStorage = {
    getItem: refuse ? refused : (key: string) => data.get(key) ?? null,
    setItem: refuse ? refused : (key: string, value: string) => void data.set(key, value),
  };
  vi.stubGlobal("window", { localStorage, addEventListener: vi.fn(), removeEventListener: vi.fn() });
  return data;
}

async function freshStore() {
  vi.resetModules();
  return import("./favourites");
}

describe("favourites store", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-02T03:04:05Z") }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("should save a recipe with its card fields, newest first, and remove it on a second toggle", async () => {
    const data = fakeWindow();
    const { favouritesStore, FAVOURITES_STORAGE_KEY } = await freshStore();
    const listener = vi.fn();
    favouritesStore.subscribe(listener);
    expect(favouritesStore.toggle(recipe(1), "Indian")).toBe(true);
    expect(favouritesStore.toggle(recipe(2))).toBe(true);
    expect(favouritesStore.getSnapshot().map((r) => r.id)).toEqual([2, 1]);
    const stored = JSON.parse(data.get(FAVOURITES_STORAGE_KEY)!);
    expect(stored[1]).toMatchObject({ ...recipe(1), cuisineLabel: "Indian", savedAt: "2026-01-02T03:04:05.000Z" });
    expect(favouritesStore.toggle(recipe(1))).toBe(false);
    expect(favouritesStore.getSnapshot().map((r) => r.id)).toEqual([2]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("should read what an earlier visit saved and skip broken entries", async () => {
    const data = fakeWindow();
    data.set("saved-recipes", JSON.stringify([{ ...recipe(7), savedAt: "2025-05-05T00:00:00.000Z" }, { id: "x" }, null, { ...recipe(7) }]));
    const { favouritesStore } = await freshStore();
    expect(favouritesStore.getSnapshot()).toEqual([{ ...recipe(7), savedAt: "2025-05-05T00:00:00.000Z" }]);
  });

  it("should start empty on corrupt storage", async () => {
    const data = fakeWindow();
    data.set("saved-recipes", "{not json");
    const { favouritesStore } = await freshStore();
    expect(favouritesStore.getSnapshot()).toEqual([]);
  });

  it("should keep working for the visit when storage is refused", async () => {
    fakeWindow(true);
    const { favouritesStore } = await freshStore();
    expect(favouritesStore.getSnapshot()).toEqual([]);
    expect(favouritesStore.toggle(recipe(3))).toBe(true);
    expect(favouritesStore.getSnapshot().map((r) => r.id)).toEqual([3]);
    favouritesStore.remove(3);
    expect(favouritesStore.getSnapshot()).toEqual([]);
  });
});
