import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { bookingCancellation } from "./cancellation.ts";

describe("booking cancellation", () => {
  it("lists the cancelled booking and links the classes, signed once", () => {
    const mail = bookingCancellation({
      reference: "CB-ABCD2345",
      classTitle: HOSTILE,
      date: "Saturday, March 14, 2026",
      time: "10:00 AM",
      participants: 3,
      siteUrl: "https://ayur.example",
    });
    expect(mail.subject).toBe(`Your ${BRAND.name} class booking CB-ABCD2345 is cancelled`);
    expect(mail.text).toContain(
      `Your booking is cancelled:\n\nClass: ${HOSTILE}\nDate: Saturday, March 14, 2026\nTime: 10:00 AM\nParticipants: 3\nReference: CB-ABCD2345\n\n`,
    );
    expect(mail.text).toContain("We hope to cook with you another time: https://ayur.example/classes");
    expectWellFormed(mail, "team");
  });
});
