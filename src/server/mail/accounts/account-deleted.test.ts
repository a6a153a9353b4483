import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { accountDeletedMail } from "./account-deleted.ts";

describe("account deleted mail", () => {
  it("confirms what was deleted and how the newsletter stops, signed once", () => {
    const mail = accountDeletedMail();
    expect(mail.subject).toBe(`Your ${BRAND.name} account is deleted`);
    expect(mail.text).toContain(`your ${BRAND.name} account, its saved recipes and saved searches are deleted.`);
    expect(mail.text).toContain("the unsubscribe link at the bottom of each");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
