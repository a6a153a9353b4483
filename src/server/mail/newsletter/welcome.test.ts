import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { newsletterHeaders, newsletterWelcome } from "./welcome.ts";

describe("newsletter welcome", () => {
  const unsubscribeUrl = `https://ayur.example/newsletter/unsubscribe/${HOSTILE}`;

  it("welcomes, links the recipes and ends with the unsubscribe footer, unsigned", () => {
    const mail = newsletterWelcome({ unsubscribeUrl, siteUrl: "https://ayur.example" });
    expect(mail.subject).toBe(`Welcome to the ${BRAND.name} newsletter`);
    expect(mail.text).toContain("Your subscription is confirmed. Thank you!\n\nEvery other week");
    expect(mail.text).toContain("Browse recipes: https://ayur.example/recipes\n\n—\n");
    expect(mail.text.endsWith(`to the ${BRAND.name} newsletter.\nUnsubscribe with one click: ${unsubscribeUrl}\n`)).toBe(true);
    expectWellFormed(mail, null);
  });

  it("offers the one-click unsubscribe in the headers", () => {
    expect(newsletterHeaders("https://u.example/x")).toEqual({
      "List-Unsubscribe": "<https://u.example/x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
