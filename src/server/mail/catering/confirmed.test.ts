import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { cateringConfirmed } from "./confirmed.ts";
import { sampleEventText, sampleRequest } from "./sample.ts";

describe("catering confirmed", () => {
  it("confirms with the price, total and the team's note, signed once by the catering team", () => {
    const mail = cateringConfirmed({ ...sampleRequest, pricePerPersonCents: 2200, totalCents: 2640000, note: `Bring ${HOSTILE}` });
    expect(mail.subject).toBe("Your catering booking BUF-2026-00042 is confirmed");
    expect(mail.text).toContain(
      `Good news: your catering booking is confirmed.\n\n${sampleEventText}\nPrice per person: $22.00\nTotal: $26,400.00\n\n` +
        `A note from our team:\nBring ${HOSTILE}\n\nWe will be in touch before the day about the final details.\nYour request's status page`,
    );
    expectWellFormed(mail, "catering team");
  });
});
