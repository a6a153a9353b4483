import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { recipes, savedRecipes, savedSearches } from "../../db/schema/index.ts";
import {
  ACCOUNT_LIMITS,
  type SavedLists,
  type SavedListsMerge,
  type SavedSearchInput,
  type SavedSearchRecord,
} from "../../../shared/schemas/account.ts";
import type { RecipeSummary } from "../../../shared/schemas/recipe.ts";
import { recipeSummaryColumns } from "../recipes/service.ts";
import type { AccountContext } from "./context.ts";

/** The recipes and searches an account keeps, merged with what the browser saved while signed out. */
export function createSavedLists({ db, now }: AccountContext) {
  async function savedListsOf(accountId: number): Promise<SavedLists> {
    const [recipeRows, searchRows] = await Promise.all([
      db
        .select({ recipeId: savedRecipes.recipeId })
        .from(savedRecipes)
        .where(eq(savedRecipes.accountId, accountId))
        .orderBy(desc(savedRecipes.savedAt)),
      db.select().from(savedSearches).where(eq(savedSearches.accountId, accountId)).orderBy(desc(savedSearches.createdAt)),
    ]);
    return {
      recipeIds: recipeRows.map((r) => r.recipeId),
      searches: searchRows.map((s): SavedSearchRecord => ({
        id: s.id,
        name: s.name,
        filters: s.filters,
        createdAt: s.createdAt.toISOString(),
      })),
    };
  }

  /** Keeps each saved list within its limit, dropping the oldest. */
  async function trimSavedLists(accountId: number) {
    await db.execute(sql`
      DELETE FROM ${savedRecipes} WHERE ${savedRecipes.accountId} = ${accountId} AND ${savedRecipes.recipeId} NOT IN (
        SELECT ${savedRecipes.recipeId} FROM ${savedRecipes} WHERE ${savedRecipes.accountId} = ${accountId}
        ORDER BY ${savedRecipes.savedAt} DESC LIMIT ${ACCOUNT_LIMITS.savedRecipes})`);
    await db.execute(sql`
      DELETE FROM ${savedSearches} WHERE ${savedSearches.accountId} = ${accountId} AND ${savedSearches.id} NOT IN (
        SELECT ${savedSearches.id} FROM ${savedSearches} WHERE ${savedSearches.accountId} = ${accountId}
        ORDER BY ${savedSearches.createdAt} DESC LIMIT ${ACCOUNT_LIMITS.savedSearches})`);
  }

  return {
    savedLists: savedListsOf,

    /** The saved recipes as cards, newest first (recipes removed from the library drop out). */
    async savedRecipeCards(accountId: number): Promise<RecipeSummary[]> {
      return db
        .select(recipeSummaryColumns)
        .from(savedRecipes)
        .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
        .where(eq(savedRecipes.accountId, accountId))
        .orderBy(desc(savedRecipes.savedAt)) as Promise<RecipeSummary[]>;
    },

    /** Merges what a browser saved while signed out into the account; answers the merged lists. */
    async mergeSavedLists(accountId: number, input: SavedListsMerge): Promise<SavedLists> {
      const at = now();
      await db.transaction(async (tx) => {
        const ids = [...new Set(input.recipeIds)];
        if (ids.length > 0) {
          const existing = await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, ids));
          if (existing.length > 0) {
            await tx
              .insert(savedRecipes)
              .values(existing.map((r) => ({ accountId, recipeId: r.id, savedAt: at })))
              .onConflictDoNothing();
          }
        }
        if (input.searches.length > 0) {
          await tx
            .insert(savedSearches)
            .values(
              input.searches.map((s) => ({
                accountId,
                id: s.id,
                name: s.name,
                filters: s.filters,
                createdAt: s.createdAt ? new Date(s.createdAt) : at,
              })),
            )
            .onConflictDoNothing();
        }
      });
      await trimSavedLists(accountId);
      return savedListsOf(accountId);
    },

    async saveRecipe(accountId: number, recipeId: number): Promise<boolean> {
      const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
      if (!recipe) return false;
      await db.insert(savedRecipes).values({ accountId, recipeId, savedAt: now() }).onConflictDoNothing();
      await trimSavedLists(accountId);
      return true;
    },

    async removeRecipe(accountId: number, recipeId: number): Promise<void> {
      await db.delete(savedRecipes).where(and(eq(savedRecipes.accountId, accountId), eq(savedRecipes.recipeId, recipeId)));
    },

    async saveSearch(accountId: number, input: SavedSearchInput): Promise<void> {
      await db
        .insert(savedSearches)
        .values({
          accountId,
          id: input.id,
          name: input.name,
          filters: input.filters,
          createdAt: input.createdAt ? new Date(input.createdAt) : now(),
        })
        .onConflictDoUpdate({ target: [savedSearches.accountId, savedSearches.id], set: { name: input.name, filters: input.filters } });
      await trimSavedLists(accountId);
    },

    async removeSearch(accountId: number, id: string): Promise<void> {
      await db.delete(savedSearches).where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.id, id)));
    },
  };
}

export type SavedListsService = ReturnType<typeof createSavedLists>;
