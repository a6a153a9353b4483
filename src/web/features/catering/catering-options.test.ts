import { describe, expect, it } from "vitest";
import * as contract from "../../../shared/schemas/catering";
import { CATERING_LIMITS } from "../../../shared/rules/catering";
import {
  earliestEventDayFrom,
  formatCents,
  formatDay,
  formatPrice,
  formatTime,
  MAX_PARTICIPANTS,
  spelledAs,
  BUFFET_OCCASIONS,
  CATERING_COUNTRIES,
} from "./catering-options";

describe("catering page rules", () => {
  it("should count the earliest event day from today in the kitchen's time zone, as the server does", () => {
    // 07:30 UTC on 1 March is still 28 February in Los Angeles.
    const instant = new Date("2031-03-01T07:30:00Z");
    expect(earliestEventDayFrom(instant, "America/Los_Angeles", 30)).toBe(contract.earliestEventDay("2031-02-28", 30));
    expect(earliestEventDayFrom(instant, "America/Los_Angeles", 1)).toBe("2031-03-01");
    expect(earliestEventDayFrom(instant, "Europe/Paris", 0)).toBe("2031-03-01");
  });

  it("should show dollars with 2 decimals, grouped, and days and times in the visitor's language", () => {
    expect(formatCents(1_375_000)).toBe("$13,750.00");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatPrice("$16.75")).toBe("$16.75");
    expect(formatPrice(68.75)).toBe("$68.75");
    expect(formatPrice("on request")).toBe("on request");
    expect(formatDay("2031-09-12", "en-US")).toBe("Friday, September 12, 2031");
    expect(formatDay("2031-09-12", "fr")).toBe("vendredi 12 septembre 2031");
    expect(formatDay("not a day", "en-US")).toBe("not a day");
    expect(formatTime("18:30", "fr")).toBe("18:30");
    expect(formatTime("18:30", "en-US")).toMatch(/^6:30\sPM$/);
  });

  it("should spell a value the list's way whatever its case, and refuse others", () => {
    expect(spelledAs(CATERING_COUNTRIES, " united states ")).toBe("United States");
    expect(spelledAs(BUFFET_OCCASIONS, "Wedding")).toBe("wedding");
    expect(spelledAs(BUFFET_OCCASIONS, "all")).toBeUndefined();
    expect(MAX_PARTICIPANTS).toBe(CATERING_LIMITS.participants);
  });
});
