import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { bookingConfirmation } from "./confirmation.ts";

describe("booking confirmation", () => {
  const mail = bookingConfirmation({
    reference: "CB-ABCD2345",
    classTitle: HOSTILE,
    date: "Saturday, March 14, 2026",
    time: "10:00 AM",
    participants: 2,
    totalCents: 9000,
    location: "Kitchen 2, 218 Valencia Street",
    classUrl: "https://ayur.example/classes/3",
    cancelUrl: "https://ayur.example/bookings/cancel/tok",
  });

  it("lists the booking, the class page and the single-use cancel link, signed once", () => {
    expect(mail.subject).toBe(`Your ${BRAND.name} class booking CB-ABCD2345 is confirmed`);
    expect(mail.text).toContain(
      `Here are the details:\n\nClass: ${HOSTILE}\nDate: Saturday, March 14, 2026\nTime: 10:00 AM\nParticipants: 2\n` +
        `Total: $90.00\nLocation: Kitchen 2, 218 Valencia Street\nReference: CB-ABCD2345\n\n`,
    );
    expect(mail.text).toContain("Class page: https://ayur.example/classes/3");
    expect(mail.text).toContain("Cancel your booking here (the link works once): https://ayur.example/bookings/cancel/tok");
    expectWellFormed(mail, "team");
  });
});
