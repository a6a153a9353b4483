import { and, count, countDistinct, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userRecipes } from "../../db/schema/index.ts";
import type {
  CommunityMealType,
  CommunityRecipe,
  CommunityRecipeCardPage,
  CommunityRecipeListItem,
  CommunityRecipeListQuery,
  CommunityRecipeListResponse,
  CommunityRecipeSummary,
  CommunityStats,
  RecipeSubmissionInput,
} from "../../../shared/schemas/community-recipe.ts";
import { saveUploadedImage, type PreparedImage } from "../media/uploads.ts";
import { communityRecipeAcknowledgement } from "../../mail/community-recipes/acknowledgement.ts";
import { communityRecipeTeamNotice } from "../../mail/community-recipes/team-notice.ts";
import { enqueueMail } from "../messages/outbox.ts";
import { newReference } from "../shop/reference.ts";
import { pagination } from "../../../shared/schemas/common.ts";

type CommunityRecipeServiceOptions = {
  /** The team's inbox for the notice; never an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

/** Only approved recipes are ever public; every read goes through this condition. */
const APPROVED = eq(userRecipes.status, "approved");

const summaryColumns = {
  id: userRecipes.id,
  title: userRecipes.title,
  authorName: userRecipes.authorName,
  displayName: userRecipes.displayName,
  cuisineType: userRecipes.cuisineType,
  mealTypes: userRecipes.mealTypes,
  prepTime: userRecipes.prepTime,
  cookTime: userRecipes.cookTime,
  servingSize: userRecipes.servingSize,
  image: userRecipes.image,
  createdAt: userRecipes.createdAt,
};

/** The recipe's own texts, which the public list carries beside each card. */
const textColumns = {
  story: userRecipes.story,
  ingredients: userRecipes.ingredients,
  instructions: userRecipes.instructions,
  healthBenefits: userRecipes.healthBenefits,
};

type SummaryRow = {
  id: number;
  title: string;
  authorName: string;
  displayName: string | null;
  cuisineType: string;
  mealTypes: string[];
  prepTime: number;
  cookTime: number;
  servingSize: number;
  image: string | null;
  createdAt: Date;
};

type TextRow = { story: string | null; ingredients: string; instructions: string; healthBenefits: string | null };

const toSummary = (row: SummaryRow): CommunityRecipeSummary => ({
  id: row.id,
  title: row.title,
  // The author may keep their own name private behind the name they chose to show.
  authorName: row.displayName?.trim() || row.authorName,
  cuisineType: row.cuisineType,
  mealTypes: row.mealTypes.filter((m): m is CommunityMealType => m === "breakfast" || m === "lunch" || m === "dinner"),
  prepTime: row.prepTime,
  cookTime: row.cookTime,
  servingSize: row.servingSize,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

const toListItem = (row: SummaryRow & TextRow): CommunityRecipeListItem => ({
  ...toSummary(row),
  story: row.story,
  ingredients: row.ingredients,
  instructions: row.instructions,
  healthBenefits: row.healthBenefits,
});

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const MEAL_LABEL: Record<CommunityMealType, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" };

export function createCommunityRecipeService(db: Database, options: CommunityRecipeServiceOptions) {
  const { teamEmail, siteUrl } = options;

  function conditions(query: Pick<CommunityRecipeListQuery, "search" | "cuisine" | "mealType">): SQL {
    const parts: SQL[] = [APPROVED];
    if (query.search) {
      // Each word must appear somewhere: in the title, the author's shown name, the cuisine or the
      // ingredients. A name kept private behind a shown one is not searched, or a search could
      // tell whose recipe it is.
      for (const word of query.search.split(/\s+/).filter(Boolean).slice(0, 8)) {
        const pattern = containing(word);
        parts.push(
          or(
            ilike(userRecipes.title, pattern),
            ilike(sql`coalesce(nullif(btrim(${userRecipes.displayName}), ''), ${userRecipes.authorName})`, pattern),
            ilike(userRecipes.cuisineType, pattern),
            ilike(userRecipes.ingredients, pattern),
          )!,
        );
      }
    }
    if (query.cuisine) parts.push(sql`lower(${userRecipes.cuisineType}) = ${query.cuisine.toLowerCase()}`);
    if (query.mealType) parts.push(sql`${userRecipes.mealTypes} @> ${JSON.stringify([query.mealType])}::jsonb`);
    return and(...parts)!;
  }

  /** The matches of a query and their count, for a page read newest first. */
  async function matching(query: CommunityRecipeListQuery) {
    const where = conditions(query);
    const [{ total }] = await db.select({ total: count() }).from(userRecipes).where(where);
    return { where, pagination: pagination(query.page, query.limit, total) };
  }
  const newestFirst = [desc(userRecipes.createdAt), desc(userRecipes.id)];

  return {
    /**
     * One page of approved recipes, newest first, with the count of all matches: each with its
     * texts, as GET /api/user-recipes answers.
     */
    async list(query: CommunityRecipeListQuery): Promise<CommunityRecipeListResponse> {
      const { where, pagination } = await matching(query);
      const rows = await db
        .select({ ...summaryColumns, ...textColumns })
        .from(userRecipes)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { data: rows.map(toListItem), pagination };
    },

    /** The same page as cards only, for the list page, which shows no recipe's texts. */
    async listCards(query: CommunityRecipeListQuery): Promise<CommunityRecipeCardPage> {
      const { where, pagination } = await matching(query);
      const rows = await db
        .select(summaryColumns)
        .from(userRecipes)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { data: rows.map(toSummary), pagination };
    },

    /** An approved recipe, or null (unknown, pending and rejected alike). */
    async getById(id: number): Promise<CommunityRecipe | null> {
      const [row] = await db
        .select({
          ...summaryColumns,
          ...textColumns,
          socialHandle: userRecipes.socialHandle,
          website: userRecipes.website,
          calories: userRecipes.calories,
          protein: userRecipes.protein,
          carbs: userRecipes.carbs,
          fat: userRecipes.fat,
        })
        .from(userRecipes)
        .where(and(eq(userRecipes.id, id), APPROVED))
        .limit(1);
      if (!row) return null;
      return {
        ...toListItem(row),
        socialHandle: row.socialHandle,
        website: row.website,
        calories: row.calories,
        protein: row.protein,
        carbs: row.carbs,
        fat: row.fat,
      };
    },

    /** The figures above the list and the cuisines its filter offers, from the approved recipes. */
    async overview(): Promise<{ stats: CommunityStats; cuisines: string[] }> {
      const [[stats], cuisineRows] = await Promise.all([
        db
          .select({
            recipes: count(),
            cuisines: countDistinct(sql`lower(${userRecipes.cuisineType})`),
            cooks: countDistinct(sql`lower(${userRecipes.email})`),
          })
          .from(userRecipes)
          .where(APPROVED),
        db.selectDistinct({ cuisine: userRecipes.cuisineType }).from(userRecipes).where(APPROVED).orderBy(userRecipes.cuisineType),
      ]);
      // One spelling per cuisine, whatever case each author typed.
      const seen = new Map<string, string>();
      for (const { cuisine } of cuisineRows) if (!seen.has(cuisine.toLowerCase())) seen.set(cuisine.toLowerCase(), cuisine);
      return { stats: { recipes: stats.recipes, cuisines: stats.cuisines, cooks: stats.cooks }, cuisines: [...seen.values()] };
    },

    /** The ids and dates of approved recipes, for the sitemap. */
    async approvedIds(): Promise<{ id: number; createdAt: Date }[]> {
      return db.select({ id: userRecipes.id, createdAt: userRecipes.createdAt }).from(userRecipes).where(APPROVED).orderBy(userRecipes.id);
    },

    /**
     * Stores a shared recipe as pending, with its photo (already checked and re-encoded) and both
     * mails (the author's acknowledgement and the team's notice) in one transaction: all are
     * written or none. Subjects carry the reference only, never text the visitor typed; the
     * browser's recipientEmail is never a recipient. The acknowledgement goes to an address
     * nobody has proven yet, so it repeats nothing the visitor typed (no name, title, texts or
     * photo): the reference and what happens next. The team's notice keeps everything.
     */
    async create(input: RecipeSubmissionInput, photo: PreparedImage | null): Promise<{ reference: string; id: number }> {
      const email = input.email.toLowerCase();
      const reference = newReference("RS");
      const id = await db.transaction(async (tx) => {
        const image = photo ? await saveUploadedImage(tx, photo) : null;
        const [row] = await tx
          .insert(userRecipes)
          .values({
            reference,
            title: input.title,
            authorName: input.authorName,
            email,
            phone: input.phone ?? null,
            website: input.website ?? null,
            displayName: input.displayName ?? null,
            socialHandle: input.socialHandle ?? null,
            story: input.story ?? null,
            prepTime: input.prepTime,
            cookTime: input.cookTime,
            servingSize: input.servingSize,
            cuisineType: input.cuisineType,
            mealTypes: input.mealTypes,
            ingredients: input.ingredients,
            instructions: input.instructions,
            calories: input.calories ?? null,
            protein: input.protein ?? null,
            carbs: input.carbs ?? null,
            fat: input.fat ?? null,
            image,
            status: "pending",
          })
          .returning({ id: userRecipes.id });
        await enqueueMail(tx, {
          to: teamEmail,
          ...communityRecipeTeamNotice({
            ...input,
            reference,
            mealLabels: input.mealTypes.map((m) => MEAL_LABEL[m]),
            email,
            image,
            siteUrl,
          }),
        });
        await enqueueMail(tx, { to: email, ...communityRecipeAcknowledgement({ reference, siteUrl }) });
        return row.id;
      });
      return { reference, id };
    },
  };
}

export type CommunityRecipeService = ReturnType<typeof createCommunityRecipeService>;
