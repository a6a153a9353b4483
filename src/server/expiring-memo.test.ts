import { afterEach, describe, expect, it, vi } from "vitest";
import { createExpiringMemo } from "./expiring-memo";

afterEach(() => vi.useRealTimers());

describe("expiring memo", () => {
  it("should share one computation per key until it expires", async () => {
    vi.useFakeTimers();
    const remembered = createExpiringMemo(1000);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([remembered("a", compute), remembered("a", compute)])).toEqual([1, 1]);
    expect(await remembered("b", compute)).toBe(2);
    vi.advanceTimersByTime(999);
    expect(await remembered("a", compute)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await remembered("a", compute)).toBe(3);
  });

  it("should forget a failed computation", async () => {
    const remembered = createExpiringMemo(60_000);
    await expect(remembered("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await remembered("a", async () => "up")).toBe("up");
  });
});
