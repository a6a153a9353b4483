import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { guestChefAcknowledgement } from "./acknowledgement.ts";

describe("guest chef acknowledgement", () => {
  const mail = guestChefAcknowledgement({ reference: "GC-2026-5", siteUrl: 'https://ayur.example/<b>&"' });

  it("names the reference and where an approved profile appears, signed once", () => {
    expect(mail.subject).toBe("We received your guest chef application GC-2026-5");
    expect(mail.text).toContain(`guest chef with ${BRAND.name}. We received your application GC-2026-5.`);
    expect(mail.text).toContain("within 5 business days");
    expect(mail.text).toContain('Once approved, your profile appears on https://ayur.example/<b>&"/featured-chefs.');
    expect(mail.text).toContain("nothing is published without our review");
    expectWellFormed(mail, "team");
  });
});
