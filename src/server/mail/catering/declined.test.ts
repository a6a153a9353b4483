import { describe, expect, it } from "vitest";
import { expectWellFormed } from "../testing.ts";
import { cateringDeclined } from "./declined.ts";
import { sampleEventText, sampleRequest } from "./sample.ts";

describe("catering declined", () => {
  it("gives the team's reason, signed once by the catering team", () => {
    const mail = cateringDeclined({ ...sampleRequest, eventTime: null, reason: "Fully booked that day." });
    expect(mail.subject).toBe("About your catering request BUF-2026-00042");
    expect(mail.text).toContain(
      `we cannot cater this event.\n\n${sampleEventText.replace("Event time: 6:30 PM\n", "")}\n\nWhy:\nFully booked that day.\n\n` +
        `We would be glad to help with another date or menu.\nYour request's status page`,
    );
    expectWellFormed(mail, "catering team");
  });
});
