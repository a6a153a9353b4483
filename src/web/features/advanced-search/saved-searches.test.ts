import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_FILTERS } from "./filters";

function fakeWindow() {
  const data = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  return data;
}

async function freshStore() {
  vi.resetModules();
  return import("./saved-searches");
}

describe("saved searches", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("should save a named search with its filters and read it back after a reload", async () => {
    const data = fakeWindow();
    const first = await freshStore();
    const filters = { ...DEFAULT_FILTERS, cuisine: "indian", ingredients: ["ginger"], cookingTime: [0, 45] as [number, number] };
    const saved = first.savedSearchesStore.save("  Quick dal ", filters, new Date("2026-03-01T10:00:00Z"));
    expect(saved).toMatchObject({ name: "Quick dal", filters, createdAt: "2026-03-01T10:00:00.000Z" });
    expect(saved.id).not.toBe("");

    const reloaded = await freshStore();
    expect(reloaded.savedSearchesStore.getSnapshot()).toEqual([saved]);
    expect(JSON.parse(data.get(reloaded.SAVED_SEARCHES_STORAGE_KEY)!)).toHaveLength(1);
  });

  it("should list the newest first and delete by id", async () => {
    fakeWindow();
    const { savedSearchesStore } = await freshStore();
    const a = savedSearchesStore.save("A", DEFAULT_FILTERS);
    const b = savedSearchesStore.save("B", DEFAULT_FILTERS);
    expect(savedSearchesStore.getSnapshot().map((s) => s.name)).toEqual(["B", "A"]);
    savedSearchesStore.remove(b.id);
    expect(savedSearchesStore.getSnapshot()).toEqual([a]);
  });

  it("should drop malformed entries and repair their filters", async () => {
    fakeWindow().set(
      "advanced-search:saved",
      JSON.stringify([
        { id: "1", name: "Good", filters: { season: "winter", rating: 42 }, createdAt: "2026-01-01T00:00:00.000Z" },
        { id: "2", name: "   ", filters: {} },
        { name: "no id" },
        "junk",
      ]),
    );
    const { savedSearchesStore } = await freshStore();
    expect(savedSearchesStore.getSnapshot()).toEqual([
      { id: "1", name: "Good", filters: { ...DEFAULT_FILTERS, season: "winter" }, createdAt: "2026-01-01T00:00:00.000Z" },
    ]);
  });
});
