import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { sponsorshipAcknowledgement } from "./acknowledgement.ts";

describe("sponsorship acknowledgement", () => {
  const mail = sponsorshipAcknowledgement({
    reference: "SP-2026-Q1",
    typeLabel: HOSTILE,
    budgetLabel: "$1,000-$5,000",
    siteUrl: "https://ayur.example",
  });

  it("names the reference, the lists' labels and the sponsor page, signed once", () => {
    expect(mail.subject).toBe("We received your sponsorship enquiry SP-2026-Q1");
    expect(mail.text).toContain(
      `partnering with ${BRAND.name}. We received your enquiry SP-2026-Q1 (${HOSTILE}, monthly budget $1,000-$5,000)`,
    );
    expect(mail.text).toContain("Please quote SP-2026-Q1 in any reply.");
    expect(mail.text).toContain("Our packages and audience: https://ayur.example/sponsor");
    expectWellFormed(mail, "team");
  });
});
