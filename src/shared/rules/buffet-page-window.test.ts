import { describe, expect, it } from "vitest";
import { buffetPageWindow } from "./pagination";

describe("buffet pager window", () => {
  it("should show every page up to 7, and nothing without pages", () => {
    expect(buffetPageWindow(1, 0)).toEqual([]);
    expect(buffetPageWindow(1, 1)).toEqual([1]);
    expect(buffetPageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("should show the first 5 while the current page is 4 or lower", () => {
    for (const page of [1, 2, 3, 4]) expect(buffetPageWindow(page, 12)).toEqual([1, 2, 3, 4, 5, "ellipsis", 12]);
  });

  it("should show the last 5 when the current page is within 3 of the end", () => {
    for (const page of [9, 10, 11, 12]) expect(buffetPageWindow(page, 12)).toEqual([1, "ellipsis", 8, 9, 10, 11, 12]);
    expect(buffetPageWindow(5, 8)).toEqual([1, "ellipsis", 4, 5, 6, 7, 8]);
  });

  it("should otherwise show the current page and its neighbours with the first and the last", () => {
    expect(buffetPageWindow(5, 12)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 12]);
    expect(buffetPageWindow(8, 12)).toEqual([1, "ellipsis", 7, 8, 9, "ellipsis", 12]);
  });

  it("should clamp a page outside the list into it", () => {
    expect(buffetPageWindow(0, 12)).toEqual(buffetPageWindow(1, 12));
    expect(buffetPageWindow(99, 12)).toEqual(buffetPageWindow(12, 12));
  });
});
