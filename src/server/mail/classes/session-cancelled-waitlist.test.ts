import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { sessionCancelledWaitlist } from "./session-cancelled-waitlist.ts";

describe("session cancelled, to the waiting list", () => {
  it("names the session, the kitchen's word and other dates, signed once", () => {
    const mail = sessionCancelledWaitlist({
      classTitle: "Kitchari",
      date: "Saturday, March 14, 2026",
      time: "10:00 AM",
      reason: HOSTILE,
      classUrl: "https://ayur.example/classes/3",
    });
    expect(mail.subject).toBe(`A ${BRAND.name} class you were waiting for is cancelled`);
    expect(mail.text).toContain(
      `The session of Kitchari on Saturday, March 14, 2026 at 10:00 AM, whose waiting list you joined, is cancelled.\n\n` +
        `A word from the kitchen:\n${HOSTILE}\n\nOther dates of this class: https://ayur.example/classes/3\n\n`,
    );
    expectWellFormed(mail, "team");
  });
});
