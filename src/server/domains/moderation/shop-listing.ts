import { asc, eq, sql } from "drizzle-orm";
import { products, type productSubmissions, shopCategories } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { BRAND } from "../../../shared/brand.ts";
import { countryName } from "../../../shared/countries.ts";
import { moderationMessages as M } from "../../../shared/rules/moderation.ts";
import {
  centsToText,
  discountedCents,
  SHOP_CATEGORY_FOR,
  SHOP_TYPE_FOR,
  toCents,
  type ProductCategory,
  type ProductType,
} from "../../../shared/rules/product-submission.ts";
import { artworkPath } from "../media/artwork.ts";
import type { Transaction } from "./review-common.ts";

export type ProductSubmissionRecord = typeof productSubmissions.$inferSelect;

const PRODUCT_TYPE_LABEL: Record<ProductType, string> = { new: "New", used: "Used", refurbished: "Refurbished" };

/** The product page's specifications from what the submission says (only what was given). */
function productSpecs(row: ProductSubmissionRecord): Record<string, string> {
  const specs: Record<string, string> = {};
  const put = (label: string, value: string | null | undefined) => {
    if (value && value.trim()) specs[label] = value.trim();
  };
  put("Sold by", row.unit);
  put("Type", row.subcategory);
  put("Condition", PRODUCT_TYPE_LABEL[row.productType as ProductType]);
  put("Country of origin", row.origin ? (countryName(row.origin) ?? row.origin.toUpperCase()) : null);
  put("Shelf life", row.shelfLife);
  put("Ingredients", row.ingredients);
  put("How to use", row.usage);
  put("Certifications", row.certifications.join(", "));
  put("Tags", row.tags.join(", "));
  put("HS code", row.hsCode);
  if (row.isWholesale && row.minOrderQty) put("Minimum order", `${row.minOrderQty} × ${row.unit}`);
  if (row.discountPercent > 0) put("List price", `$${row.price} (${row.discountPercent}% off)`);
  return specs;
}

/**
 * Puts an approved submission on sale: a products row with the price after the discount, the
 * stock given, the photos, the category's shop slug and the details as specifications.
 */
export async function createShopProduct(tx: Transaction, row: ProductSubmissionRecord, stock: number, shopCategory: string | undefined) {
  const category = row.category as ProductCategory;
  let slug = shopCategory ?? SHOP_CATEGORY_FOR[category];
  const [known] = await tx.select({ slug: shopCategories.slug }).from(shopCategories).where(eq(shopCategories.slug, slug)).limit(1);
  if (!known) {
    if (shopCategory) throw new HttpError(400, M.shopCategoryUnknown, [{ path: "shopCategory", message: M.shopCategoryUnknown }]);
    // The suggested category is missing from this shop: the first of the same kind, else the first.
    const [fallback] = await tx
      .select({ slug: shopCategories.slug })
      .from(shopCategories)
      .orderBy(sql`${shopCategories.type} = ${SHOP_TYPE_FOR[category] ?? "others"} desc`, asc(shopCategories.id))
      .limit(1);
    if (!fallback) throw new HttpError(409, M.shopCategoryUnknown);
    slug = fallback.slug;
  }
  const [image, ...gallery] = row.images;
  const [created] = await tx
    .insert(products)
    .values({
      name: row.name,
      description: row.fullDescription ?? row.shortDescription ?? row.name,
      price: Number(centsToText(discountedCents(toCents(row.price), row.discountPercent))),
      image: image ?? artworkPath("package", "#E6EFE2"),
      images: gallery,
      categorySlug: slug,
      brand: row.brand ?? BRAND.name,
      stock,
      wholesale: row.isWholesale,
      featured: false,
      rating: 0,
      reviewCount: 0,
      weight: null,
      sku: null,
      specs: productSpecs(row),
    })
    .returning({ id: products.id, price: products.price, categorySlug: products.categorySlug });
  return created;
}
