import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, shopCategories } from "../../db/schema/index.ts";
import type { Product, ProductListQuery, ShopCategory } from "../../../shared/schemas/catalogue.ts";

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  image: products.image,
  categorySlug: products.categorySlug,
  categoryName: shopCategories.name,
  brand: products.brand,
  inStock: products.inStock,
  wholesale: products.wholesale,
  featured: products.featured,
  rating: products.rating,
  reviewCount: products.reviewCount,
  weight: products.weight,
  sku: products.sku,
  specs: products.specs,
};

type ProductRow = Omit<Product, "categoryName" | "sku"> & { categoryName: string | null; sku: string | null };

function toProduct(row: ProductRow): Product {
  return { ...row, categoryName: row.categoryName ?? row.categorySlug, sku: row.sku ?? `CCP-${row.id}` };
}

export function createShopService(db: Database) {
  return {
    async listProducts(query: Partial<ProductListQuery>, limit?: number): Promise<Product[]> {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(products.categorySlug, query.category));
      if (query.featured !== undefined) filters.push(eq(products.featured, query.featured));
      const base = db
        .select(productColumns)
        .from(products)
        .leftJoin(shopCategories, eq(shopCategories.slug, products.categorySlug))
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(products.featured), asc(products.id));
      const rows = limit ? await base.limit(limit) : await base;
      return rows.map(toProduct);
    },

    async getProduct(id: number): Promise<Product | null> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .leftJoin(shopCategories, eq(shopCategories.slug, products.categorySlug))
        .where(eq(products.id, id));
      return row ? toProduct(row) : null;
    },

    async categories(): Promise<ShopCategory[]> {
      return db.select().from(shopCategories).orderBy(asc(shopCategories.id));
    },

    async listIds(): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).orderBy(asc(products.id));
      return rows.map((r) => r.id);
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
