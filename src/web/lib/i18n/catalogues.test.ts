import { describe, expect, it } from "vitest";
import { accountDialogsEn } from "./areas/account-dialogs/en";
import { accountMenuEn } from "./areas/account-dialogs/menu-en";
import { accountEn } from "./areas/account/en";
import { accountOptionsEn } from "./areas/account-options/en";
import { adminEn } from "./areas/admin/en";
import { adminReviewEn } from "./areas/admin-review/en";
import { adminInboxEn } from "./areas/admin-inbox/en";
import { adminPeopleEn } from "./areas/admin-people/en";
import { adminTranslationsEn } from "./areas/admin-translations/en";
import { adminLibraryEn } from "./areas/admin-library/en";
import { dailyRecipeEn } from "./areas/daily-recipe/en";
import { adminClassesEn } from "./areas/admin-classes/en";
import { adminOrdersEn } from "./areas/admin-orders/en";
import { advancedSearchEn } from "./areas/advanced-search/en";
import { blogEn } from "./areas/blog/en";
import { cateringEn } from "./areas/catering/en";
import { bookingCancelEn } from "./areas/bookings/en";
import { newsletterLinksEn } from "./areas/newsletter/en";
import { apiDemoEn } from "./areas/api-demo/en";
import { sitemapEn } from "./areas/sitemap/en";
import { checkoutEn } from "./areas/checkout/en";
import { classesEn } from "./areas/classes/en";
import { communityEn } from "./areas/community/en";
import { dealsEn } from "./areas/deals/en";
import { formsEn } from "./areas/forms/en";
import { guestChefsEn } from "./areas/guest-chefs/en";
import { homeEn } from "./areas/home/en";
import { recipeDetailEn } from "./areas/recipe-detail/en";
import { recipeExpertEn } from "./areas/recipe-detail/expert-en";
import { recipeListEn } from "./areas/recipe-list/en";
import { shopEn } from "./areas/shop/en";
import { en as globalEn } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { detectLanguage, detectLocale, loadCatalogue, translate } from "./index";
import { needsMachineTranslation, uiLocaleFor } from "./locales";

// The English reference: the global catalogue plus the strings that load with their pages.
const en: Record<string, string> = {
  ...globalEn,
  ...recipeListEn,
  ...recipeDetailEn,
  ...recipeExpertEn,
  ...advancedSearchEn,
  ...blogEn,
  ...classesEn,
  ...cateringEn,
  ...homeEn,
  ...bookingCancelEn,
  ...newsletterLinksEn,
  ...apiDemoEn,
  ...sitemapEn,
  ...dealsEn,
  ...checkoutEn,
  ...shopEn,
  ...formsEn,
  ...communityEn,
  ...guestChefsEn,
  ...accountDialogsEn,
  ...accountMenuEn,
  ...accountEn,
  ...accountOptionsEn,
  ...adminEn,
  ...adminReviewEn,
  ...adminInboxEn,
  ...adminPeopleEn,
  ...adminTranslationsEn,
  ...adminLibraryEn,
  ...dailyRecipeEn,
  ...adminClassesEn,
  ...adminOrdersEn,
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("UI catalogues", () => {
  for (const [name, catalogue] of [
    ["es", es],
    ["fr", fr],
  ] as const) {
    it(`should have every English key in ${name}, with the same placeholders`, () => {
      const missing = Object.keys(en).filter((key) => !(key in catalogue));
      expect(missing).toEqual([]);
      const extra = Object.keys(catalogue).filter((key) => !(key in en));
      expect(extra).toEqual([]);
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim().length, key).toBeGreaterThan(0);
        expect(placeholders(value), key).toEqual(placeholders(en[key]));
      }
    });
  }

  it("should load a catalogue on demand and fall back to English, then to the key", async () => {
    // Until Spanish is loaded the interface stays in English, never half-empty.
    expect(translate("es", "cart.title")).toBe(globalEn["cart.title"]);
    await loadCatalogue("es");
    expect(translate("es", "cart.title")).toBe(es["cart.title"]);
    expect(translate("fr", "no.such.key")).toBe("no.such.key");
    expect(translate("en", "footer.copyright", { year: 2025, brand: "Ayur Kitchen" })).toBe("© 2025 Ayur Kitchen. All rights reserved.");
  });

  it("should pick the saved language, else the browser's, else English, from the whole supported list", () => {
    expect(detectLanguage("fr", "es-ES")).toBe("fr");
    expect(detectLanguage("ar", "es-ES")).toBe("ar");
    expect(detectLanguage("xx", "es-ES,es;q=0.9")).toBe("es");
    expect(detectLanguage(null, "de-DE,de;q=0.9")).toBe("de");
    expect(detectLanguage("klingon", "qq-QQ")).toBe("en");
    expect(detectLanguage(null, undefined)).toBe("en");
  });

  it("should read the interface of a language without a catalogue from English", () => {
    expect(detectLocale("de", "es-ES")).toBe("en");
    expect(detectLocale(null, "fr-CA")).toBe("fr");
    expect(uiLocaleFor("ja")).toBe("en");
    expect(uiLocaleFor("es")).toBe("es");
    expect(translate("ar", "cart.title")).toBe("Shopping Cart");
    expect(needsMachineTranslation("ja")).toBe(true);
    expect(needsMachineTranslation("fr")).toBe(false);
    expect(needsMachineTranslation("en")).toBe(false);
    expect(needsMachineTranslation("xx")).toBe(false);
  });
});
