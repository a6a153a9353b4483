import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { bookingTeamNotice } from "./team-notice.ts";

describe("booking team notice", () => {
  it("lists the booking and who made it, unsigned", () => {
    const mail = bookingTeamNotice({
      reference: "CB-ABCD2345",
      classTitle: "Kitchari",
      date: "Saturday, March 14, 2026",
      time: "10:00 AM",
      participants: 1,
      totalCents: 4550,
      location: "Studio",
      customerName: HOSTILE,
      email: "b@example.com",
      phone: null,
    });
    expect(mail.subject).toBe("New class booking CB-ABCD2345");
    expect(mail.text).toBe(
      `A class was booked.\n\nClass: Kitchari\nDate: Saturday, March 14, 2026\nTime: 10:00 AM\nParticipants: 1\nTotal: $45.50\n` +
        `Location: Studio\nReference: CB-ABCD2345\nName: ${HOSTILE}\nEmail: b@example.com\nPhone: not given\n`,
    );
    expectWellFormed(mail, null);
  });
});
