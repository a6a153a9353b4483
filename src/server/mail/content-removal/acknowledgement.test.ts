import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { contentRemovalAcknowledgement } from "./acknowledgement.ts";

describe("content removal acknowledgement", () => {
  const mail = contentRemovalAcknowledgement({
    reference: "CR-2026-XYZ",
    typeLabel: HOSTILE,
    actionLabel: "Remove",
    siteUrl: "https://ayur.example",
  });

  it("names the reference, the lists' labels and the policy page, signed once", () => {
    expect(mail.subject).toBe("We received your content removal request CR-2026-XYZ");
    expect(mail.text).toContain(`We received your request CR-2026-XYZ (${HOSTILE}; requested action: Remove)`);
    expect(mail.text).toContain("within 24-48 hours");
    expect(mail.text).toContain("How we handle requests: https://ayur.example/content-removal");
    expectWellFormed(mail, "team");
  });
});
