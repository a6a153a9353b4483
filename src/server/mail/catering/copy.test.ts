import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { cateringCopy } from "./copy.ts";
import { sampleEventText, sampleRequest } from "./sample.ts";

describe("catering copy", () => {
  it("carries the stored facts and the menus, no status link, signed once by the catering team", () => {
    const mail = cateringCopy({ ...sampleRequest, siteUrl: "https://ayur.example" });
    expect(mail.subject).toBe(`Copy of a ${BRAND.name} catering request BUF-2026-00042`);
    expect(mail.text).toContain(`sent through the ${BRAND.name} website, and this address was given to receive a copy`);
    expect(mail.text).toContain(`${sampleEventText}\nPrice per person: $24.50\nEstimated total: $29,400.00\n\nThe estimate is`);
    expect(mail.text).toContain("Our menus: https://ayur.example/industrial-catering");
    expect(mail.text).not.toContain("/catering/requests/");
    expectWellFormed(mail, "catering team");
  });
});
