import { describe, expect, it } from "vitest";
import { createSegmentCache } from "./segment-cache";

describe("segment cache", () => {
  it("should drop the least recently used entries once over its size", () => {
    const cache = createSegmentCache(10);
    cache.set("a", "11");
    cache.set("b", "22");
    cache.set("c", "33");
    expect(cache.get("a")).toBe("11");
    cache.set("d", "44");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("11");
    expect(cache.get("c")).toBe("33");
    expect(cache.get("d")).toBe("44");
    expect(cache.size).toBe(3);
  });

  it("should not keep an entry larger than the whole cache", () => {
    const cache = createSegmentCache(5);
    cache.set("key", "a long translation");
    expect(cache.get("key")).toBeUndefined();
  });
});
