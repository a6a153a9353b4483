import { and, asc, count, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { buffetMenus, industrialCateringMenus } from "../../db/schema/index.ts";
import type {
  BuffetMenu,
  BuffetMenuListQuery,
  BuffetMenuListResponse,
  IndustrialMenu,
  IndustrialMenuListQuery,
  IndustrialMenuListResponse,
} from "../../../shared/schemas/catering.ts";
import { pagination } from "../../../shared/schemas/common.ts";

/** At most this many words of a search are matched; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** The words of a search, each a LIKE pattern with its wildcards escaped. */
function searchPatterns(search: string | undefined): string[] {
  if (!search) return [];
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  return words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * Every word must appear in the menu's search text (name, description, facets and item names,
 * lower-case and without accents), so more words narrow the list. The pattern is unaccented by the
 * same function that built the column.
 */
const matchesEvery = (column: AnyColumn, search: string | undefined) =>
  searchPatterns(search).map((pattern) => sql`${column} LIKE f_unaccent(${pattern})`);

const buffetSummary = {
  id: buffetMenus.id,
  name: buffetMenus.name,
  description: buffetMenus.description,
  image: buffetMenus.image,
  occasion: buffetMenus.occasion,
  mealType: buffetMenus.mealType,
  country: buffetMenus.country,
  featured: buffetMenus.featured,
  pricePerPerson: buffetMenus.pricePerPerson,
  guestCount: buffetMenus.guestCount,
  minimumOrder: buffetMenus.minimumOrder,
  duration: buffetMenus.duration,
  serviceStaff: buffetMenus.serviceStaff,
  advanceBooking: buffetMenus.advanceBooking,
  vegetarianOptions: buffetMenus.vegetarianOptions,
  veganOptions: buffetMenus.veganOptions,
  glutenFreeOptions: buffetMenus.glutenFreeOptions,
  setupIncluded: buffetMenus.setupIncluded,
};

const industrialSummary = {
  id: industrialCateringMenus.id,
  name: industrialCateringMenus.name,
  description: industrialCateringMenus.description,
  image: industrialCateringMenus.image,
  country: industrialCateringMenus.country,
  cuisine: industrialCateringMenus.cuisine,
  mealType: industrialCateringMenus.mealType,
  industryType: industrialCateringMenus.industryType,
  featured: industrialCateringMenus.featured,
  minimumOrder: industrialCateringMenus.minimumOrder,
  pricePerPerson: industrialCateringMenus.pricePerPerson,
  duration: industrialCateringMenus.duration,
  advanceBooking: industrialCateringMenus.advanceBooking,
  capacity: industrialCateringMenus.capacity,
  servesCuisine: industrialCateringMenus.servesCuisine,
  vegetarianOptions: industrialCateringMenus.vegetarianOptions,
  veganOptions: industrialCateringMenus.veganOptions,
  glutenFreeOptions: industrialCateringMenus.glutenFreeOptions,
  halalOptions: industrialCateringMenus.halalOptions,
  kosherOptions: industrialCateringMenus.kosherOptions,
  serviceStaff: industrialCateringMenus.serviceStaff,
  setupIncluded: industrialCateringMenus.setupIncluded,
};

/**
 * The number of matching menus, counted beside the page in the same query (one round trip; on
 * PGlite every query holds the event loop). Only a page past the end, which has no row to carry
 * it, asks again.
 */
const totalOver = sql<number>`(count(*) over ())::int`;
const withoutTotal = <T extends { total: number }>({ total: _total, ...menu }: T) => menu;

export function createMenuService(db: Database) {
  return {
    /** GET /api/buffet-menus: the filters that are set, the search words, one page in menu order. */
    async listBuffetMenus(query: BuffetMenuListQuery): Promise<BuffetMenuListResponse> {
      const filters: SQL[] = [];
      if (query.occasion) filters.push(eq(buffetMenus.occasion, query.occasion));
      if (query.mealType) filters.push(eq(buffetMenus.mealType, query.mealType));
      if (query.country) filters.push(eq(buffetMenus.country, query.country));
      if (query.guestCount !== undefined) filters.push(eq(buffetMenus.guestCount, query.guestCount));
      filters.push(...matchesEvery(buffetMenus.searchText, query.search));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db
        .select({ ...buffetSummary, total: totalOver })
        .from(buffetMenus)
        .where(where)
        .orderBy(asc(buffetMenus.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const total = rows.length ? rows[0].total : (await db.select({ total: count() }).from(buffetMenus).where(where))[0].total;
      return { data: rows.map(withoutTotal), pagination: pagination(query.page, query.limit, total) };
    },

    async getBuffetMenu(id: number): Promise<BuffetMenu | null> {
      const [row] = await db.select().from(buffetMenus).where(eq(buffetMenus.id, id));
      if (!row) return null;
      const { searchText: _searchText, ...menu } = row;
      return menu;
    },

    /** GET /api/industrial-catering: the filters that are set, the search words, one page in menu order. */
    async listIndustrialMenus(query: IndustrialMenuListQuery): Promise<IndustrialMenuListResponse> {
      const filters: SQL[] = [];
      if (query.country) filters.push(eq(industrialCateringMenus.country, query.country));
      if (query.cuisine) filters.push(eq(industrialCateringMenus.cuisine, query.cuisine));
      if (query.mealType) filters.push(eq(industrialCateringMenus.mealType, query.mealType));
      if (query.industryType) filters.push(eq(industrialCateringMenus.industryType, query.industryType));
      if (query.featured !== undefined) filters.push(eq(industrialCateringMenus.featured, query.featured));
      filters.push(...matchesEvery(industrialCateringMenus.searchText, query.search));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db
        .select({ ...industrialSummary, total: totalOver })
        .from(industrialCateringMenus)
        .where(where)
        .orderBy(asc(industrialCateringMenus.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const total = rows.length ? rows[0].total : (await db.select({ total: count() }).from(industrialCateringMenus).where(where))[0].total;
      return { data: rows.map(withoutTotal), pagination: pagination(query.page, query.limit, total) };
    },

    async getIndustrialMenu(id: number): Promise<IndustrialMenu | null> {
      const [row] = await db.select().from(industrialCateringMenus).where(eq(industrialCateringMenus.id, id));
      if (!row) return null;
      const { searchText: _searchText, ...menu } = row;
      return menu;
    },

    async listBuffetMenuIds(): Promise<number[]> {
      const rows = await db.select({ id: buffetMenus.id }).from(buffetMenus).orderBy(asc(buffetMenus.id));
      return rows.map((r) => r.id);
    },
    async listIndustrialMenuIds(): Promise<number[]> {
      const rows = await db
        .select({ id: industrialCateringMenus.id })
        .from(industrialCateringMenus)
        .orderBy(asc(industrialCateringMenus.id));
      return rows.map((r) => r.id);
    },
  };
}
