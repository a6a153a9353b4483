import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { categories, cuisines, dietTypes, recipes, userRecipes } from "../../db/schema/index.ts";
import { HttpError, NotFoundError } from "../../http/errors.ts";
import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import {
  creditedName,
  moderationMessages as M,
  submissionIngredients,
  submissionSteps,
  suggestedCategory,
  suggestedCuisine,
  suggestedDietType,
  suggestedDifficulty,
} from "../../../shared/rules/moderation.ts";
import { parseTextLines } from "../../../shared/rules/recipe-content.ts";
import type { RecipePublishInput } from "../../../shared/schemas/moderation.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { artworkPath } from "../media/artwork.ts";
import { recipeSearchFields } from "../recipes/search-index.ts";
import { actorOf } from "./review-common.ts";

/** An approved shared recipe taken into the library. */
export function createRecipePublishing(db: Database) {
  return {
    /**
     * Turns an approved shared recipe into a library recipe (once): its texts parsed into the
     * library's ingredients and steps, filed as the admin chose or as its content suggests,
     * credited to the name it is shown under, searchable at once (the search columns are
     * written here, the postings by the database's triggers).
     */
    async publishRecipeSubmission(
      id: number,
      input: RecipePublishInput,
      session: AdminSession,
      from: RequestOrigin,
    ): Promise<{ recipeId: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(userRecipes).where(eq(userRecipes.id, id)).for("update");
        if (!row) throw new NotFoundError(M.recipeSubmissionNotFound);
        if (row.status !== "approved") throw new HttpError(409, M.publishNeedsApproval);
        if (row.recipeId !== null) throw new HttpError(409, M.alreadyPublished);

        // One after another: a transaction's queries share one connection.
        const cuisineRows = await tx.select({ name: cuisines.name, displayName: cuisines.displayName }).from(cuisines);
        const categoryRows = await tx.select({ name: categories.name }).from(categories);
        const dietRows = await tx.select({ name: dietTypes.name }).from(dietTypes);
        const known = (value: string | undefined, names: { name: string }[], path: string) => {
          if (value !== undefined && !names.some((n) => n.name === value))
            throw new HttpError(400, M.publishUnknownValue, [{ path, message: M.publishUnknownValue }]);
          return value;
        };
        const cuisine = known(input.cuisine, cuisineRows, "cuisine") ?? suggestedCuisine(row.cuisineType, cuisineRows);
        const category = known(input.category, categoryRows, "category") ?? suggestedCategory(row.mealTypes);
        const dietType = known(input.dietType, dietRows, "dietType") ?? suggestedDietType(row.ingredients);
        const difficulty = input.difficulty ?? suggestedDifficulty(row.prepTime, row.cookTime);
        const author = creditedName(row);
        const ingredients = submissionIngredients(row.ingredients);
        const tags = ["community recipe", ...row.mealTypes];
        const nutritionFacts: Record<string, number> = {};
        for (const key of ["calories", "protein", "carbs", "fat"] as const) if (row[key] !== null) nutritionFacts[key] = row[key]!;
        const description =
          input.description ??
          (row.story && row.story.length >= 20
            ? row.story.replace(/\s+/g, " ").trim().slice(0, 600)
            : `${row.title}, a ${row.cuisineType} recipe shared with the ${BRAND.name} community by ${author}.`);
        const values = {
          title: row.title,
          description,
          image: row.image ?? artworkPath("pot-of-food", "#F6E7C8"),
          cuisine,
          category,
          dietType,
          difficulty,
          prepTime: row.prepTime,
          cookTime: row.cookTime,
          servings: row.servingSize,
          rating: 0,
          reviewCount: 0,
          featured: false,
          mealType: row.mealTypes[0] ?? null,
          tags,
          ingredients,
          instructions: submissionSteps(row.instructions),
          nutritionFacts,
          ayurvedicProperties: { vata: "", pitta: "", kapha: "", dosha: "", season: [], taste: [] },
          healthBenefits: parseTextLines(row.healthBenefits ?? ""),
          creditedAuthor: author,
          sourceUserRecipeId: row.id,
        };
        const [created] = await tx
          .insert(recipes)
          .values({ ...values, ...recipeSearchFields({ cuisine, tags, ingredients }) })
          .returning({ id: recipes.id });
        await tx.update(userRecipes).set({ recipeId: created.id }).where(eq(userRecipes.id, id));
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "recipe_submission.published",
          itemType: "recipe_submission",
          itemId: id,
          before: { recipeId: null },
          after: { recipeId: created.id, path: paths.recipe(created.id), creditedAuthor: author, cuisine, category, dietType, difficulty },
          ip: from.ip,
        });
        return { recipeId: created.id };
      });
    },
  };
}
