import { BRAND } from "../../../shared/brand";
import { addDays, priceToCents } from "./catering-options";

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

type MenuForOffer = {
  name: string;
  description: string;
  image: string;
  pricePerPerson: string | number;
  minimumOrder: number;
};

/**
 * Schema.org `Service` for a catering menu, with its `Offer`: the price per guest (USD), the minimum order as the eligible quantity, and a price valid for 30 days from `today`.
 */
export function cateringServiceJsonLd(
  menu: MenuForOffer,
  { siteUrl, path, serviceType, today, cuisine }: { siteUrl: string; path: string; serviceType: string; today: string; cuisine?: string },
): Record<string, unknown> {
  const url = absolute(siteUrl, path);
  const cents = priceToCents(menu.pricePerPerson);
  const price = cents === null ? undefined : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const provider = {
    "@type": "Organization",
    name: BRAND.name,
    url: siteUrl,
    email: BRAND.email,
    telephone: BRAND.phone,
    address: BRAND.address,
  };
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
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency: "USD",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "person" },
            },
            eligibleQuantity: { "@type": "QuantitativeValue", minValue: menu.minimumOrder, unitText: "guests" },
            seller: provider,
          },
        }
      : {}),
  };
}
