import { describe, expect, it } from "vitest";
import type { CookingClass } from "../../../shared/schemas/catalogue";
import { classListHref, hasClassFilters, readClassListParams } from "./class-list-query";
import { loadClassList } from "./load-class-list";

describe("class list URL", () => {
  it("should read the spec's difficulty and category filters, case and spaces forgiven", () => {
    expect(readClassListParams(new URLSearchParams("difficulty=beginner"))).toEqual({ difficulty: "beginner" });
    expect(readClassListParams(new URLSearchParams("difficulty=%20Advanced%20&category=BAKING"))).toEqual({
      difficulty: "advanced",
      category: "baking",
    });
  });

  it("should ignore unknown values instead of failing, so an old link still opens the list", () => {
    expect(readClassListParams(new URLSearchParams("difficulty=expert&category=sushi"))).toEqual({});
    expect(readClassListParams(new URLSearchParams("category=grilling&difficulty="))).toEqual({ category: "grilling" });
  });

  it("should give one URL per state, with no empty parameters", () => {
    expect(classListHref({})).toBe("/classes");
    expect(classListHref({ difficulty: "intermediate" })).toBe("/classes?difficulty=intermediate");
    expect(classListHref({ difficulty: "advanced", category: "speciality" })).toBe("/classes?difficulty=advanced&category=speciality");
    expect(hasClassFilters({})).toBe(false);
    expect(hasClassFilters({ category: "baking" })).toBe(true);
  });
});

describe("class list loader", () => {
  it("should ask the service for the URL's filters only", async () => {
    const asked: unknown[] = [];
    const classes = [{ id: 3, title: "Sourdough" } as CookingClass];
    const data = await loadClassList(
      {
        list: async (query) => {
          asked.push(query);
          return classes;
        },
      },
      new URL("http://127.0.0.1/classes?difficulty=beginner&category=unknown&page=4"),
    );
    expect(asked).toEqual([{ difficulty: "beginner" }]);
    expect(data).toEqual({ query: { difficulty: "beginner" }, classes });
  });
});
