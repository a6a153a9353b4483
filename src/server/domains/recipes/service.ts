import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, cuisines, dietTypes, recipes } from "../../db/schema/index.ts";
import {
  HOME_FEATURED_RECIPES,
  type Lookup,
  type Recipe,
  type RecipeListQuery,
  type RecipeListResponse,
  type RecipeSummary,
} from "../../../shared/schemas/recipe.ts";

/** Filters are optional; page and limit are not. */
export type RecipeListFilter = Partial<RecipeListQuery> & Pick<RecipeListQuery, "page" | "limit">;

const summaryColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  image: recipes.image,
  cuisine: recipes.cuisine,
  category: recipes.category,
  dietType: recipes.dietType,
  difficulty: recipes.difficulty,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  rating: recipes.rating,
  reviewCount: recipes.reviewCount,
  featured: recipes.featured,
};

/** Escapes LIKE wildcards so visitor text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createRecipeService(db: Database) {
  return {
    /** The home page's featured recipes, newest first. */
    async listFeatured(limit = HOME_FEATURED_RECIPES): Promise<RecipeSummary[]> {
      return db
        .select(summaryColumns)
        .from(recipes)
        .where(eq(recipes.featured, true))
        .orderBy(desc(recipes.id))
        .limit(limit);
    },

    async list(query: RecipeListFilter): Promise<RecipeListResponse> {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(recipes.category, query.category));
      if (query.cuisine) filters.push(eq(recipes.cuisine, query.cuisine));
      if (query.dietType) filters.push(eq(recipes.dietType, query.dietType));
      if (query.featured !== undefined) filters.push(eq(recipes.featured, query.featured));
      const search = query.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        filters.push(
          or(
            ilike(recipes.title, pattern),
            ilike(recipes.description, pattern),
            ilike(recipes.cuisine, pattern),
            sql`array_to_string(${recipes.tags}, ' ') ilike ${pattern}`,
          )!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(recipes).where(where);
      const rows = await db
        .select(summaryColumns)
        .from(recipes)
        .where(where)
        .orderBy(desc(recipes.featured), desc(recipes.rating), asc(recipes.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { recipes: rows, total, totalPages: Math.ceil(total / query.limit) };
    },

    async getById(id: number): Promise<Recipe | null> {
      const [row] = await db.select().from(recipes).where(eq(recipes.id, id));
      if (!row) return null;
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    async listIds(): Promise<{ id: number; createdAt: Date }[]> {
      return db.select({ id: recipes.id, createdAt: recipes.createdAt }).from(recipes).orderBy(asc(recipes.id));
    },

    async categories(): Promise<Lookup[]> {
      return db.select().from(categories).orderBy(asc(categories.id));
    },
    async cuisines(): Promise<Lookup[]> {
      return db.select().from(cuisines).orderBy(asc(cuisines.displayName));
    },
    async dietTypes(): Promise<Lookup[]> {
      return db.select().from(dietTypes).orderBy(asc(dietTypes.id));
    },
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
