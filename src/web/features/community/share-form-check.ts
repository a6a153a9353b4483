import { imageUploadMessages } from "../../../shared/rules/image-upload";
import {
  recipeSubmissionFormSchema,
  recipeSubmissionMessages as M,
  type RecipeSubmissionFormValues,
} from "../../../shared/schemas/community-recipe";
import type { MessageKey } from "~/lib/i18n";

/*
 * The share-recipe form's full check with the API's own contract, loaded when the form is first
 * used (it brings the contract library), and the contract's English messages in the visitor's
 * language, for the browser's check and the server's 400 and 429 answers alike.
 */

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const KEY_OF = new Map<string, MessageKey>([
  [M.title, "shareRecipe.error.title"],
  [M.authorName, "shareRecipe.error.authorName"],
  [M.email, "shareRecipe.error.email"],
  [M.phone, "shareRecipe.error.phone"],
  [M.website, "shareRecipe.error.website"],
  [M.socialHandle, "shareRecipe.error.socialHandle"],
  [M.cuisineType, "shareRecipe.error.cuisineType"],
  [M.servingSize, "shareRecipe.error.servingSize"],
  [M.prepTime, "shareRecipe.error.prepTime"],
  [M.cookTime, "shareRecipe.error.cookTime"],
  [M.mealTypes, "shareRecipe.error.mealTypes"],
  [M.ingredients, "shareRecipe.error.ingredients"],
  [M.instructions, "shareRecipe.error.instructions"],
  [M.calories, "shareRecipe.error.calories"],
  [M.protein, "shareRecipe.error.protein"],
  [M.carbs, "shareRecipe.error.carbs"],
  [M.fat, "shareRecipe.error.fat"],
  [M.rateLimited, "shareRecipe.error.rateLimited"],
  [imageUploadMessages.type, "shareRecipe.error.photoType"],
  [imageUploadMessages.tooLarge, "shareRecipe.error.photoTooLarge"],
  [imageUploadMessages.tooManyPixels, "shareRecipe.error.photoPixels"],
  [imageUploadMessages.unreadable, "shareRecipe.error.photoUnreadable"],
]);

/** A contract or server message in the visitor's language; unknown text is shown as the server wrote it. */
export function shareFormMessage(t: Translate, message: string): string {
  const key = KEY_OF.get(message);
  if (key) return t(key);
  if (/must be at most/.test(message)) return t("shareRecipe.error.tooLong");
  if (/characters that are not allowed/.test(message)) return t("shareRecipe.error.characters");
  return message;
}

/** Checks the form's values with the contract; the first message of each field, translated. */
export function checkShareForm(values: RecipeSubmissionFormValues, t: Translate) {
  const parsed = recipeSubmissionFormSchema.safeParse(values);
  if (parsed.success) return { ok: true as const, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    if (!errors[field]) errors[field] = shareFormMessage(t, issue.message);
  }
  return { ok: false as const, errors };
}
