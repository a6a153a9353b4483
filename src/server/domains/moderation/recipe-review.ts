import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userRecipes } from "../../db/schema/index.ts";
import { moderationMessages as M, type ReviewStatus } from "../../../shared/rules/moderation.ts";
import type { RecipeSubmission, ReviewDecisionInput, ReviewListQuery, ReviewPage } from "../../../shared/schemas/moderation.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { decide, iso, listPage, reviewer } from "./review-common.ts";

const recipeSubmissionColumns = {
  id: userRecipes.id,
  reference: userRecipes.reference,
  title: userRecipes.title,
  authorName: userRecipes.authorName,
  email: userRecipes.email,
  phone: userRecipes.phone,
  website: userRecipes.website,
  displayName: userRecipes.displayName,
  socialHandle: userRecipes.socialHandle,
  cuisineType: userRecipes.cuisineType,
  servingSize: userRecipes.servingSize,
  prepTime: userRecipes.prepTime,
  cookTime: userRecipes.cookTime,
  mealTypes: userRecipes.mealTypes,
  ingredients: userRecipes.ingredients,
  instructions: userRecipes.instructions,
  story: userRecipes.story,
  healthBenefits: userRecipes.healthBenefits,
  calories: userRecipes.calories,
  protein: userRecipes.protein,
  carbs: userRecipes.carbs,
  fat: userRecipes.fat,
  image: userRecipes.image,
  status: userRecipes.status,
  adminNotes: userRecipes.adminNotes,
  recipeId: userRecipes.recipeId,
  createdAt: userRecipes.createdAt,
  reviewedAt: userRecipes.reviewedAt,
  reviewedBy: reviewer.username,
};
type RecipeSubmissionRow = { [K in keyof typeof recipeSubmissionColumns]: unknown } & {
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
};

const toRecipeSubmission = (row: RecipeSubmissionRow): RecipeSubmission =>
  ({ ...row, status: row.status as ReviewStatus, createdAt: iso(row.createdAt)!, reviewedAt: iso(row.reviewedAt) }) as RecipeSubmission;

/** The recipe approval screen: recipes visitors shared, listed and approved or rejected. */
export function createRecipeReview(db: Database) {
  async function recipeSubmission(id: number, tx: Pick<Database, "select"> = db): Promise<RecipeSubmission | null> {
    const [row] = await tx
      .select(recipeSubmissionColumns)
      .from(userRecipes)
      .leftJoin(reviewer, eq(reviewer.id, userRecipes.reviewedBy))
      .where(eq(userRecipes.id, id))
      .limit(1);
    return row ? toRecipeSubmission(row as RecipeSubmissionRow) : null;
  }

  return {
    listRecipeSubmissions(query: ReviewListQuery): Promise<ReviewPage<RecipeSubmission>> {
      const searched = [userRecipes.title, userRecipes.authorName, userRecipes.displayName, userRecipes.cuisineType];
      return listPage(db, { table: userRecipes, columns: recipeSubmissionColumns, searched, toItem: toRecipeSubmission }, query);
    },

    recipeSubmission,

    /**
     * Approves or rejects a pending shared recipe with the admin's notes (default note on
     * approval), its reviewer and time, and the audit row, in one transaction. An approved
     * recipe is public on /community-recipes from the commit on.
     */
    reviewRecipeSubmission(id: number, input: ReviewDecisionInput, session: AdminSession, from: RequestOrigin): Promise<RecipeSubmission> {
      const kind = {
        table: userRecipes,
        itemType: "recipe_submission",
        notFound: M.recipeSubmissionNotFound,
        defaultApprovalNote: M.defaultApprovalNote,
        load: recipeSubmission,
      } as const;
      return decide(db, kind, id, input, session, from);
    },
  };
}
