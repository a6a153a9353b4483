import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
} from "drizzle-orm/pg-core";

export const shopCategories = pgTable("shop_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull(),
  type: text("type").notNull(),
  image: text("image").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    image: text("image").notNull(),
    categorySlug: text("category_slug").notNull(),
    brand: text("brand").notNull(),
    inStock: boolean("in_stock").notNull().default(true),
    wholesale: boolean("wholesale").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    weight: text("weight"),
    sku: text("sku"),
    specs: jsonb("specs").$type<Record<string, string>>().notNull(),
  },
  (table) => [
    index("products_category_idx").on(table.categorySlug, table.id),
    index("products_featured_idx").on(table.featured, table.id),
  ],
);

export const deals = pgTable("deals", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  originalPrice: numeric("original_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  salePrice: numeric("sale_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  discount: integer("discount").notNull(),
  includes: jsonb("includes").$type<string[]>().notNull(),
  validUntil: text("valid_until").notNull(),
  badge: text("badge").notNull(),
  category: text("category").notNull(),
  students: integer("students"),
  rating: real("rating"),
  perPerson: boolean("per_person").notNull().default(false),
  minGuests: integer("min_guests"),
  amazonLink: text("amazon_link"),
});
