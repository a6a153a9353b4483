import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { contactAcknowledgement } from "./acknowledgement.ts";

describe("contact acknowledgement", () => {
  const mail = contactAcknowledgement({ reference: "CT-2026-ABC", subjectLabel: HOSTILE, siteUrl: "https://ayur.example" });

  it("names the reference, the subject's label and the recipes, signed once", () => {
    expect(mail.subject).toBe("We received your message CT-2026-ABC");
    expect(mail.text).toContain(`We received your message about ${HOSTILE} (reference CT-2026-ABC)`);
    expect(mail.text).toContain("please quote CT-2026-ABC");
    expect(mail.text).toContain("Meanwhile, our recipes are here: https://ayur.example/recipes");
    expect(mail.html).toContain('<a href="https://ayur.example/recipes">');
    expectWellFormed(mail, "team");
  });
});
