import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { cateringAcknowledgement } from "./acknowledgement.ts";
import { sampleEventText, sampleRequest } from "./sample.ts";

describe("catering acknowledgement", () => {
  const data = {
    ...sampleRequest,
    kind: "buffet" as const,
    belowMinimum: null,
    statusUrl: "https://ayur.example/catering/requests/tok",
    menuUrl: "https://ayur.example/buffet-menus/4",
  };

  it("lists the request and its estimate, the status link and the menu, signed once by the catering team", () => {
    const mail = cateringAcknowledgement(data);
    expect(mail.subject).toBe(`We received your ${BRAND.name} catering request BUF-2026-00042`);
    expect(mail.text).toContain(
      `Thank you for your buffet booking request. We'll contact you within 24 hours to confirm it and send your quote.\n\n` +
        `${sampleEventText}\nPrice per person: $24.50\nEstimated total: $29,400.00\n\nThe estimate is the number of guests`,
    );
    expect(mail.text).toContain(
      "(keep this link to yourself): https://ayur.example/catering/requests/tok\n\nThe menu: https://ayur.example/buffet-menus/4",
    );
    expect(mail.text).not.toContain("usually served for at least");
    expectWellFormed(mail, "catering team");
  });

  it("says what the menu's minimum is when fewer guests were asked for", () => {
    const mail = cateringAcknowledgement({ ...data, kind: "industrial", participants: 20, belowMinimum: { minimumOrder: 50 } });
    expect(mail.text).toContain("Thank you for your industrial catering request.");
    expect(mail.text).toContain("This menu is usually served for at least 50 guests; our team will tell you what is possible for 20.");
  });
});
