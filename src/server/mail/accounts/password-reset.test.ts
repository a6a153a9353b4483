import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { passwordResetMail } from "./password-reset.ts";

describe("password reset mail", () => {
  it("carries the single-use link and its hour, signed once", () => {
    const mail = passwordResetMail({ token: "tok_9", siteUrl: `https://ayur.example/${HOSTILE}` });
    expect(mail.subject).toBe(`Choose a new password for ${BRAND.name}`);
    expect(mail.text).toContain(`the password of your ${BRAND.name} account`);
    expect(mail.text).toContain(`open this link within 1 hour (it works once):\nhttps://ayur.example/${HOSTILE}/reset-password/tok_9\n`);
    expect(mail.text).toContain("your password stays as it is");
    expectWellFormed(mail, "team");
  });
});
