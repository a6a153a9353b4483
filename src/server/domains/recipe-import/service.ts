import { count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, categories, cuisines, dietTypes, recipeDrafts, recipes } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { paths } from "../../../shared/paths.ts";
import type {
  ImportedRecipe,
  RecipeDraft,
  RecipeDraftPage,
  RecipeImportInput,
  RecipeImportItem,
  RecipeImportPreview,
  RecipeImportResult,
} from "../../../shared/schemas/admin-library.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { artworkPath } from "../media/artwork.ts";
import { recipeSearchFields } from "../recipes/search-index.ts";
import { JsonLdError, parseJsonLdText, readRecipeNode, type Lookups } from "./json-ld.ts";
import { adminPage } from "../../../shared/schemas/common.ts";

export const recipeImportMessages = {
  nothingImportable: "Nothing was imported: fix the recipes listed with errors first",
  imported: "Recipes imported",
  draftsSaved: "Recipes saved as drafts",
  draftNotFound: "No draft has that id",
  draftPublished: "Draft published to the library",
  draftDiscarded: "Draft discarded",
  draftAlreadyPublished: "This draft is already in the library",
} as const;
const M = recipeImportMessages;
const DRAFTS_PER_PAGE = 20;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

const actorOf = (session: AdminSession) => ({ adminId: session.admin.id, actor: session.admin.username });

/** A library recipe already holding this title, whatever its case and outer spaces. */
async function duplicatesOf(db: Reader, titles: string[]): Promise<Map<string, { id: number; title: string }>> {
  const wanted = [...new Set(titles.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, title: recipes.title, key: sql<string>`lower(trim(${recipes.title}))` })
    .from(recipes)
    .where(inArray(sql`lower(trim(${recipes.title}))`, wanted))
    .orderBy(recipes.id);
  const found = new Map<string, { id: number; title: string }>();
  for (const row of rows) if (!found.has(row.key)) found.set(row.key, { id: row.id, title: row.title });
  return found;
}

/** Writes an imported recipe into the library: it has its page and is found by search at once. */
async function insertLibraryRecipe(tx: Tx, recipe: ImportedRecipe): Promise<number> {
  const [created] = await tx
    .insert(recipes)
    .values({
      title: recipe.title,
      description: recipe.description,
      image: recipe.image ?? artworkPath("pot-of-food", "#F6E7C8"),
      cuisine: recipe.cuisine,
      category: recipe.category,
      dietType: recipe.dietType,
      difficulty: recipe.difficulty,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      servings: recipe.servings,
      rating: 0,
      reviewCount: 0,
      featured: false,
      tags: recipe.tags,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      nutritionFacts: recipe.nutritionFacts,
      ayurvedicProperties: { vata: "", pitta: "", kapha: "", dosha: "", season: [], taste: [] },
      healthBenefits: [],
      ...recipeSearchFields(recipe),
    })
    .returning({ id: recipes.id });
  return created.id;
}

/**
 * The recipe importer (/admin/spoonacular): schema.org Recipe JSON-LD pasted or uploaded
 * by the team, read without fetching anything, previewed, then written as library recipes or as
 * drafts to publish later. Every write is one transaction with its audit rows.
 */
export function createRecipeImportService(db: Database, options: { siteUrl: string }) {
  async function lookups(reader: Reader = db): Promise<Lookups> {
    const columns = { name: cuisines.name, displayName: cuisines.displayName };
    return {
      cuisines: await reader.select(columns).from(cuisines),
      categories: await reader.select({ name: categories.name, displayName: categories.displayName }).from(categories),
      dietTypes: await reader.select({ name: dietTypes.name, displayName: dietTypes.displayName }).from(dietTypes),
    };
  }

  async function read(text: string, reader: Reader = db): Promise<RecipeImportItem[]> {
    let nodes: Record<string, unknown>[];
    try {
      nodes = parseJsonLdText(text);
    } catch (error) {
      if (error instanceof JsonLdError) throw new HttpError(400, error.message, [{ path: "jsonLd", message: error.message }]);
      throw error;
    }
    const known = await lookups(reader);
    const parsed = nodes.map((node, i) => readRecipeNode(node, i + 1, known, options.siteUrl));
    const duplicates = await duplicatesOf(
      reader,
      parsed.flatMap((item) => (item.recipe ? [item.recipe.title] : [])),
    );
    return parsed.map((item) => ({
      ...item,
      duplicateOf: item.recipe ? (duplicates.get(item.recipe.title.trim().toLowerCase()) ?? null) : null,
    }));
  }

  async function draft(id: number, reader: Reader = db): Promise<RecipeDraft | null> {
    const [row] = await reader
      .select({
        id: recipeDrafts.id,
        title: recipeDrafts.title,
        recipe: recipeDrafts.recipe,
        importedBy: admins.username,
        createdAt: recipeDrafts.createdAt,
        published: recipeDrafts.publishedRecipeId,
      })
      .from(recipeDrafts)
      .leftJoin(admins, eq(admins.id, recipeDrafts.importedBy))
      .where(eq(recipeDrafts.id, id));
    if (!row) return null;
    const duplicates = await duplicatesOf(reader, [row.title]);
    return {
      id: row.id,
      title: row.title,
      recipe: row.recipe as ImportedRecipe,
      importedBy: row.importedBy,
      createdAt: row.createdAt.toISOString(),
      duplicateOf: duplicates.get(row.title.trim().toLowerCase()) ?? null,
    };
  }

  return {
    /** What an import would create, with each recipe's errors, warnings and duplicate. Writes nothing. */
    async preview(text: string): Promise<RecipeImportPreview> {
      const items = await read(text);
      return {
        items,
        importable: items.filter((item) => item.recipe).length,
        duplicates: items.filter((item) => item.duplicateOf).length,
      };
    },

    /**
     * Imports every readable recipe, as published library recipes or as drafts. Refused whole
     * (422) if any recipe has errors, so a paste is never half imported; duplicates by title are
     * skipped unless asked for.
     */
    async importRecipes(input: RecipeImportInput, session: AdminSession, from: RequestOrigin): Promise<RecipeImportResult> {
      return db.transaction(async (tx) => {
        const items = await read(input.jsonLd, tx);
        const broken = items.filter((item) => !item.recipe);
        if (broken.length > 0) {
          const issues = broken.flatMap((item) =>
            item.errors.map((message) => ({ path: `recipes.${item.position}`, message: `Recipe ${item.position}: ${message}` })),
          );
          throw new HttpError(422, `${M.nothingImportable} (${issues[0].message})`, issues);
        }
        const created: RecipeImportResult["created"] = [];
        const skipped: RecipeImportResult["skipped"] = [];
        const seen = new Set<string>();
        for (const item of items) {
          const recipe = item.recipe!;
          const key = recipe.title.trim().toLowerCase();
          if (input.duplicates === "skip" && (item.duplicateOf || seen.has(key))) {
            skipped.push({ position: item.position, title: recipe.title, reason: "duplicate" });
            continue;
          }
          seen.add(key);
          if (input.mode === "published") {
            const recipeId = await insertLibraryRecipe(tx, recipe);
            created.push({ position: item.position, title: recipe.title, recipeId, draftId: null, path: paths.recipe(recipeId) });
            await recordAdminAction(tx, {
              ...actorOf(session),
              action: "recipe.imported",
              itemType: "recipe",
              itemId: recipeId,
              after: { title: recipe.title, mode: "published" },
              ip: from.ip,
            });
          } else {
            const [row] = await tx
              .insert(recipeDrafts)
              .values({ title: recipe.title, recipe, importedBy: session.admin.id })
              .returning({ id: recipeDrafts.id });
            created.push({ position: item.position, title: recipe.title, recipeId: null, draftId: row.id, path: null });
            await recordAdminAction(tx, {
              ...actorOf(session),
              action: "recipe.imported",
              itemType: "recipe_draft",
              itemId: row.id,
              after: { title: recipe.title, mode: "draft" },
              ip: from.ip,
            });
          }
        }
        return { success: true, message: input.mode === "published" ? M.imported : M.draftsSaved, mode: input.mode, created, skipped };
      });
    },

    /** Drafts not yet published, newest first, paged in SQL. */
    async listDrafts(page: number): Promise<RecipeDraftPage> {
      const where = isNull(recipeDrafts.publishedRecipeId);
      const [{ total }] = await db.select({ total: count() }).from(recipeDrafts).where(where);
      const rows = await db
        .select({
          id: recipeDrafts.id,
          title: recipeDrafts.title,
          recipe: recipeDrafts.recipe,
          importedBy: admins.username,
          createdAt: recipeDrafts.createdAt,
        })
        .from(recipeDrafts)
        .leftJoin(admins, eq(admins.id, recipeDrafts.importedBy))
        .where(where)
        .orderBy(desc(recipeDrafts.createdAt), desc(recipeDrafts.id))
        .limit(DRAFTS_PER_PAGE)
        .offset((page - 1) * DRAFTS_PER_PAGE);
      const duplicates = await duplicatesOf(
        db,
        rows.map((row) => row.title),
      );
      return adminPage(
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          recipe: row.recipe as ImportedRecipe,
          importedBy: row.importedBy,
          createdAt: row.createdAt.toISOString(),
          duplicateOf: duplicates.get(row.title.trim().toLowerCase()) ?? null,
        })),
        total,
        page,
        DRAFTS_PER_PAGE,
      );
    },

    draft,

    /** A draft becomes a library recipe (once), under a row lock so two clicks make one recipe. */
    async publishDraft(id: number, session: AdminSession, from: RequestOrigin): Promise<{ recipeId: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(recipeDrafts).where(eq(recipeDrafts.id, id)).for("update");
        if (!row) throw new NotFoundError(M.draftNotFound);
        if (row.publishedRecipeId !== null) throw new HttpError(409, M.draftAlreadyPublished);
        const recipeId = await insertLibraryRecipe(tx, row.recipe as ImportedRecipe);
        await tx.update(recipeDrafts).set({ publishedRecipeId: recipeId }).where(eq(recipeDrafts.id, id));
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "recipe_draft.published",
          itemType: "recipe_draft",
          itemId: id,
          before: { publishedRecipeId: null },
          after: { publishedRecipeId: recipeId, path: paths.recipe(recipeId) },
          ip: from.ip,
        });
        return { recipeId };
      });
    },

    /** Drops a draft that was not published. */
    async discardDraft(id: number, session: AdminSession, from: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(recipeDrafts).where(eq(recipeDrafts.id, id)).for("update");
        if (!row) throw new NotFoundError(M.draftNotFound);
        if (row.publishedRecipeId !== null) throw new HttpError(409, M.draftAlreadyPublished);
        await tx.delete(recipeDrafts).where(eq(recipeDrafts.id, id));
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "recipe_draft.discarded",
          itemType: "recipe_draft",
          itemId: id,
          before: { title: row.title },
          after: null,
          ip: from.ip,
        });
      });
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
