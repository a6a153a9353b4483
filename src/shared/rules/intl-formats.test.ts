import { describe, expect, it } from "vitest";
import { dateTimeFormat, regionNames } from "./intl-formats";

describe("kept Intl formatters", () => {
  it("should give the same formatter for the same language and options, and another for others", () => {
    const a = dateTimeFormat("fr", { timeZone: "UTC", month: "long" });
    expect(dateTimeFormat("fr", { timeZone: "UTC", month: "long" })).toBe(a);
    expect(dateTimeFormat("es", { timeZone: "UTC", month: "long" })).not.toBe(a);
    expect(dateTimeFormat("fr", { timeZone: "UTC", month: "short" })).not.toBe(a);
    expect(a.format(new Date("2026-03-14T12:00:00Z"))).toBe("mars");
    expect(regionNames("fr")).toBe(regionNames("fr"));
    expect(regionNames("fr").of("DE")).toBe("Allemagne");
    expect(() => regionNames("not a locale!")).toThrow();
  });
});
