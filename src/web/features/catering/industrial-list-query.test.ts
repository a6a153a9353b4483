import { describe, expect, it } from "vitest";
import type { IndustrialMenuListQuery, IndustrialMenuListResponse } from "../../../shared/schemas/catering";
import { hasIndustrialFilters, industrialListHref, readIndustrialListParams } from "./industrial-list-query";
import { loadIndustrialList } from "./load-industrial-list";

describe("industrial catering list URL", () => {
  it("should read every filter of the spec, spelt as the lists spell them", () => {
    expect(
      readIndustrialListParams(
        new URLSearchParams("search=thali&country=india&cuisine=INDIAN&mealType=lunch&industry=manufacturing&featured=true&page=2"),
      ),
    ).toEqual({
      search: "thali",
      country: "India",
      cuisine: "Indian",
      mealType: "Lunch",
      industry: "Manufacturing",
      featured: true,
      page: 2,
    });
    // The API's name for the industry is read too.
    expect(readIndustrialListParams(new URLSearchParams("industryType=Mining")).industry).toBe("Mining");
  });

  it("should take 'all', empty and unknown values for no filter", () => {
    expect(
      readIndustrialListParams(new URLSearchParams("country=all&cuisine=&mealType=brunch&industry=Space&featured=false&page=-1")),
    ).toEqual({ page: 1 });
  });

  it("should give one URL per state, each filter once, featured only when set", () => {
    expect(industrialListHref({ page: 1 })).toBe("/industrial-catering");
    expect(industrialListHref({ country: "United Kingdom", featured: true, page: 2 })).toBe(
      "/industrial-catering?country=United+Kingdom&featured=true&page=2",
    );
    const state = readIndustrialListParams(new URLSearchParams("cuisine=Middle%20Eastern&industry=Construction"));
    expect(readIndustrialListParams(new URL(industrialListHref(state), "http://x").searchParams)).toEqual(state);
    expect(hasIndustrialFilters({})).toBe(false);
    expect(hasIndustrialFilters({ featured: true })).toBe(true);
  });
});

describe("industrial catering list loader", () => {
  function source(total: number) {
    const asked: IndustrialMenuListQuery[] = [];
    return {
      asked,
      listIndustrialMenus: async (query: IndustrialMenuListQuery): Promise<IndustrialMenuListResponse> => {
        asked.push(query);
        return { data: [], pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
      },
    };
  }

  it("should ask the service with the industry as industryType and featured as a boolean, 12 a page", async () => {
    const menus = source(20);
    const data = await loadIndustrialList(menus, new URL("http://127.0.0.1/industrial-catering?industry=Energy&featured=true&page=2"));
    expect(menus.asked).toEqual([
      {
        search: undefined,
        country: undefined,
        cuisine: undefined,
        mealType: undefined,
        industryType: "Energy",
        featured: true,
        page: 2,
        limit: 12,
      },
    ]);
    expect(data).toMatchObject({ total: 20, totalPages: 2, query: { industry: "Energy", featured: true, page: 2 } });
  });

  it("should send a page past the last one to the last page", async () => {
    await expect(loadIndustrialList(source(5), new URL("http://127.0.0.1/industrial-catering?page=3"))).rejects.toSatisfy(
      (thrown: Response) => thrown.headers.get("location") === "/industrial-catering",
    );
  });
});
