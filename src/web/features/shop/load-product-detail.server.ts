import { data } from "react-router";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { ShopProduct } from "../../../shared/schemas/shop";
import { brandOrganization, serializeJsonLd } from "~/lib/json-ld";

export type ProductDetailSource = { getProduct: (id: number) => Promise<ShopProduct | null> };

export type ProductDetailData = { product: ShopProduct; jsonLd: string };

/** Thrown for an id that is not a product's: the page says 'Product Not Found', with status 404. */
export const PRODUCT_NOT_FOUND = 404;

/** How long an offer's price is promised to search engines (price validity 30 days). */
const PRICE_VALID_DAYS = 30;

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

const AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
} as const;

/**
 * A schema.org `Product` with its `Offer` (price in USD, availability from the stock) and, only
 * when people have reviewed it, its `AggregateRating` (rating kept within 1..5): search engines
 * refuse a rating without reviews.
 */
export function productJsonLd(product: ShopProduct, siteUrl: string, now: Date): Record<string, unknown> {
  const url = absolute(siteUrl, paths.product(product.id));
  const validUntil = new Date(now.getTime() + PRICE_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    image: [absolute(siteUrl, product.image)],
    sku: product.sku || `CCP-${product.id}`,
    brand: { "@type": "Brand", name: product.brand },
    category: product.categoryName,
    url,
    offers: {
      "@type": "Offer",
      url,
      price: product.price.toFixed(2),
      priceCurrency: "USD",
      priceValidUntil: validUntil,
      availability: AVAILABILITY[product.stockStatus],
      itemCondition: "https://schema.org/NewCondition",
      seller: brandOrganization(siteUrl),
    },
  };
  if (product.weight) ld.weight = product.weight;
  const reviews = Math.floor(product.reviewCount);
  if (Number.isFinite(reviews) && reviews > 0 && Number.isFinite(product.rating)) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.min(5, Math.max(1, product.rating)).toFixed(1),
      reviewCount: reviews,
      bestRating: "5",
      worstRating: "1",
    };
  }
  return ld;
}

/**
 * The data of /shop/product/{id}: the product with its stock and structured data. An id that is
 * malformed or unknown is a 404, thrown.
 */
export async function loadProductDetail(
  source: ProductDetailSource,
  idParam: string | undefined,
  siteUrl: string,
  now = new Date(),
): Promise<ProductDetailData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  const product = id.success ? await source.getProduct(id.data) : null;
  if (!product) throw data({ reason: "not-found" }, { status: PRODUCT_NOT_FOUND });
  return { product, jsonLd: serializeJsonLd(productJsonLd(product, siteUrl, now)) };
}
