import { describe, expect, it } from "vitest";
import { BRAND } from "../../../shared/brand.ts";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { consultationAcknowledgement } from "./acknowledgement.ts";

describe("consultation acknowledgement", () => {
  const siteUrl = "https://ayur.example";

  it("names the library's recipe with its link and the care note, signed once", () => {
    const mail = consultationAcknowledgement({ recipe: { id: 12, title: HOSTILE }, siteUrl });
    expect(mail.subject).toBe(`We received your question for the ${BRAND.name} Ayurvedic expert`);
    expect(mail.text).toContain(`Thank you for your question about ${HOSTILE} (https://ayur.example/recipes/12). Our Ayurvedic expert`);
    expect(mail.text).toContain("browse more recipes for your dosha: https://ayur.example/recipes");
    expect(mail.text).toContain("not a substitute for a doctor's care");
    expectWellFormed(mail, "team");
  });

  it("reads without a recipe", () => {
    const mail = consultationAcknowledgement({ recipe: null, siteUrl });
    expect(mail.text).toContain("Thank you for your question. Our Ayurvedic expert");
    expectWellFormed(mail, "team", { carriesHostile: false });
  });
});
