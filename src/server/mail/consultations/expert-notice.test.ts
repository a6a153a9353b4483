import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { consultationExpertNotice } from "./expert-notice.ts";

describe("consultation expert notice", () => {
  const data = {
    id: 41,
    name: HOSTILE,
    email: "q@example.com",
    doshaLabel: "Pitta",
    recipeId: 12,
    recipeTitle: "Kitchari",
    healthConcerns: null,
    question: "Is ghee fine?",
    siteUrl: "https://ayur.example",
  };

  it("carries the question in full under a subject with only its number, unsigned", () => {
    const mail = consultationExpertNotice(data);
    expect(mail.subject).toBe("Expert question #41");
    expect(mail.text).toContain(
      `Name: ${HOSTILE}\nEmail: q@example.com\nPrimary dosha: Pitta\nRecipe: Kitchari (https://ayur.example/recipes/12)\n` +
        `Health concerns: none given\n\nQuestion:\nIs ghee fine?\n`,
    );
    expectWellFormed(mail, null);
  });

  it("names the recipe by its link, or none", () => {
    expect(consultationExpertNotice({ ...data, recipeTitle: null }).text).toContain("Recipe: https://ayur.example/recipes/12\n");
    expect(consultationExpertNotice({ ...data, recipeTitle: null, recipeId: null }).text).toContain("Recipe: none\n");
  });
});
