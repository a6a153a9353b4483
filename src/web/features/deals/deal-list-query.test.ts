import { describe, expect, it } from "vitest";
import type { Deal } from "../../../shared/schemas/shop";
import { dealListHref, readDealListParams } from "./deal-list-query";
import { loadDeals } from "./load-deals";

describe("deals URL", () => {
  it("should read the spec's tabs and ignore anything else", () => {
    expect(readDealListParams(new URLSearchParams("category=Books"))).toEqual({ category: "books" });
    expect(readDealListParams(new URLSearchParams("category=buffet"))).toEqual({ category: "buffet" });
    expect(readDealListParams(new URLSearchParams("category=cars"))).toEqual({});
    expect(readDealListParams(new URLSearchParams(""))).toEqual({});
  });

  it("should give All Deals the plain path and each tab its own URL", () => {
    expect(dealListHref({})).toBe("/deals");
    expect(dealListHref({ category: "classes" })).toBe("/deals?category=classes");
  });

  it("should ask the service for the tab's category only", async () => {
    const asked: (string | undefined)[] = [];
    const deals = [{ id: 1, title: "Spice kit" } as Deal];
    const source = {
      listDeals: async (category?: string) => {
        asked.push(category);
        return deals;
      },
    };
    expect(await loadDeals(source, new URL("http://127.0.0.1/deals?category=products"))).toEqual({
      query: { category: "products" },
      deals,
    });
    await loadDeals(source, new URL("http://127.0.0.1/deals?category=unknown"));
    expect(asked).toEqual(["products", undefined]);
  });
});
