import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { cateringQuote } from "./quote.ts";
import { sampleEventText, sampleRequest } from "./sample.ts";

describe("catering quote", () => {
  const data = { ...sampleRequest, revised: false, pricePerPersonCents: 2200, totalCents: 2640000, validUntil: "2026-05-31", notes: null };

  it("gives the price, total and validity, and how to go ahead, signed once by the catering team", () => {
    const mail = cateringQuote(data);
    expect(mail.subject).toBe("Your quote for catering request BUF-2026-00042");
    expect(mail.text).toContain(
      `Here is our quote for your event.\n\n${sampleEventText}\nPrice per person: $22.00\nTotal: $26,400.00\nValid until: Sunday, May 31, 2026\n\n` +
        `To go ahead, reply to this mail or call us before the quote's date, quoting BUF-2026-00042.\n` +
        `Your request's status page (the link in our first mail) shows where it stands.`,
    );
    expectWellFormed(mail, "catering team");
  });

  it("says revised, with the team's notes", () => {
    const mail = cateringQuote({ ...data, revised: true, notes: `Less ${HOSTILE}` });
    expect(mail.subject).toBe("Your revised quote for catering request BUF-2026-00042");
    expect(mail.text).toContain(`Here is our revised quote for your event.`);
    expect(mail.text).toContain(`Valid until: Sunday, May 31, 2026\n\nNotes from our team:\nLess ${HOSTILE}\n\nTo go ahead`);
  });
});
