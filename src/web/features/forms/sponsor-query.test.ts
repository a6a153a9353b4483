import { describe, expect, it } from "vitest";
import { readSponsorQuery, sponsorHref } from "./sponsor-query";

const read = (search: string) => readSponsorQuery(new URLSearchParams(search));

describe("sponsor page query", () => {
  it("should open Sponsorship Packages unless a known tab is named", () => {
    expect(read("")).toEqual({ tab: "packages" });
    expect(read("tab=opportunities")).toEqual({ tab: "opportunities" });
    expect(read("tab=inquiry")).toEqual({ tab: "inquiry" });
    expect(read("tab=admin")).toEqual({ tab: "packages" });
    expect(read("tab=INQUIRY")).toEqual({ tab: "packages" });
  });

  it("should keep a known type and budget for the inquiry and drop unknown ones", () => {
    expect(read("tab=inquiry&type=event-sponsor&budget=10000%2B")).toEqual({ tab: "inquiry", type: "event-sponsor", budget: "10000+" });
    expect(read("tab=inquiry&type=<script>&budget=1")).toEqual({ tab: "inquiry" });
  });

  it("should write the link of each state, and read it back the same", () => {
    expect(sponsorHref({ tab: "packages" })).toBe("/sponsor");
    expect(sponsorHref({ tab: "opportunities" })).toBe("/sponsor?tab=opportunities");
    const href = sponsorHref({ tab: "inquiry", budget: "10000+", type: "custom" });
    expect(href).toBe("/sponsor?tab=inquiry&type=custom&budget=10000%2B");
    expect(read(href.split("?")[1])).toEqual({ tab: "inquiry", type: "custom", budget: "10000+" });
  });
});
