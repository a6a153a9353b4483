import { describe, expect, it } from "vitest";
import { BRAND } from "../../shared/brand";
import { brandOrganization, homeJsonLd, postalAddress, serializeJsonLd } from "./json-ld";

const SITE = "https://ayurkitchen.example";

describe("structured data", () => {
  it("should split the brand's address into schema.org's parts, and keep a line it cannot read whole", () => {
    expect(postalAddress(BRAND.address)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "218 Valencia Street",
      addressLocality: "San Francisco",
      addressRegion: "CA",
      postalCode: "94103",
      addressCountry: "US",
    });
    expect(postalAddress("Unit 4, Dock Road")).toEqual({ "@type": "PostalAddress", streetAddress: "Unit 4, Dock Road" });
  });

  it("should describe the brand as an Organization with its logo, address, contact point and social profiles", () => {
    expect(brandOrganization(SITE)).toEqual({
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: "Ayur Kitchen",
      url: SITE,
      logo: { "@type": "ImageObject", url: `${SITE}/favicon.svg`, contentUrl: `${SITE}/favicon.svg` },
      email: BRAND.email,
      telephone: BRAND.phone,
      address: postalAddress(BRAND.address),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: BRAND.email,
        telephone: BRAND.phone,
        availableLanguage: ["en", "es", "fr"],
      },
      sameAs: [
        "https://instagram.com/ayurkitchen",
        "https://youtube.com/@ayurkitchen",
        "https://facebook.com/ayurkitchen",
        "https://pinterest.com/ayurkitchen",
      ],
    });
  });

  it("should give the home page the Organization and the WebSite, whose search action is the recipe search", () => {
    const [organization, website] = homeJsonLd(SITE);
    expect(organization).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "Ayur Kitchen" });
    expect(website).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${SITE}/#website`,
      name: "Ayur Kitchen",
      url: `${SITE}/`,
      inLanguage: ["en", "es", "fr"],
      publisher: { "@id": `${SITE}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${SITE}/recipes?search={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("should serialise so no text can close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & more" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & more" });
  });
});
