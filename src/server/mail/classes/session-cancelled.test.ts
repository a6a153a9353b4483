import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { sessionCancelled } from "./session-cancelled.ts";

describe("session cancelled", () => {
  const data = {
    classTitle: "Kitchari",
    date: "Saturday, March 14, 2026",
    time: "10:00 AM",
    reason: HOSTILE,
    references: ["CB-AAAA2222", "CB-BBBB3333"],
    seats: 3,
    refundCents: 13500,
    classUrl: "https://ayur.example/classes/3",
    teamEmail: "team@ayur.example",
  };

  it("names every booking, the refund and the kitchen's word, signed once", () => {
    const mail = sessionCancelled(data);
    expect(mail.subject).toBe(`Your ${BRAND.name} class on Saturday, March 14, 2026 is cancelled`);
    expect(mail.text).toContain(
      `We are sorry: the session of Kitchari on Saturday, March 14, 2026 at 10:00 AM is cancelled.\n\nA word from the kitchen:\n${HOSTILE}\n\n` +
        `Your bookings CB-AAAA2222, CB-BBBB3333 (3 seat(s)) are cancelled, and the $135.00 you paid will be refunded in full. ` +
        `Other dates of this class: https://ayur.example/classes/3\n\nQuestions? Write to team@ayur.example.`,
    );
    expectWellFormed(mail, "team");
  });

  it("reads for one booking and no reason", () => {
    const mail = sessionCancelled({ ...data, reason: null, references: ["CB-AAAA2222"], seats: 1, refundCents: 4500 });
    expect(mail.text).toContain("is cancelled.\n\nYour booking CB-AAAA2222 (1 seat(s)) is cancelled, and the $45.00 you paid");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
