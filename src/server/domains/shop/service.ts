import { and, asc, count, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { deals, products, shopCategories } from "../../db/schema/index.ts";
import type { Product, ProductListQuery, ShopCategory } from "../../../shared/schemas/catalogue.ts";
import {
  stockStatusOf,
  WHOLESALE_CATEGORY,
  type Deal,
  type ShopProduct,
  type ShopProductListQuery,
  type ShopProductListResponse,
} from "../../../shared/schemas/shop.ts";
import { availableStock } from "./stock.ts";
import { productSearchCondition, productSearchRank, searchWords, setTypoThreshold } from "./search.ts";
import { pagination } from "../../../shared/schemas/common.ts";
import { dayInZone } from "../../../shared/rules/zoned-time.ts";

const productColumns = (now: Date) => ({
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  image: products.image,
  categorySlug: products.categorySlug,
  categoryName: shopCategories.name,
  brand: products.brand,
  stock: availableStock(now),
  wholesale: products.wholesale,
  featured: products.featured,
  rating: products.rating,
  reviewCount: products.reviewCount,
  weight: products.weight,
  sku: products.sku,
  specs: products.specs,
  images: products.images,
});

type ProductRow = Omit<Product, "categoryName" | "sku" | "inStock"> & { categoryName: string | null; sku: string | null; stock: number };

function toProduct(row: ProductRow): ShopProduct {
  const stock = Math.max(0, Number(row.stock));
  return {
    ...row,
    categoryName: row.categoryName ?? row.categorySlug,
    sku: row.sku ?? `CCP-${row.id}`,
    inStock: stock > 0,
    stock,
    stockStatus: stockStatusOf(stock),
  };
}

type ShopServiceOptions = {
  /** The clock; tests move it to see holds lapse. */
  now?: () => Date;
  /** Deals are valid through their last day in this zone. */
  timeZone?: string;
};

export function createShopService(db: Database, options: ShopServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? "America/Los_Angeles";

  const selectProducts = (at: Date) =>
    db.select(productColumns(at)).from(products).leftJoin(shopCategories, eq(shopCategories.slug, products.categorySlug));

  return {
    /** The spec's plain list (and the home page's featured products). */
    async listProducts(query: Partial<ProductListQuery>, limit?: number): Promise<ShopProduct[]> {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(products.categorySlug, query.category));
      if (query.featured !== undefined) filters.push(eq(products.featured, query.featured));
      const base = selectProducts(now())
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(products.featured), asc(products.id));
      const rows = limit ? await base.limit(limit) : await base;
      return rows.map(toProduct);
    },

    /**
     * The shop's grid: category (a slug, or `wholesale`), category type, typo-tolerant search over
     * name, brand, category and description, one page of `limit`. With a search the best matches
     * come first; otherwise featured products, then the catalogue's order.
     */
    async searchProducts(query: ShopProductListQuery): Promise<ShopProductListResponse> {
      const filters: SQL[] = [];
      if (query.category === WHOLESALE_CATEGORY) filters.push(eq(products.wholesale, true));
      else if (query.category) filters.push(eq(products.categorySlug, query.category));
      if (query.type) {
        filters.push(
          sql`${products.categorySlug} IN (SELECT ${shopCategories.slug} FROM ${shopCategories} WHERE ${shopCategories.type} = ${query.type})`,
        );
      }
      if (query.featured !== undefined) filters.push(eq(products.featured, query.featured));
      const words = searchWords(query.search ?? "");
      if (words.length) filters.push(productSearchCondition(words));
      const where = filters.length ? and(...filters) : undefined;

      const order = words.length
        ? [desc(productSearchRank(words)), desc(products.featured), asc(products.id)]
        : [desc(products.featured), asc(products.id)];
      const at = now();
      const read = async (runner: Database) => {
        const [{ total }] = await runner.select({ total: count() }).from(products).where(where);
        const rows = await runner
          .select(productColumns(at))
          .from(products)
          .leftJoin(shopCategories, eq(shopCategories.slug, products.categorySlug))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        return { total, rows };
      };
      // The typo threshold is set for the search's own transaction only.
      const { total, rows } = words.length
        ? await db.transaction(async (tx) => {
            await tx.execute(setTypoThreshold);
            return read(tx as unknown as Database);
          })
        : await read(db);
      return {
        data: rows.map(toProduct),
        pagination: pagination(query.page, query.limit, total),
      };
    },

    async getProduct(id: number): Promise<ShopProduct | null> {
      const [row] = await selectProducts(now()).where(eq(products.id, id));
      return row ? toProduct(row) : null;
    },

    async categories(): Promise<ShopCategory[]> {
      return db.select().from(shopCategories).orderBy(asc(shopCategories.id));
    },

    async listIds(): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).orderBy(asc(products.id));
      return rows.map((r) => r.id);
    },

    /** Deals still offered today: an expired deal is never listed. */
    async listDeals(category?: string): Promise<Deal[]> {
      const today = dayInZone(now(), timeZone);
      const filters = [gte(deals.validUntil, today)];
      if (category) filters.push(eq(deals.category, category));
      return db
        .select()
        .from(deals)
        .where(and(...filters))
        .orderBy(asc(deals.id));
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
