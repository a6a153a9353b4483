import { describe, expect, it } from "vitest";
import { readsInBatches } from "./reads-in-batches";

/** A read of squares that records the keys of each call. */
function squares() {
  const calls: number[][] = [];
  const readMany = async (keys: number[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * key]));
  };
  return { readMany, calls };
}

describe("reads in batches", () => {
  it("should read the keys asked for in one turn together, each key once, and answer each caller its own", async () => {
    const { readMany, calls } = squares();
    const square = readsInBatches(readMany);
    const answers = await Promise.all([3, 1, 3, 2, -1].map((key) => square(key)));
    expect(answers).toEqual([9, 1, 9, 4, undefined]);
    expect(calls).toEqual([[3, 1, 2, -1]]);
  });

  it("should begin a new read for a caller of a later turn, never hand it an earlier one", async () => {
    const { readMany, calls } = squares();
    const square = readsInBatches(readMany);
    const first = square(2);
    await new Promise((resolve) => setImmediate(resolve));
    const second = square(2);
    expect(await Promise.all([first, second])).toEqual([4, 4]);
    expect(calls).toEqual([[2], [2]]);
  });

  it("should split a crowd into reads of at most the given number of keys", async () => {
    const { readMany, calls } = squares();
    const square = readsInBatches(readMany, 4);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, key) => square(key)));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, key) => key * key));
    expect(calls.map((keys) => keys.length)).toEqual([4, 4, 2]);
  });

  it("should fail only the callers of a failed read, whether it rejects or throws", async () => {
    let failNext: "reject" | "throw" | null = "reject";
    const readMany = (keys: number[]) => {
      const failing = failNext;
      failNext = failing === "reject" ? "throw" : null;
      if (failing === "throw") throw new Error("no connection");
      if (failing === "reject") return Promise.reject(new Error("timed out"));
      return Promise.resolve(new Map(keys.map((key) => [key, key])));
    };
    const value = readsInBatches(readMany);
    await expect(Promise.all([value(1), value(2)])).rejects.toThrow("timed out");
    await expect(value(1)).rejects.toThrow("no connection");
    expect(await value(5)).toBe(5);
  });
});
