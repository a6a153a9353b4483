import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { buffetMenus, industrialCateringMenus } from "../../db/schema/index.ts";

export function createCateringService(db: Database) {
  return {
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

export type CateringService = ReturnType<typeof createCateringService>;
