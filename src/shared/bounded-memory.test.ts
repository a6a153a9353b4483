import { describe, expect, it } from "vitest";
import { remember, touch } from "./bounded-memory";

describe("a bounded memory", () => {
  it("drops the least recently written entry once full", () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const)
      remember(map, key, value, 2);
    expect([...map]).toEqual([
      ["b", 2],
      ["c", 3],
    ]);
  });

  it("keeps an entry that was used, and drops the one used longest ago", () => {
    const map = new Map<string, number>();
    remember(map, "a", 1, 2);
    remember(map, "b", 2, 2);
    touch(map, "a", 1);
    remember(map, "c", 3, 2);
    expect([...map.keys()]).toEqual(["a", "c"]);
  });

  it("rewrites an entry of a full map without dropping another", () => {
    const map = new Map<string, number>();
    remember(map, "a", 1, 2);
    remember(map, "b", 2, 2);
    remember(map, "a", 10, 2);
    expect([...map]).toEqual([
      ["b", 2],
      ["a", 10],
    ]);
  });

  it("comes back within its bound when the bound is lowered", () => {
    const map = new Map<number, number>();
    for (let i = 0; i < 10; i++) remember(map, i, i, 10);
    remember(map, 10, 10, 3);
    expect([...map.keys()]).toEqual([8, 9, 10]);
  });
});
