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

describe("a bounded memory under steady traffic", () => {
  /** The same operations on a plain list, least recent first: what the memory must hold. */
  function listModel(max: number) {
    const order: number[] = [];
    return {
      order,
      write(key: number) {
        const at = order.indexOf(key);
        if (at !== -1) order.splice(at, 1);
        while (order.length >= max) order.shift();
        order.push(key);
      },
      use(key: number) {
        const at = order.indexOf(key);
        if (at === -1) return;
        order.splice(at, 1);
        order.push(key);
      },
    };
  }

  it("keeps exactly the most recently used entries, in order, through many evictions and moves", () => {
    const max = 50;
    const map = new Map<number, number>();
    const model = listModel(max);
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let step = 0; step < 20_000; step++) {
      const key = next() % 400;
      if (next() % 3 === 0 && map.has(key)) {
        touch(map, key, key);
        model.use(key);
      } else {
        remember(map, key, key, max);
        model.write(key);
      }
      if (step % 997 === 0) expect([...map.keys()]).toEqual(model.order);
    }
    expect([...map.keys()]).toEqual(model.order);
  });

  it("goes on making room after it was cleared, and after every entry was moved", () => {
    const map = new Map<number, number>();
    for (let i = 0; i < 5; i++) remember(map, i, i, 3);
    map.clear();
    for (let i = 10; i < 15; i++) remember(map, i, i, 3);
    expect([...map.keys()]).toEqual([12, 13, 14]);
    for (const key of [12, 13, 14]) touch(map, key, key);
    remember(map, 20, 20, 3);
    expect([...map.keys()]).toEqual([13, 14, 20]);
  });

  it("never loops on a bound of zero", () => {
    const map = new Map<string, number>();
    remember(map, "a", 1, 0);
    remember(map, "b", 2, 0);
    expect([...map.keys()]).toEqual(["b"]);
  });
});
