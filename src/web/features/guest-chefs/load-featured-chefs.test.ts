import { describe, expect, it } from "vitest";
import type { GuestChef } from "../../../shared/schemas/guest-chef";
import { loadFeaturedChefs, localCountryName } from "./load-featured-chefs";
import { countryOptions, sentReference } from "./load-guest-chef-form";

const chef = (id: number, country: string, specialties: string[]): GuestChef => ({
  id,
  name: `Chef ${id}`,
  country,
  profession: "Cook",
  experience: 10,
  specialties,
  contribution: ["Recipes"],
  bio: "A cook.",
  image: "/media/uploads/x.webp",
  instagram: null,
  youtube: null,
  facebook: null,
  website: null,
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("featured chefs page data", () => {
  it("should count chefs, distinct countries and distinct specialties from the list", async () => {
    const chefs = [chef(1, "India", ["Dal", "Dosa"]), chef(2, "india", ["dal ", "Tofu"]), chef(3, "Japan", ["Tofu", "Dashi", "Pickles"])];
    const data = await loadFeaturedChefs({ listApproved: async () => chefs }, "en");
    expect(data.stats).toEqual({ chefs: 3, countries: 2, specialties: 5 });
    expect(data.chefs.map((c) => [c.flag, c.countryLabel])).toEqual([
      ["in", "India"],
      ["in", "India"],
      ["jp", "Japan"],
    ]);
  });

  it("should name the country in the visitor's language and keep an unknown one as written", () => {
    expect(localCountryName("Japan", "fr")).toEqual({ flag: "jp", label: "Japon" });
    expect(localCountryName("Mexico", "es")).toEqual({ flag: "mx", label: "México" });
    expect(localCountryName("USA", "en")).toEqual({ flag: "us", label: "United States" });
    expect(localCountryName("Narnia", "en")).toEqual({ flag: null, label: "Narnia" });
  });

  it("should log a failing list and show the empty state instead of an error", async () => {
    const logged: unknown[] = [];
    const data = await loadFeaturedChefs(
      {
        listApproved: async () => {
          throw new Error("database down");
        },
      },
      "en",
      (error) => logged.push(error),
    );
    expect(data).toEqual({ locale: "en", chefs: [], stats: { chefs: 0, countries: 0, specialties: 0 } });
    expect(logged).toHaveLength(1);
  });

  it("should offer every country, named and sorted in the visitor's language", () => {
    const fr = countryOptions("fr");
    expect(fr.find((c) => c.code === "de")?.name).toBe("Allemagne");
    const names = fr.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("fr").compare));
    expect(new Set(fr.map((c) => c.code)).size).toBe(fr.length);
    expect(fr.length).toBeGreaterThan(190);
  });

  it("should read only a well-formed reference from the thank-you address", () => {
    expect(sentReference("GC-7K2M9Q4X")).toBe("GC-7K2M9Q4X");
    for (const value of ["", "GC-1234", "gc-7k2m9q4x", "GC-7K2M9Q4X<script>", "OR-7K2M9Q4X"]) expect(sentReference(value)).toBeNull();
  });
});
