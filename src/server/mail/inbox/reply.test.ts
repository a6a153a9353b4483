import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { inboxReply } from "./reply.ts";

describe("inbox reply", () => {
  it("carries the team's words, the signature once and the reference after it", () => {
    const mail = inboxReply({ subject: "Re: your message", body: `Dear Asha,\n\n${HOSTILE} is fine.`, reference: "CT-2026-ABC" });
    expect(mail.subject).toBe("Re: your message");
    expect(mail.text.startsWith(`Dear Asha,\n\n${HOSTILE} is fine.\n\n— The `)).toBe(true);
    expect(mail.text.endsWith("team\n\nIn reply to your message CT-2026-ABC. Please quote it if you write again.\n")).toBe(true);
    expectWellFormed(mail, "team");
  });

  it("ends with the signature when the message has no reference", () => {
    const mail = inboxReply({ subject: "Re", body: "Thanks.", reference: null });
    expect(mail.text).not.toContain("In reply to");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
