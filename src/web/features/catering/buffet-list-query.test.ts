import { describe, expect, it } from "vitest";
import type { BuffetMenuListQuery, BuffetMenuListResponse, BuffetMenuSummary } from "../../../shared/schemas/catering";
import { buffetListHref, hasBuffetFilters, readBuffetListParams } from "./buffet-list-query";
import { loadBuffetList } from "./load-buffet-list";

describe("buffet list URL", () => {
  it("should read the spec's filters, case and spaces forgiven", () => {
    expect(
      readBuffetListParams(
        new URLSearchParams("occasion=Wedding&mealType=DINNER&guestCount=200&country=%20india&search=%20%20biryani%20%20feast%20&page=2"),
      ),
    ).toEqual({
      occasion: "wedding",
      mealType: "dinner",
      guestCount: 200,
      country: "India",
      search: "biryani feast",
      page: 2,
    });
  });

  it("should take 'all', empty and unknown values for no filter, so an old link still opens the list", () => {
    expect(readBuffetListParams(new URLSearchParams("occasion=all&mealType=&guestCount=30&country=Atlantis&search=%20&page=0"))).toEqual({
      page: 1,
    });
    expect(readBuffetListParams(new URLSearchParams("page=abc&guestCount=25.0"))).toEqual({ page: 1 });
    // A search holding a control character is no search (the contract would refuse it).
    expect(readBuffetListParams(new URLSearchParams("search=dal%00"))).toEqual({ page: 1 });
    expect(readBuffetListParams(new URLSearchParams(`search=${"a".repeat(300)}`)).search).toHaveLength(200);
  });

  it("should give one URL per state, with no empty parameters and no page 1", () => {
    expect(buffetListHref({ page: 1 })).toBe("/buffet-menus");
    expect(buffetListHref({ occasion: "birthday", guestCount: 25, page: 1 })).toBe("/buffet-menus?occasion=birthday&guestCount=25");
    expect(buffetListHref({ search: "tapas & wine", country: "Spain", page: 3 })).toBe(
      "/buffet-menus?search=tapas+%26+wine&country=Spain&page=3",
    );
    const state = readBuffetListParams(new URLSearchParams("mealType=lunch&country=Japan&page=2"));
    expect(readBuffetListParams(new URL(buffetListHref(state), "http://x").searchParams)).toEqual(state);
    expect(hasBuffetFilters({})).toBe(false);
    expect(hasBuffetFilters({ search: "chai" })).toBe(true);
    expect(hasBuffetFilters({ guestCount: 50 })).toBe(true);
  });
});

const menu = (id: number, featured = false) => ({ id, name: `Menu ${id}`, featured }) as BuffetMenuSummary;

function source(data: BuffetMenuSummary[], total: number) {
  const asked: BuffetMenuListQuery[] = [];
  return {
    asked,
    listBuffetMenus: async (query: BuffetMenuListQuery): Promise<BuffetMenuListResponse> => {
      asked.push(query);
      return { data, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
    },
  };
}

describe("buffet list loader", () => {
  it("should ask the service for the URL's filters, 12 a page, as GET /api/buffet-menus would", async () => {
    const menus = source([menu(1, true), menu(2), menu(3, true), menu(4, true), menu(5, true)], 30);
    const data = await loadBuffetList(
      menus,
      new URL("http://127.0.0.1/buffet-menus?occasion=corporate&country=France&search=croissant&page=2"),
    );
    expect(menus.asked).toEqual([
      { occasion: "corporate", mealType: undefined, country: "France", guestCount: undefined, search: "croissant", page: 2, limit: 12 },
    ]);
    expect(data.total).toBe(30);
    expect(data.totalPages).toBe(3);
    expect(data.menus).toHaveLength(5);
    // Up to 3 featured menus of this page, in the page's order.
    expect(data.featured.map((m) => m.id)).toEqual([1, 3, 4]);
  });

  it("should send a page past the last one to the last page, keeping the filters", async () => {
    try {
      await loadBuffetList(source([], 13), new URL("http://127.0.0.1/buffet-menus?mealType=lunch&page=9"));
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("location")).toBe("/buffet-menus?mealType=lunch&page=2");
    }
  });

  it("should show 'page 1 of 1' and no featured section when nothing matches", async () => {
    const data = await loadBuffetList(source([], 0), new URL("http://127.0.0.1/buffet-menus?country=Egypt&page=4"));
    expect(data).toMatchObject({ menus: [], featured: [], total: 0, totalPages: 1 });
  });
});
