import { brandOrganization } from "~/lib/json-ld";
import { addDays, priceToCents } from "./catering-options";

/** UN/CEFACT Recommendation 20's code for "person", the unit schema.org's unitCode takes. */
const PERSON = "IE";

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

type MenuForOffer = {
  name: string;
  description: string;
  image: string;
  pricePerPerson: string | number;
  minimumOrder: number;
};

/**
 * Schema.org `Service` for a catering menu, with its `Offer`: the price per guest (USD, a unit price per person), the minimum order as the eligible quantity, and a price valid for 30 days from `today`.
 */
export function cateringServiceJsonLd(
  menu: MenuForOffer,
  { siteUrl, path, serviceType, today, cuisine }: { siteUrl: string; path: string; serviceType: string; today: string; cuisine?: string },
): Record<string, unknown> {
  const url = absolute(siteUrl, path);
  const cents = priceToCents(menu.pricePerPerson);
  const price = cents === null ? undefined : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const provider = brandOrganization(siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: menu.name,
    description: menu.description,
    image: absolute(siteUrl, menu.image),
    url,
    serviceType,
    ...(cuisine ? { category: cuisine } : {}),
    provider,
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url,
            price,
            priceCurrency: "USD",
            priceValidUntil: addDays(today, 30),
            availability: "https://schema.org/InStock",
            // The price is per guest: UN/CEFACT's unit code for a person is "IE".
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency: "USD",
              unitCode: PERSON,
              unitText: "person",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: PERSON, unitText: "person" },
            },
            eligibleQuantity: { "@type": "QuantitativeValue", minValue: menu.minimumOrder, unitCode: PERSON, unitText: "guests" },
            seller: provider,
          },
        }
      : {}),
  };
}
