import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { emailChangedMail } from "./email-changed.ts";

describe("email changed mail", () => {
  it("tells the old address, signed once", () => {
    const mail = emailChangedMail();
    expect(mail.subject).toBe(`The email address of your ${BRAND.name} account was changed`);
    expect(mail.text).toContain("mails now go to the new address");
    expect(mail.text).toContain("write to us at once by answering this mail");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
