import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { newsletterConfirmation } from "./confirmation.ts";

describe("newsletter confirmation", () => {
  it("carries the confirmation link and its 7 days, signed once", () => {
    const mail = newsletterConfirmation({ token: "tok_n", siteUrl: `https://ayur.example/${HOSTILE}` });
    expect(mail.subject).toBe(`Please confirm your ${BRAND.name} newsletter subscription`);
    expect(mail.text).toContain(`asked to receive the ${BRAND.name} newsletter at this address.`);
    expect(mail.text).toContain(`To confirm, open this link within 7 days:\nhttps://ayur.example/${HOSTILE}/newsletter/confirm/tok_n\n`);
    expect(mail.text).toContain("without a confirmation you will not hear from us again");
    expectWellFormed(mail, "team");
  });
});
