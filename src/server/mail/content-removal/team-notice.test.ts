import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { contentRemovalTeamNotice } from "./team-notice.ts";

describe("content removal team notice", () => {
  const data = {
    reference: "CR-2026-XYZ",
    typeLabel: "Copyright",
    actionLabel: "Remove",
    contentUrl: "https://ayur.example/recipes/4",
    name: HOSTILE,
    email: "owner@example.com",
    phone: null,
    description: "It is mine.",
  };

  it("carries the typed facts and the content's address as text, unsigned", () => {
    const mail = contentRemovalTeamNotice(data);
    expect(mail.subject).toBe("Content removal request CR-2026-XYZ (Copyright)");
    expect(mail.text).toContain(
      `Reference: CR-2026-XYZ\nComplaint type: Copyright\nRequested action: Remove\nContent: https://ayur.example/recipes/4\n` +
        `Name: ${HOSTILE}\nEmail: owner@example.com\nPhone: (not given)\n\nDescription:\nIt is mine.\n`,
    );
    expect(mail.html).not.toContain('href="https://ayur.example/recipes/4"');
    expectWellFormed(mail, null);
  });

  it("shows a phone when given", () => {
    expect(contentRemovalTeamNotice({ ...data, phone: "555-0100" }).text).toContain("Phone: 555-0100");
  });
});
