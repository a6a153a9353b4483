import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS } from "../../../shared/schemas/contact-subjects";
import { CONTACT_FAQ } from "./contact-faq.server";
import { loadContact } from "./load-contact";

const SITE = "https://ayurkitchen.example";
const at = (query: string) => new URL(`https://ayurkitchen.example/contact${query}`);

describe("loadContact", () => {
  it("should preselect the subject a link names, by key or by label in any case", () => {
    expect(loadContact(at("?subject=partnership"), "en", CONTACT_FAQ, SITE).subject).toBe("partnership");
    expect(loadContact(at("?subject=class-booking"), "en", CONTACT_FAQ, SITE).subject).toBe("class-booking");
    expect(loadContact(at("?subject=Class%20Booking"), "en", CONTACT_FAQ, SITE).subject).toBe("class-booking");
    expect(loadContact(at("?subject=PRESS-INQUIRY"), "en", CONTACT_FAQ, SITE).subject).toBe("press-inquiry");
    for (const subject of CONTACT_SUBJECTS) expect(loadContact(at(`?subject=${subject}`), "en", CONTACT_FAQ, SITE).subject).toBe(subject);
  });

  it("should preselect nothing for a missing or unknown subject", () => {
    expect(loadContact(at(""), "en", CONTACT_FAQ, SITE).subject).toBeNull();
    expect(loadContact(at("?subject="), "en", CONTACT_FAQ, SITE).subject).toBeNull();
    expect(loadContact(at("?subject=<script>"), "en", CONTACT_FAQ, SITE).subject).toBeNull();
    expect(loadContact(at("?subject=__proto__"), "en", CONTACT_FAQ, SITE).subject).toBeNull();
  });

  it("should give the FAQ in the reader's language, with questions about classes, orders, catering and recipes", () => {
    for (const locale of ["en", "es", "fr"] as const) {
      const { faq } = loadContact(at(""), locale, CONTACT_FAQ, SITE);
      expect(faq).toHaveLength(4);
      for (const group of faq) expect(group.items.length).toBeGreaterThan(0);
    }
    expect(loadContact(at(""), "fr", CONTACT_FAQ, SITE).faq[0].title).toBe("Cours de cuisine");
    expect(loadContact(at(""), "en", CONTACT_FAQ, SITE).faq.map((g) => g.title)).toEqual([
      "Cooking classes",
      "Shop orders",
      "Catering",
      "Recipes",
    ]);
  });

  it("should describe the page and every question as structured data, with no text able to close its script", () => {
    const { jsonLd, faq } = loadContact(at(""), "es", CONTACT_FAQ, SITE);
    expect(jsonLd).not.toContain("<");
    const [page, questions] = JSON.parse(jsonLd) as [
      Record<string, unknown>,
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
    ];
    expect(page).toMatchObject({
      "@type": "ContactPage",
      url: `${SITE}/contact`,
      mainEntity: {
        email: "hello@ayurkitchen.example",
        address: { streetAddress: "218 Valencia Street", addressLocality: "San Francisco", postalCode: "94103" },
        logo: { "@type": "ImageObject", url: `${SITE}/favicon.svg` },
        contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: "hello@ayurkitchen.example" },
      },
    });
    expect(questions.mainEntity).toHaveLength(faq.flatMap((g) => g.items).length);
    expect(questions.mainEntity[0].name).toBe(faq[0].items[0].question);
  });
});
