import { and, asc, desc, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { classSessions, cookingClasses } from "../../db/schema/index.ts";
import type { ClassListQuery, ClassScheduleSlot, CookingClass } from "../../../shared/schemas/catalogue.ts";

export function createClassService(db: Database) {
  /**
   * Sessions that have not started yet, of the given classes, in one query, grouped by class.
   * "Not started" is decided on the instant, so a session this morning in the site's zone is
   * gone once it begins, whatever the server's own zone. A session the team cancelled is no
   * longer offered.
   */
  async function schedulesFor(classIds: number[]): Promise<Map<number, ClassScheduleSlot[]>> {
    const byClass = new Map<number, ClassScheduleSlot[]>();
    if (classIds.length === 0) return byClass;
    const rows = await db
      .select()
      .from(classSessions)
      .where(and(inArray(classSessions.classId, classIds), gt(classSessions.startsAt, new Date()), isNull(classSessions.cancelledAt)))
      .orderBy(asc(classSessions.startsAt));
    for (const row of rows) {
      const list = byClass.get(row.classId) ?? [];
      list.push({
        id: row.id,
        date: row.date,
        time: row.time,
        startsAt: row.startsAt.toISOString(),
        availableSpots: row.capacity - row.booked,
      });
      byClass.set(row.classId, list);
    }
    return byClass;
  }

  return {
    async list(query: Partial<ClassListQuery>, limit?: number): Promise<CookingClass[]> {
      const filters: SQL[] = [];
      if (query.difficulty) filters.push(eq(cookingClasses.difficulty, query.difficulty));
      if (query.category) filters.push(eq(cookingClasses.category, query.category));
      if (query.featured !== undefined) filters.push(eq(cookingClasses.featured, query.featured));
      const base = db
        .select()
        .from(cookingClasses)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(cookingClasses.featured), asc(cookingClasses.id));
      const rows = limit ? await base.limit(limit) : await base;
      const schedules = await schedulesFor(rows.map((r) => r.id));
      return rows.map((row) => ({ ...row, schedule: schedules.get(row.id) ?? [] }));
    },

    async getById(id: number): Promise<CookingClass | null> {
      const [row] = await db.select().from(cookingClasses).where(eq(cookingClasses.id, id));
      if (!row) return null;
      const schedules = await schedulesFor([id]);
      return { ...row, schedule: schedules.get(id) ?? [] };
    },

    async listIds(): Promise<number[]> {
      const rows = await db.select({ id: cookingClasses.id }).from(cookingClasses).orderBy(asc(cookingClasses.id));
      return rows.map((r) => r.id);
    },
  };
}

export type ClassService = ReturnType<typeof createClassService>;
