import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, dailyRecipes, recipes } from "../../db/schema/index.ts";
import { NotFoundError } from "../../http/errors.ts";
import type { DailyRecipeAnswer, DailyRecipeMonth, DailyRecipePick } from "../../../shared/schemas/admin-library.ts";
import type { RecipeSummary } from "../../../shared/schemas/recipe.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { recipeSummaryColumns } from "../recipes/service.ts";
import { dayInZone } from "../../../shared/rules/zoned-time.ts";

export const dailyRecipeMessages = {
  recipeNotFound: "No library recipe has that id",
  noRecipes: "The library has no recipe to show",
  picked: "Recipe of the day saved",
  cleared: "Recipe of the day cleared",
  nothingToClear: "No recipe was picked for that day",
} as const;
const M = dailyRecipeMessages;

/** The day after (or before) a YYYY-MM-DD day. */
export const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** Days since 1970-01-01: the same date always picks the same featured recipe, the next day the next one. */
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

const actorOf = (session: AdminSession) => ({ adminId: session.admin.id, actor: session.admin.username });

/**
 * The recipe of the day: picked by the team for any date, or else a
 * featured recipe chosen by the date, so every visitor sees the same one all day.
 */
export function createDailyRecipeService(db: Database, options: { timeZone: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const today = () => dayInZone(now(), options.timeZone);

  async function fallbackFor(day: string): Promise<RecipeSummary | null> {
    for (const where of [eq(recipes.featured, true), undefined]) {
      const [{ total }] = await db.select({ total: count() }).from(recipes).where(where);
      if (total === 0) continue;
      const offset = ((dayNumber(day) % total) + total) % total;
      const [row] = await db.select(recipeSummaryColumns).from(recipes).where(where).orderBy(asc(recipes.id)).limit(1).offset(offset);
      if (row) return row;
    }
    return null;
  }

  return {
    today,

    /** The recipe shown for a day (today in the site's zone by default). */
    async forDay(day: string = today()): Promise<DailyRecipeAnswer> {
      const [picked] = await db
        .select(recipeSummaryColumns)
        .from(dailyRecipes)
        .innerJoin(recipes, eq(recipes.id, dailyRecipes.recipeId))
        .where(eq(dailyRecipes.day, day));
      if (picked) return { date: day, source: "picked", recipe: picked };
      const recipe = await fallbackFor(day);
      if (!recipe) throw new NotFoundError(M.noRecipes);
      return { date: day, source: "featured", recipe };
    },

    /** The picks of a month (YYYY-MM; this month by default), for the calendar. */
    async month(month: string = today().slice(0, 7)): Promise<DailyRecipeMonth> {
      const first = `${month}-01`;
      const [year, monthNumber] = month.split("-").map(Number);
      const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
      const rows = await db
        .select({
          day: dailyRecipes.day,
          id: recipes.id,
          title: recipes.title,
          image: recipes.image,
          chosenBy: admins.username,
          updatedAt: dailyRecipes.updatedAt,
        })
        .from(dailyRecipes)
        .innerJoin(recipes, eq(recipes.id, dailyRecipes.recipeId))
        .leftJoin(admins, eq(admins.id, dailyRecipes.chosenBy))
        .where(and(gte(dailyRecipes.day, first), lt(dailyRecipes.day, next)))
        .orderBy(asc(dailyRecipes.day));
      const picks: DailyRecipePick[] = rows.map((row) => ({
        date: row.day,
        recipe: { id: row.id, title: row.title, image: row.image },
        chosenBy: row.chosenBy,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return { month, today: today(), picks };
    },

    /** Picks (or replaces) the recipe of a day, with its audit row. */
    async pick(day: string, recipeId: number, session: AdminSession, from: RequestOrigin): Promise<DailyRecipePick> {
      return db.transaction(async (tx) => {
        const [recipe] = await tx
          .select({ id: recipes.id, title: recipes.title, image: recipes.image })
          .from(recipes)
          .where(eq(recipes.id, recipeId));
        if (!recipe) throw new NotFoundError(M.recipeNotFound);
        const [before] = await tx
          .select({ recipeId: dailyRecipes.recipeId })
          .from(dailyRecipes)
          .where(eq(dailyRecipes.day, day))
          .for("update");
        const [row] = await tx
          .insert(dailyRecipes)
          .values({ day, recipeId, chosenBy: session.admin.id })
          .onConflictDoUpdate({ target: dailyRecipes.day, set: { recipeId, chosenBy: session.admin.id, updatedAt: sql`now()` } })
          .returning({ updatedAt: dailyRecipes.updatedAt });
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "daily_recipe.picked",
          itemType: "daily_recipe",
          itemId: day,
          before: before ? { recipeId: before.recipeId } : null,
          after: { recipeId, title: recipe.title },
          ip: from.ip,
        });
        return { date: day, recipe, chosenBy: session.admin.username, updatedAt: row.updatedAt.toISOString() };
      });
    },

    /** Clears a day's pick: the day falls back to a featured recipe again. */
    async clear(day: string, session: AdminSession, from: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(dailyRecipes).where(eq(dailyRecipes.day, day)).returning({ recipeId: dailyRecipes.recipeId });
        if (!removed) throw new NotFoundError(M.nothingToClear);
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "daily_recipe.cleared",
          itemType: "daily_recipe",
          itemId: day,
          before: { recipeId: removed.recipeId },
          after: null,
          ip: from.ip,
        });
      });
    },
  };
}

export type DailyRecipeService = ReturnType<typeof createDailyRecipeService>;
