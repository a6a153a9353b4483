import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { communityRecipeTeamNotice } from "./team-notice.ts";

describe("community recipe team notice", () => {
  const data = {
    reference: "RS-2026-3",
    title: HOSTILE,
    cuisineType: "Indian",
    mealLabels: ["Breakfast", "Dinner"],
    servingSize: 4,
    prepTime: 10,
    cookTime: 20,
    calories: 320,
    fat: 9,
    image: null,
    authorName: "Lata",
    email: "lata@example.com",
    ingredients: "Rice\nDal",
    instructions: "Cook.",
    siteUrl: "https://ayur.example",
  };

  it("carries the submission in full, unsigned", () => {
    const mail = communityRecipeTeamNotice(data);
    expect(mail.subject).toBe("New community recipe to review RS-2026-3");
    expect(mail.text).toContain(
      `Reference: RS-2026-3\nRecipe: ${HOSTILE}\nCuisine: Indian\nMeal types: Breakfast, Dinner\nServings: 4\nPrep: 10 min\nCook: 20 min\n` +
        `Nutrition per serving: 320 kcal, fat 9 g\nPhoto: (none, artwork will be drawn)\n\n` +
        `Name: Lata\nShown as: Lata\nEmail: lata@example.com\nPhone: (none)\nWebsite: (none)\nSocial handle: (none)\n\n` +
        `Story:\n(none)\n\nIngredients:\nRice\nDal\n\nInstructions:\nCook.\n`,
    );
    expectWellFormed(mail, null);
  });

  it("links the photo and says when no nutrition was given", () => {
    const mail = communityRecipeTeamNotice({ ...data, calories: undefined, fat: undefined, image: "/media/uploads/x.webp" });
    expect(mail.text).toContain("Nutrition per serving: (not given)\nPhoto: https://ayur.example/media/uploads/x.webp\n");
  });
});
