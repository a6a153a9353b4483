import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { passwordChangedMail } from "./password-changed.ts";

describe("password changed mail", () => {
  it("says a reset link signed every device out, signed once", () => {
    const mail = passwordChangedMail({ via: "reset-link" });
    expect(mail.subject).toBe(`Your ${BRAND.name} password was changed`);
    expect(mail.text).toContain(`account was just changed with a reset link, and every device was signed out.`);
    expect(mail.html).toContain("choose &quot;Forgot password?&quot; when signing in");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });

  it("says the account page signed the other devices out", () => {
    const mail = passwordChangedMail({ via: "account-page" });
    expect(mail.text).toContain("just changed from your account page, and your other devices were signed out.");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
