/*
 * The team's review of what visitors and admins submit: shared
 * recipes, guest chef applications and product submissions. Constants and messages only, so the
 * admin pages can read them without the contract library.
 */

import { parseIngredientText, parseIngredients, parseInstructions, type IngredientLine } from "./recipe-content.ts";

/** Every submission waits as pending until it is approved or rejected. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What the approval screens open on ("default pending"). */
export const DEFAULT_REVIEW_STATUS: ReviewStatus = "pending";
/** The two decisions a pending item can receive. */
export const REVIEW_DECISIONS = ["approved", "rejected"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Admin recipe submissions per page (the API's limit=20). */
export const ADMIN_REVIEW_PER_PAGE = 20;
export const ADMIN_REVIEW_MAX_LIMIT = 100;
/** Skeleton cards while an approval list loads. */
export const APPROVAL_SKELETON_COUNT = 3;
/** The approval pager shows at most this many page buttons, and only with more than one page. */
export const APPROVAL_PAGER_BUTTONS = 5;

export const MODERATION_LIMITS = {
  adminNotes: 2000,
  search: 100,
} as const;

/** Every message of the review screens and their API, defined once. */
export const moderationMessages = {
  /** The note an approval gets when the admin wrote none. */
  defaultApprovalNote: "Recipe approved for publication",
  defaultChefApprovalNote: "Application approved",
  notesRequiredTitle: "Admin Notes Required",
  notesRequired: "Please provide admin notes explaining the rejection reason.",
  rejectHint: "Fill in admin notes to enable the reject button",
  notesTooLong: `Admin notes must be at most ${MODERATION_LIMITS.adminNotes.toLocaleString("en-US")} characters`,
  statusInvalid: "Status must be approved or rejected",
  statusFilterInvalid: "Status must be pending, approved or rejected",
  statusUpdatedTitle: "Status Updated",
  statusUpdated: "Recipe submission status has been updated successfully.",
  applicationUpdated: "Guest chef application status has been updated successfully.",
  updateFailedTitle: "Error",
  updateFailed: "Failed to update recipe status. Please try again.",
  notPending: "Only pending submissions can be approved or rejected; this one has already been reviewed.",
  recipeSubmissionNotFound: "Recipe submission not found",
  chefApplicationNotFound: "Guest chef application not found",
  publishNeedsApproval: "Only approved recipes can be published to the recipe library",
  alreadyPublished: "This recipe is already in the recipe library",
  published: "The recipe is now in the recipe library.",
  publishUnknownValue: "Choose one of the listed values",
  productSubmitted: "Product submitted for approval successfully!",
  productSubmitFailed: "Failed to submit product",
  productSubmissionNotFound: "Product submission not found",
  productApproved: "Product approved successfully",
  productRejected: "Product rejected successfully",
  productActionFailed: (action: "approve" | "reject") => `Failed to ${action} product`,
  stockRequired: "Please enter the initial stock (a whole number from 0 to 100,000)",
  shopCategoryUnknown: "Choose one of the shop's categories",
  noProductsTitle: "No products to process",
  noPendingProducts: "No pending products found",
  imageUploadMissing: "Please choose an image to upload",
  bulkDone: (count: number, action: "approved" | "rejected") => `${count} ${count === 1 ? "product" : "products"} ${action}`,
} as const;

/**
 * The page numbers of an approval pager: at most five buttons, a window that keeps
 * the current page inside it (centred where it can be), nothing for a single page.
 */
export function approvalPageWindow(currentPage: number, totalPages: number): number[] {
  const last = Math.max(0, Math.floor(totalPages));
  if (last <= 1) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), last);
  const size = Math.min(APPROVAL_PAGER_BUTTONS, last);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The name a shared recipe is shown and credited under: the display name the author chose, else their name. */
export const creditedName = (recipe: { displayName: string | null; authorName: string }) => recipe.displayName?.trim() || recipe.authorName;

// ---------------------------------------------------------------------------------------------
// Publishing a shared recipe to the library: the filing the service uses unless the admin
// chooses otherwise, and the structure its texts become. The publish dialog shows the same.

/** Words that make a dish not vegetarian, and those that make it vegetarian but not vegan. */
const MEAT_WORDS =
  /\b(chicken|beef|pork|lamb|mutton|goat|veal|bacon|ham|sausages?|turkey|duck|fish|salmon|tuna|cod|prawns?|shrimps?|crab|lobster|anchov(?:y|ies)|sardines?|mackerel|squid|octopus|clams?|mussels?|oysters?|gelatin|eggs?|meat|mince)\b/i;
const ANIMAL_WORDS =
  /\b(milk|ghee|butter|cream|cheese|paneer|yogh?urt|curd|honey|buttermilk|khoa|mascarpone|ricotta|mozzarella|parmesan|whey)\b/i;
/** "coconut milk", "almond butter" and the like are plant foods. */
const PLANT_QUALIFIED =
  /\b(coconut|almond|oat|soy|soya|rice|cashew|peanut|vegan|plant[- ]based|nut)\s+(milk|butter|cream|cheese|yogh?urt|curd)\b/gi;

export function suggestedDietType(ingredients: string): "vegan" | "vegetarian" | "non-vegetarian" {
  const text = ingredients.replace(PLANT_QUALIFIED, " ");
  if (MEAT_WORDS.test(text)) return "non-vegetarian";
  return ANIMAL_WORDS.test(text) ? "vegetarian" : "vegan";
}

/** A breakfast-only recipe is filed under breakfast; anything else as a main course. */
export function suggestedCategory(mealTypes: readonly string[]): string {
  return mealTypes.length === 1 && mealTypes[0] === "breakfast" ? "breakfast" : "main-course";
}

/** Up to 30 minutes in all is easy, up to 75 medium, longer hard. */
export function suggestedDifficulty(prepTime: number, cookTime: number): "easy" | "medium" | "hard" {
  const total = prepTime + cookTime;
  return total <= 30 ? "easy" : total <= 75 ? "medium" : "hard";
}

/** A library slug from free text: "Middle Eastern" -> "middle-eastern". */
export const slugOf = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "other";

/** The library cuisine for a typed cuisine: a listed one by its name or display name, else its slug. */
export function suggestedCuisine(cuisineType: string, cuisines: readonly { name: string; displayName: string }[]): string {
  const wanted = cuisineType.trim().toLowerCase();
  const slug = slugOf(cuisineType);
  return cuisines.find((c) => c.displayName.toLowerCase() === wanted || c.name === slug)?.name ?? slug;
}

/** Ingredients typed one per line become the library's {amount, unit, name}; one long line is split at commas. */
export function submissionIngredients(text: string): IngredientLine[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= 1) return parseIngredients(text);
  return lines.map(parseIngredientText).filter((line) => line.name.length > 0);
}

/** Steps typed one per line (or as sentences of one paragraph), numbers stripped. */
export const submissionSteps = (text: string): string[] => parseInstructions(text);
