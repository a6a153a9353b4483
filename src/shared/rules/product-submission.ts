/*
 * The product form's option lists and limits, without the contract library: the add-product page reads them directly.
 */

/** The categories the product form offers, in its order. */
export const PRODUCT_CATEGORIES = [
  "Ayurvedic Ingredients",
  "Baking Essentials",
  "Baking Tools",
  "Bar Tools",
  "Chef Uniform",
  "Coffee & Tea",
  "Cookbooks",
  "Cooking Appliances",
  "Cooking Books",
  "Cookware",
  "Decorative Tableware",
  "Food Storage",
  "Gluten-Free Ingredients",
  "Health Foods",
  "Industrial Cookware",
  "International Cuisine",
  "Kitchen Accessories",
  "Kitchen Equipment",
  "Kitchen Tools",
  "Knife Sets",
  "Organic Ingredients",
  "Packaging",
  "Professional Equipment",
  "Small Appliances",
  "Specialty Items",
  "Spices",
  "Spices & Seasonings",
  "Storage Solutions",
  "Wholesale Spices",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The units the form offers, in the spec's groups. */
export const PRODUCT_UNIT_GROUPS = {
  measure: ["g", "mg", "ml", "kg", "L", "qt", "gallon", "cm"],
  packaging: ["pack", "bottle", "capsule", "pouch", "box", "sachet", "jar", "tin", "roll", "carton", "drum", "ton", "sack", "bulk pack"],
  count: ["piece", "set", "pair", "kit", "mold", "tray", "unit", "size"],
  electrical: ["W", "V"],
  books: ["paperback", "hardcover", "eBook"],
} as const satisfies Record<string, readonly string[]>;
export type ProductUnitGroup = keyof typeof PRODUCT_UNIT_GROUPS;
export const PRODUCT_UNITS: readonly string[] = Object.values(PRODUCT_UNIT_GROUPS).flat();
/** The unit choice that opens a free-text unit ('Other / Custom Unit'). */
export const CUSTOM_UNIT = "other";

/** Condition of the product (New, Used, Refurbished; default New). */
export const PRODUCT_TYPES = ["new", "used", "refurbished"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_FORM_LIMITS = {
  name: { min: 2, max: 150 },
  subcategory: 100,
  brand: 100,
  price: { min: 0.01, max: 99_999.99 },
  discount: { min: 0, max: 100 },
  customUnit: 30,
  shortDesc: 300,
  fullDesc: 5000,
  ingredients: 2000,
  usage: 2000,
  shelfLife: 100,
  listItem: 60,
  listItems: 20,
  minOrderQty: { min: 1, max: 100_000 },
  images: 6,
  stock: { min: 0, max: 100_000 },
} as const;

/** Product photos: PNG or JPEG only, checked from their bytes; the rest as any upload. */
export const PRODUCT_IMAGE_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";
export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

/** Every message of the product form and its API, defined once. */
export const productFormMessages = {
  name: `Product name must be at least ${PRODUCT_FORM_LIMITS.name.min} characters`,
  nameTooLong: `Product name must be at most ${PRODUCT_FORM_LIMITS.name.max} characters`,
  category: "Please choose a category",
  price: "Please enter a price greater than 0 (at most 2 decimals)",
  discount: "Discount must be a whole number from 0 to 100",
  unit: "Please choose a unit",
  customUnit: "Please type the unit (at most 30 characters)",
  origin: "Choose a country from the list",
  hsCode: "An HS code is 4 to 10 digits, optionally with dots (for example 0910.30)",
  minOrderQty: "Minimum order quantity must be a whole number from 1 to 100,000",
  productType: "Product type must be New, Used or Refurbished",
  listItem: `Each entry must be at most ${PRODUCT_FORM_LIMITS.listItem} characters`,
  listItems: `At most ${PRODUCT_FORM_LIMITS.listItems} entries`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en-US")} characters`,
  imageType: "Product images must be PNG or JPEG files",
  tooManyImages: `At most ${PRODUCT_FORM_LIMITS.images} images`,
} as const;

/**
 * Which shop category a product of each form category goes on sale in (by the shop's slugs).
 * The admin can pick another when approving; an unknown slug falls back to the first category
 * of the same kind.
 */
export const SHOP_CATEGORY_FOR: Record<ProductCategory, string> = {
  "Ayurvedic Ingredients": "ayurvedic-ingredients",
  "Baking Essentials": "spices",
  "Baking Tools": "tools",
  "Bar Tools": "tools",
  "Chef Uniform": "uniforms",
  "Coffee & Tea": "tea-coffee",
  Cookbooks: "books",
  "Cooking Appliances": "small-appliances",
  "Cooking Books": "books",
  Cookware: "cookware",
  "Decorative Tableware": "cookware",
  "Food Storage": "storage",
  "Gluten-Free Ingredients": "ayurvedic-ingredients",
  "Health Foods": "ayurvedic-ingredients",
  "Industrial Cookware": "cookware",
  "International Cuisine": "spices",
  "Kitchen Accessories": "tools",
  "Kitchen Equipment": "cookware",
  "Kitchen Tools": "tools",
  "Knife Sets": "knives",
  "Organic Ingredients": "ayurvedic-ingredients",
  Packaging: "storage",
  "Professional Equipment": "small-appliances",
  "Small Appliances": "small-appliances",
  "Specialty Items": "spices",
  Spices: "spices",
  "Spices & Seasonings": "spices",
  "Storage Solutions": "storage",
  "Wholesale Spices": "spices",
};

/** The shop category type (tools, equipment, ingredients, books, others) of each form category. */
export const SHOP_TYPE_FOR: Record<ProductCategory, "tools" | "equipment" | "ingredients" | "books" | "others"> = {
  "Ayurvedic Ingredients": "ingredients",
  "Baking Essentials": "ingredients",
  "Baking Tools": "tools",
  "Bar Tools": "tools",
  "Chef Uniform": "others",
  "Coffee & Tea": "ingredients",
  Cookbooks: "books",
  "Cooking Appliances": "equipment",
  "Cooking Books": "books",
  Cookware: "equipment",
  "Decorative Tableware": "equipment",
  "Food Storage": "equipment",
  "Gluten-Free Ingredients": "ingredients",
  "Health Foods": "ingredients",
  "Industrial Cookware": "equipment",
  "International Cuisine": "ingredients",
  "Kitchen Accessories": "tools",
  "Kitchen Equipment": "equipment",
  "Kitchen Tools": "tools",
  "Knife Sets": "tools",
  "Organic Ingredients": "ingredients",
  Packaging: "equipment",
  "Professional Equipment": "equipment",
  "Small Appliances": "equipment",
  "Specialty Items": "ingredients",
  Spices: "ingredients",
  "Spices & Seasonings": "ingredients",
  "Storage Solutions": "equipment",
  "Wholesale Spices": "ingredients",
};

/** Price in cents after a whole-percent discount, rounded to the cent (half up). */
export function discountedCents(priceCents: number, discountPercent: number): number {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/** "12.5" or 12.5 -> 1250; the price is checked to have at most two decimals before this. */
export function toCents(price: string | number): number {
  const [whole, fraction = ""] = String(price).split(".");
  return Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
}

export const centsToText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
