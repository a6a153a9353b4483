import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { bookingCancellationTeamNotice } from "./cancellation-team-notice.ts";

describe("booking cancellation team notice", () => {
  it("says who cancelled which seats, unsigned", () => {
    const mail = bookingCancellationTeamNotice({
      reference: "CB-ABCD2345",
      customerName: HOSTILE,
      participants: 2,
      classTitle: "Kitchari",
      date: "Saturday, March 14, 2026",
      time: "10:00 AM",
    });
    expect(mail.subject).toBe("Class booking CB-ABCD2345 cancelled");
    expect(mail.text).toBe(`${HOSTILE} cancelled 2 seat(s) in Kitchari on Saturday, March 14, 2026 at 10:00 AM.\n`);
    expectWellFormed(mail, null);
  });
});
