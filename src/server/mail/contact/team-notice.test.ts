import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { contactTeamNotice } from "./team-notice.ts";

describe("contact team notice", () => {
  const mail = contactTeamNotice({
    reference: "CT-2026-ABC",
    subjectLabel: "Recipes",
    name: HOSTILE,
    email: "asha@example.com",
    message: "Line one\nLine two",
  });

  it("carries everything the visitor wrote, unsigned", () => {
    expect(mail.subject).toBe("New contact message CT-2026-ABC (Recipes)");
    expect(mail.text).toContain(
      `Reference: CT-2026-ABC\nSubject: Recipes\nName: ${HOSTILE}\nEmail: asha@example.com\n\nMessage:\nLine one\nLine two\n`,
    );
    expect(mail.html).toContain("Line one<br>\nLine two");
    expectWellFormed(mail, null);
  });
});
