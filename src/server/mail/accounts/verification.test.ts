import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { verificationMail } from "./verification.ts";

describe("verification mail", () => {
  it("carries the verification link and its 24 hours, signed once", () => {
    const mail = verificationMail({ token: "tok_123", siteUrl: "https://ayur.example" });
    expect(mail.subject).toBe(`Please verify your email address for ${BRAND.name}`);
    expect(mail.text).toContain(
      `Welcome to ${BRAND.name}!\n\nTo verify this address, open this link within 24 hours:\nhttps://ayur.example/verify-email/tok_123\n`,
    );
    expect(mail.html).toContain('<a href="https://ayur.example/verify-email/tok_123">');
    expectWellFormed(mail, "team", { carriesHostile: false });
  });

  it("escapes the link in the HTML part", () => {
    expectWellFormed(verificationMail({ token: "t", siteUrl: `https://ayur.example/${HOSTILE}` }), "team");
  });
});
