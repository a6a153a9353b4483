import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CommunityRecipe } from "../../../shared/schemas/community-recipe";
import { I18nProvider } from "~/lib/i18n";
import "~/lib/i18n/areas/community/register";
import { CommunityRecipeCard } from "./community-recipe-card";
import { CommunityRecipeView } from "./community-recipe-view";
import { loadCommunityRecipe } from "./load-community-recipe";

const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

/** Every text field a cook types, each carrying markup. */
const hostile: CommunityRecipe = {
  id: 9,
  title: `Title ${SCRIPT}`,
  authorName: `Author ${SCRIPT}`,
  cuisineType: `Cuisine ${SCRIPT}`,
  mealTypes: ["breakfast"],
  prepTime: 5,
  cookTime: 10,
  servingSize: 2,
  image: null,
  createdAt: "2026-02-01T00:00:00.000Z",
  story: `Story ${SCRIPT}`,
  ingredients: `Ingredient ${SCRIPT}`,
  instructions: `Step ${SCRIPT}`,
  healthBenefits: `Benefit ${SCRIPT}`,
  socialHandle: `@handle${SCRIPT}`,
  website: "https://cook.example.com/?q=<b>",
  calories: 100,
  protein: 5,
  carbs: 10,
  fat: 2,
};

/** The element server-rendered as a page would be: inside a router and the English interface. */
const render = (element: ReactElement) =>
  renderToString(createElement(MemoryRouter, null, createElement(I18nProvider, { initialLanguage: "en", children: element })));

describe("community pages with markup in every text field", () => {
  it("should show the text escaped on the recipe page and in its card, never as HTML", async () => {
    const data = await loadCommunityRecipe({ getById: async () => hostile }, "9", "https://site.test");
    const page = render(createElement(CommunityRecipeView, data));
    const card = render(createElement(CommunityRecipeCard, { recipe: { ...hostile, picture: data.picture } }));
    for (const html of [page, card]) {
      expect(html).not.toContain('<script>alert("x")');
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;alert(");
    }
    for (const field of ["Title", "Author", "Cuisine", "Story", "Ingredient", "Step", "Benefit", "@handle"]) {
      expect(page, field).toContain(`${field} &lt;script&gt;`.replace("@handle &lt;", "@handle&lt;"));
    }
    // The only script in the page is the structured data, whose text cannot close it.
    const scripts = page.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    const jsonLd = page.slice(page.indexOf('<script type="application/ld+json">') + 35, page.indexOf("</script>"));
    expect(JSON.parse(jsonLd).name).toBe(hostile.title);
    // The cook's website is a link with its own address escaped, marked as user content.
    expect(page).toContain('href="https://cook.example.com/?q=&lt;b&gt;"');
    expect(page).toContain('rel="nofollow ugc noopener noreferrer"');
  });
});
