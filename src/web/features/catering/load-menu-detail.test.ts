import { describe, expect, it } from "vitest";
import type { BuffetMenu, IndustrialMenu } from "../../../shared/schemas/catering";
import { loadBuffetDetail } from "./load-buffet-detail";
import { loadIndustrialDetail } from "./load-industrial-detail";

const buffet = {
  id: 7,
  name: "Tapas </script><script>alert(1)</script> Party",
  description: "Small plates.",
  image: "/api/art/pot-of-food/abc.svg",
  pricePerPerson: 42.5,
  minimumOrder: 25,
} as BuffetMenu;
const industrial = {
  id: 3,
  name: "Plant Lunch",
  description: "Lunch line.",
  image: "https://cdn.test/a.svg",
  pricePerPerson: "$16.75",
  minimumOrder: 200,
  cuisine: "German",
} as IndustrialMenu;

function source<T extends { id: number }>(found: T) {
  const asked: number[] = [];
  const get = async (id: number) => {
    asked.push(id);
    return id === found.id ? found : null;
  };
  return { asked, getBuffetMenu: get, getIndustrialMenu: get };
}

async function statusOfThrown(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } | null }).init?.status ?? -1;
  }
}

const options = { siteUrl: "https://site.test", timeZone: "America/Los_Angeles", now: new Date("2031-05-01T20:00:00Z") };

describe("menu detail loaders", () => {
  it("should answer 404 for an unknown id and for a malformed one, without asking the service for the latter", async () => {
    const buffets = source(buffet as BuffetMenu);
    expect(await statusOfThrown(loadBuffetDetail(buffets, "99", options))).toBe(404);
    expect(await statusOfThrown(loadBuffetDetail(buffets, "7x", options))).toBe(404);
    expect(await statusOfThrown(loadBuffetDetail(buffets, undefined, options))).toBe(404);
    expect(buffets.asked).toEqual([99]);
    const industrials = source(industrial as IndustrialMenu);
    expect(await statusOfThrown(loadIndustrialDetail(industrials, "0", options))).toBe(404);
    expect(await statusOfThrown(loadIndustrialDetail(industrials, "4", options))).toBe(404);
  });

  it("should describe a buffet menu as a schema.org Service with its per-person Offer, valid 30 days", async () => {
    const data = await loadBuffetDetail(source(buffet as BuffetMenu), "7", options);
    expect(data.menu).toBe(buffet);
    expect(data.jsonLd).not.toContain("</script>");
    expect(JSON.parse(data.jsonLd)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: buffet.name,
      url: "https://site.test/buffet-menus/7",
      image: "https://site.test/api/art/pot-of-food/abc.svg",
      serviceType: "Buffet catering",
      provider: {
        "@type": "Organization",
        name: "Ayur Kitchen",
        logo: { url: "https://site.test/favicon.svg" },
        address: { "@type": "PostalAddress", streetAddress: "218 Valencia Street", postalCode: "94103" },
      },
      offers: {
        "@type": "Offer",
        price: "42.50",
        priceCurrency: "USD",
        priceValidUntil: "2031-05-31",
        eligibleQuantity: { minValue: 25, unitText: "guests" },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "42.50",
          priceCurrency: "USD",
          unitCode: "IE",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "IE" },
        },
      },
    });
  });

  it("should read an industrial menu's '$' price and name its cuisine", async () => {
    const data = await loadIndustrialDetail(source(industrial as IndustrialMenu), "3", options);
    expect(JSON.parse(data.jsonLd)).toMatchObject({
      "@type": "Service",
      url: "https://site.test/industrial-catering/3",
      image: "https://cdn.test/a.svg",
      serviceType: "Industrial catering",
      category: "German",
      offers: {
        price: "16.75",
        priceCurrency: "USD",
        eligibleQuantity: { minValue: 200, unitCode: "IE" },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "16.75",
          unitCode: "IE",
          referenceQuantity: { value: 1, unitCode: "IE" },
        },
      },
    });
  });
});
