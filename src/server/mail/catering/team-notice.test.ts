import { describe, expect, it } from "vitest";
import { expectWellFormed } from "../testing.ts";
import { sampleEventText, sampleRequest } from "./sample.ts";
import { cateringTeamNotice } from "./team-notice.ts";

describe("catering team notice", () => {
  const data = {
    ...sampleRequest,
    kind: "buffet" as const,
    minimumOrder: 50,
    belowMinimum: false,
    menuUrl: "https://ayur.example/buffet-menus/4",
    companyName: null,
    contactName: "Ravi",
    email: "ravi@example.com",
    phone: null,
    eventLocation: "Hall B",
    copy: { to: "boss@example.com", sent: false },
    specialRequests: null,
    statusUrl: "https://ayur.example/catering/requests/tok",
  };

  it("carries the request in full with the minimum and the copy's fate, unsigned", () => {
    const mail = cateringTeamNotice(data);
    expect(mail.subject).toBe("New buffet booking request BUF-2026-00042");
    expect(mail.text).toBe(
      `A buffet booking request came in. Please answer within 24 hours.\n\n` +
        `${sampleEventText}\nPrice per person: $24.50\nEstimated total: $29,400.00\nMinimum order: 50 (met)\nMenu page: https://ayur.example/buffet-menus/4\n\n` +
        `Contact: Ravi\nEmail: ravi@example.com\nPhone: not given\nEvent location: Hall B\n` +
        `Copy requested for: boss@example.com (no copy sent: limit reached)\n\nSpecial requests:\n(none)\n\n` +
        `Status page: https://ayur.example/catering/requests/tok\n`,
    );
    expectWellFormed(mail, null);
  });

  it("flags a request below the minimum order", () => {
    const mail = cateringTeamNotice({ ...data, participants: 20, belowMinimum: true, companyName: "Acme", copy: null });
    expect(mail.subject).toBe("New buffet booking request BUF-2026-00042 (below minimum order)");
    expect(mail.text).toContain("BELOW MINIMUM ORDER: 20 guests asked, the menu's minimum is 50.\n");
    expect(mail.text).toContain("\n\nCompany: Acme\nContact: Ravi\n");
    expect(mail.text).not.toContain("Copy requested");
  });
});
