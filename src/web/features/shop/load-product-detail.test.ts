import { describe, expect, it } from "vitest";
import type { ShopProduct } from "../../../shared/schemas/shop";
import { loadProductDetail, productJsonLd } from "./load-product-detail.server";

const knife: ShopProduct = {
  id: 1,
  name: "8-Inch Chef's Knife </script><script>alert(1)</script>",
  description: "An all-purpose blade.",
  price: 89,
  image: "/api/art/kitchen-knife/fde2e4.svg",
  categorySlug: "knives",
  categoryName: "Knives",
  brand: "Kestrel Forge",
  inStock: true,
  wholesale: false,
  featured: true,
  rating: 4.8,
  reviewCount: 412,
  weight: "240 g",
  sku: "CCP-KN-001",
  specs: { "Blade length": "20 cm" },
  images: [],
  stock: 41,
  stockStatus: "in_stock",
};

const source = (found: ShopProduct | null) => ({
  asked: [] as number[],
  async getProduct(id: number) {
    this.asked.push(id);
    return found && found.id === id ? found : null;
  },
});

async function statusOfThrown(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    const init = (thrown as { init?: { status?: number } | null }).init;
    return init?.status ?? -1;
  }
}

const NOW = new Date("2025-07-01T12:00:00Z");

describe("product page loader", () => {
  it("should answer 404 for an unknown id and for a malformed one, without asking the service for the latter", async () => {
    const shop = source(knife);
    expect(await statusOfThrown(loadProductDetail(shop, "99", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadProductDetail(shop, "1x", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadProductDetail(shop, "0", "https://site.test"))).toBe(404);
    expect(await statusOfThrown(loadProductDetail(shop, undefined, "https://site.test"))).toBe(404);
    expect(shop.asked).toEqual([99]);
  });

  it("should give a schema.org Product with its offer in USD and availability from the stock", () => {
    const ld = productJsonLd(knife, "https://site.test", NOW);
    expect(ld).toMatchObject({
      "@type": "Product",
      name: knife.name,
      sku: "CCP-KN-001",
      brand: { "@type": "Brand", name: "Kestrel Forge" },
      image: ["https://site.test/api/art/kitchen-knife/fde2e4.svg"],
      url: "https://site.test/shop/product/1",
      offers: {
        "@type": "Offer",
        price: "89.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        priceValidUntil: "2025-07-31",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.8", reviewCount: 412 },
    });
    expect(productJsonLd({ ...knife, stock: 3, stockStatus: "low_stock" }, "https://site.test", NOW).offers).toMatchObject({
      availability: "https://schema.org/LimitedAvailability",
    });
    expect(
      productJsonLd({ ...knife, stock: 0, stockStatus: "out_of_stock", inStock: false }, "https://site.test", NOW).offers,
    ).toMatchObject({
      availability: "https://schema.org/OutOfStock",
    });
  });

  it("should leave the rating out when nobody has reviewed the product, and keep it within 1..5 otherwise", () => {
    expect(productJsonLd({ ...knife, reviewCount: 0, rating: 0 }, "https://site.test", NOW)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...knife, rating: 7 }, "https://site.test", NOW).aggregateRating).toMatchObject({ ratingValue: "5.0" });
    expect(productJsonLd({ ...knife, rating: 0.2 }, "https://site.test", NOW).aggregateRating).toMatchObject({ ratingValue: "1.0" });
  });

  it("should fall back to CCP-{id} for a product without a SKU", () => {
    expect(productJsonLd({ ...knife, sku: "" }, "https://site.test", NOW).sku).toBe("CCP-1");
  });

  it("should serialise the structured data so no product text can close the script element", async () => {
    const { product, jsonLd } = await loadProductDetail(source(knife), "1", "https://site.test", NOW);
    expect(product).toBe(knife);
    expect(jsonLd).not.toMatch(/<\/script>/i);
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd)).toMatchObject({ "@type": "Product", name: knife.name });
  });
});
