import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { sampleOrder, sampleSummaryText } from "./sample.ts";
import { orderTeamNotice } from "./team-notice.ts";

describe("order team notice", () => {
  const data = {
    ...sampleOrder,
    paidByCard: false,
    stockShort: false,
    shipTo: ["Asha", "1 Main St", null, "Oakland, CA, 94601", "US"],
    email: "asha@example.com",
    phone: null,
    notes: HOSTILE,
  };

  it("lists the order, where it goes and the shopper's details, unsigned", () => {
    const mail = orderTeamNotice(data);
    expect(mail.subject).toBe("New shop order ORD-2026-00042 (pay on delivery)");
    expect(mail.text).toBe(
      `${sampleSummaryText}\n\nShip to:\n  Asha\n  1 Main St\n  Oakland, CA, 94601\n  US\n\n` +
        `Email: asha@example.com\nPhone: not given\nNotes: ${HOSTILE}\n`,
    );
    expectWellFormed(mail, null);
  });

  it("opens with the warning when stock ran short after a late card payment", () => {
    const mail = orderTeamNotice({ ...data, paidByCard: true, stockShort: true });
    expect(mail.subject).toBe("New shop order ORD-2026-00042 (paid by card)");
    expect(mail.text.startsWith("ATTENTION: the card payment arrived after the hold lapsed")).toBe(true);
  });
});
