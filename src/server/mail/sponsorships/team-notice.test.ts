import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { sponsorshipTeamNotice } from "./team-notice.ts";

describe("sponsorship team notice", () => {
  const mail = sponsorshipTeamNotice({
    reference: "SP-2026-Q1",
    typeLabel: "Recipe sponsorship",
    budgetLabel: "$1,000-$5,000",
    durationLabel: null,
    companyName: HOSTILE,
    website: null,
    contactName: "Ravi",
    email: "ravi@example.com",
    phone: "555-0100",
    objectives: "Reach cooks",
    description: null,
  });

  it("carries the enquiry in full, unsigned", () => {
    expect(mail.subject).toBe("New sponsorship enquiry SP-2026-Q1 (Recipe sponsorship)");
    expect(mail.text).toContain(
      `Reference: SP-2026-Q1\nSponsorship type: Recipe sponsorship\nMonthly budget: $1,000-$5,000\nDuration: (not given)\n` +
        `Company: ${HOSTILE}\nWebsite: (not given)\nContact: Ravi\nEmail: ravi@example.com\nPhone: 555-0100\n\n` +
        `Objectives:\nReach cooks\n\nDescription:\n(none)\n`,
    );
    expectWellFormed(mail, null);
  });
});
