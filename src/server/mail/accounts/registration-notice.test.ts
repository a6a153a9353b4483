import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { registrationNoticeMail } from "./registration-notice.ts";

describe("registration notice", () => {
  it("tells the owner, points to sign-in and the forgotten password, signed once", () => {
    const mail = registrationNoticeMail({ siteUrl: `https://ayur.example/${HOSTILE}` });
    expect(mail.subject).toBe(`Someone tried to open a new account with your address at ${BRAND.name}`);
    expect(mail.text).toContain(`create a ${BRAND.name} account with this email address, which already has one.`);
    expect(mail.text).toContain(
      `Nothing was changed. If it was you, sign in on https://ayur.example/${HOSTILE} ; if you forgot your password`,
    );
    expectWellFormed(mail, "team");
  });
});
