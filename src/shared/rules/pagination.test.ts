import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blogPageWindow, recipePageWindow, type PageWindowItem } from "./pagination";

const numbers = (items: PageWindowItem[]) => items.filter((item): item is number => typeof item === "number");

describe("recipe pagination window", () => {
  it("should show every page when there are 5 or fewer", () => {
    expect(recipePageWindow(1, 1)).toEqual([1]);
    expect(recipePageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(recipePageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("should show pages 1-4, a gap and the last page while the current page is 3 or lower", () => {
    expect(recipePageWindow(1, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
    expect(recipePageWindow(3, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
    expect(recipePageWindow(2, 6)).toEqual([1, 2, 3, 4, "ellipsis", 6]);
  });

  it("should show the first page, a gap and the last 4 pages within the last 2 pages", () => {
    expect(recipePageWindow(9, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
    expect(recipePageWindow(10, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
    expect(recipePageWindow(6, 6)).toEqual([1, "ellipsis", 3, 4, 5, 6]);
  });

  it("should show the current page with its neighbours between the first and the last page", () => {
    expect(recipePageWindow(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(recipePageWindow(4, 10)).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 10]);
    expect(recipePageWindow(500, 8334)).toEqual([1, "ellipsis", 499, 500, 501, "ellipsis", 8334]);
  });

  it("should show a gap only where pages are left out", () => {
    // Page 4 of 6: 5 and 6 are neighbours, so no gap between them.
    expect(recipePageWindow(4, 6)).toEqual([1, "ellipsis", 3, 4, 5, 6]);
    // Page 8 of 10: 9 is the neighbour of 8 and of 10.
    expect(recipePageWindow(8, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
  });

  it("should clamp a current page outside the range and show nothing without pages", () => {
    expect(recipePageWindow(0, 10)).toEqual(recipePageWindow(1, 10));
    expect(recipePageWindow(99, 10)).toEqual(recipePageWindow(10, 10));
    expect(recipePageWindow(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(recipePageWindow(1, 0)).toEqual([]);
  });

  const pageAndTotal = fc
    .integer({ min: 1, max: 100_000 })
    .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total)));

  it("should always include the first, the last and the current page", () => {
    fc.assert(
      fc.property(pageAndTotal, ([current, total]) => {
        const shown = numbers(recipePageWindow(current, total));
        expect(shown).toContain(1);
        expect(shown).toContain(total);
        expect(shown).toContain(current);
      }),
    );
  });

  it("should list pages in ascending order with no duplicates, each within range", () => {
    fc.assert(
      fc.property(pageAndTotal, ([current, total]) => {
        const shown = numbers(recipePageWindow(current, total));
        for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThan(shown[i - 1]);
        expect(new Set(shown).size).toBe(shown.length);
        for (const page of shown) {
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(total);
        }
      }),
    );
  });

  it("should put a gap exactly where pages are left out, never at an end or twice in a row", () => {
    fc.assert(
      fc.property(pageAndTotal, ([current, total]) => {
        const items = recipePageWindow(current, total);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(total);
        items.forEach((item, i) => {
          if (i === 0) return;
          const prev = items[i - 1];
          if (item === "ellipsis") {
            expect(typeof prev).toBe("number");
            expect((items[i + 1] as number) - (prev as number)).toBeGreaterThan(1);
          } else if (prev !== "ellipsis") {
            expect(item - prev).toBe(1);
          }
        });
      }),
    );
  });

  it("should never show more than 7 entries", () => {
    fc.assert(
      fc.property(pageAndTotal, ([current, total]) => {
        expect(recipePageWindow(current, total).length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe("blogPageWindow", () => {
  it("should show every page up to 7 pages", () => {
    expect(blogPageWindow(1, 1)).toEqual([1]);
    expect(blogPageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(blogPageWindow(1, 0)).toEqual([]);
  });

  it("should show the first, the last and a window around the current page beyond 7", () => {
    expect(blogPageWindow(1, 20)).toEqual([1, 2, "ellipsis", 20]);
    expect(blogPageWindow(10, 20)).toEqual([1, "ellipsis", 9, 10, 11, "ellipsis", 20]);
    expect(blogPageWindow(20, 20)).toEqual([1, "ellipsis", 19, 20]);
    // A gap of one page shows that page rather than an ellipsis.
    expect(blogPageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, "ellipsis", 8]);
  });

  it("should clamp a page outside the range", () => {
    expect(blogPageWindow(99, 10)).toEqual(blogPageWindow(10, 10));
    expect(blogPageWindow(-3, 10)).toEqual(blogPageWindow(1, 10));
  });

  it("should always hold the first, last and current page, ascending, with no gap of one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const items = blogPageWindow(current, total);
        const pages = numbers(items);
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((x, y) => x - y)).toEqual(pages);
        items.forEach((item, i) => {
          if (item === "ellipsis") expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
        expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});
