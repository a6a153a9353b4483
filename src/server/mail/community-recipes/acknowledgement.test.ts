import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed } from "../testing.ts";
import { communityRecipeAcknowledgement } from "./acknowledgement.ts";

describe("community recipe acknowledgement", () => {
  const mail = communityRecipeAcknowledgement({ reference: "RS-2026-3", siteUrl: 'https://ayur.example/<b>&"' });

  it("names the reference, the review and the creators' page, signed once", () => {
    expect(mail.subject).toBe("We received your recipe RS-2026-3");
    expect(mail.text).toContain(`with the ${BRAND.name} community. We received it as RS-2026-3.`);
    expect(mail.text).toContain('published on Community Recipes (https://ayur.example/<b>&"/community-recipes) under the name you chose');
    expect(mail.text).toContain('see how it works: https://ayur.example/<b>&"/earn-share');
    expectWellFormed(mail, "team");
  });
});
