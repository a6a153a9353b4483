import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";

describe("kept Intl formatters", () => {
  it("should give the same formatter for the same language and options, and another for others", () => {
    const a = dateTimeFormat("fr", { timeZone: "UTC", month: "long" });
    expect(dateTimeFormat("fr", { timeZone: "UTC", month: "long" })).toBe(a);
    expect(dateTimeFormat("es", { timeZone: "UTC", month: "long" })).not.toBe(a);
    expect(dateTimeFormat("fr", { timeZone: "UTC", month: "short" })).not.toBe(a);
    expect(a.format(new Date("2026-03-14T12:00:00Z"))).toBe("mars");
    expect(numberFormat("fr").format(1234.5)).toBe(new Intl.NumberFormat("fr").format(1234.5));
    expect(numberFormat("en-US", { style: "currency", currency: "USD" }).format(3)).toBe("$3.00");
  });
});
