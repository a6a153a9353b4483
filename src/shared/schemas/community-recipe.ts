import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/search.ts";
import { optionalFilterSchema, pageQuerySchema, paginationSchema, textSchema, type Pagination } from "./common.ts";
import {
  COMMUNITY_MEAL_TYPES,
  COMMUNITY_RECIPES_MAX_LIMIT,
  COMMUNITY_RECIPES_PER_PAGE,
  type CommunityMealType,
} from "../rules/community-recipes.ts";
import { HONEYPOT_FIELD, honeypotField } from "./form-fields.ts";

export { COMMUNITY_MEAL_TYPES, COMMUNITY_RECIPES_MAX_LIMIT, COMMUNITY_RECIPES_PER_PAGE, type CommunityMealType };

export const RECIPE_SUBMISSION_LIMITS = {
  title: { min: 3, max: 120 },
  authorName: { min: 2, max: 100 },
  email: 254,
  phone: { min: 7, max: 30 },
  website: 300,
  displayName: 60,
  socialHandle: 60,
  cuisineType: { min: 2, max: 60 },
  servingSize: { min: 1, max: 50 },
  minutes: { min: 0, max: 1440 },
  ingredients: { min: 10, max: 5000 },
  instructions: { min: 20, max: 10_000 },
  story: 2000,
  calories: 5000,
  macro: 1000,
} as const;

const L = RECIPE_SUBMISSION_LIMITS;

/** Every message of the share-recipe form and its API; the browser shows the same texts. */
export const recipeSubmissionMessages = {
  title: `Recipe title must be at least ${L.title.min} characters`,
  titleTooLong: `Recipe title must be at most ${L.title.max} characters`,
  authorName: `Name must be at least ${L.authorName.min} characters`,
  authorNameTooLong: `Name must be at most ${L.authorName.max} characters`,
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number (digits, spaces, +, - and brackets)",
  website: "Please enter a full web address starting with http:// or https://",
  displayNameTooLong: `Display name must be at most ${L.displayName} characters`,
  socialHandle: `Social handle must be at most ${L.socialHandle} characters, without spaces`,
  cuisineType: "Please tell us the cuisine (for example Indian or Italian)",
  cuisineTypeTooLong: `Cuisine must be at most ${L.cuisineType.max} characters`,
  servingSize: `Servings must be a whole number from ${L.servingSize.min} to ${L.servingSize.max}`,
  prepTime: `Prep time must be a whole number of minutes from ${L.minutes.min} to ${L.minutes.max}`,
  cookTime: `Cook time must be a whole number of minutes from ${L.minutes.min} to ${L.minutes.max}`,
  mealTypes: "Choose at least one meal type: breakfast, lunch or dinner",
  ingredients: `Please list the ingredients, one per line (at least ${L.ingredients.min} characters)`,
  ingredientsTooLong: `Ingredients must be at most ${L.ingredients.max.toLocaleString("en-US")} characters`,
  instructions: `Please describe the steps, one per line (at least ${L.instructions.min} characters)`,
  instructionsTooLong: `Instructions must be at most ${L.instructions.max.toLocaleString("en-US")} characters`,
  storyTooLong: `Your story must be at most ${L.story.toLocaleString("en-US")} characters`,
  calories: `Calories must be a whole number from 0 to ${L.calories.toLocaleString("en-US")}`,
  protein: `Protein must be a whole number of grams from 0 to ${L.macro.toLocaleString("en-US")}`,
  carbs: `Carbs must be a whole number of grams from 0 to ${L.macro.toLocaleString("en-US")}`,
  fat: `Fat must be a whole number of grams from 0 to ${L.macro.toLocaleString("en-US")}`,
  recipientEmail: "Please enter a valid email",
  successTitle: "Recipe Submitted",
  success:
    "Thank you for sharing your recipe! Our team reviews every recipe, usually within a few days, and publishes it on Community Recipes once approved.",
  failureTitle: "Submission Failed",
  failure: "Your recipe could not be sent. Please try again.",
  rateLimited: "Too many recipes from this address. Please try again in a few minutes.",
} as const;
const M = recipeSubmissionMessages;

const blankToUndefined = (v: string | null | undefined) => (v ? v : undefined);

/** A required line of text with one message for missing, short or odd input. */
const requiredText = (label: string, min: number, max: number, message: string, tooLong: string, multiline = false) =>
  textSchema({
    label,
    min,
    max,
    multiline,
    messages: {
      required: message,
      type: message,
      tooShort: message,
      tooLong,
      characters: `${label} contains characters that are not allowed`,
    },
  });

const optionalText = (label: string, max: number, tooLong: string, multiline = false) =>
  textSchema({
    label,
    max,
    multiline,
    messages: { tooLong, type: tooLong, characters: `${label} contains characters that are not allowed` },
  })
    .nullish()
    .transform(blankToUndefined);

const emailSchema = textSchema({
  label: "Email",
  max: L.email,
  messages: { required: M.email, type: M.email, tooLong: M.email, characters: M.email },
}).pipe(z.email(M.email));

/** A whole number typed in a number field: a form sends its text, JSON may send the number. */
function wholeNumber(min: number, max: number, message: string) {
  const number = z.number({ error: message }).int(message).min(min, message).max(max, message);
  const fromText = z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number);
  return z.union([number, fromText.pipe(number)], { error: message });
}

/** An optional whole number: a blank field means "not given". */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v))
    .pipe(wholeNumber(min, max, message).optional());
}

/** A list of meal types; a form with one box ticked sends a single text, several send a list. */
const mealTypesSchema = z
  .union([z.string(), z.array(z.string())], { error: M.mealTypes })
  .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim().toLowerCase()).filter(Boolean))
  .pipe(
    z
      .array(z.enum(COMMUNITY_MEAL_TYPES, { error: M.mealTypes }))
      .min(1, M.mealTypes)
      .max(COMMUNITY_MEAL_TYPES.length, M.mealTypes),
  )
  // Kept in the list's own order, each once.
  .transform((list) => COMMUNITY_MEAL_TYPES.filter((type) => list.includes(type)));

const PHONE_PATTERN = /^\+?[0-9 ()\-.]+$/;
const phoneSchema = textSchema({ label: "Phone", max: L.phone.max, messages: { tooLong: M.phone, type: M.phone, characters: M.phone } })
  .nullish()
  .transform(blankToUndefined)
  .refine((v) => v === undefined || (PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= L.phone.min), M.phone);

const websiteSchema = textSchema({
  label: "Website",
  max: L.website,
  messages: { tooLong: M.website, type: M.website, characters: M.website },
})
  .nullish()
  .transform(blankToUndefined)
  .refine((v) => {
    if (v === undefined) return true;
    try {
      const url = new URL(v);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, M.website);

const socialHandleSchema = optionalText("Social handle", L.socialHandle, M.socialHandle).refine(
  (v) => v === undefined || !/\s/.test(v),
  M.socialHandle,
);

/** The share-recipe form: the browser and the API check the same rules. */
export const recipeSubmissionFormSchema = z.object({
  title: requiredText("Recipe title", L.title.min, L.title.max, M.title, M.titleTooLong),
  authorName: requiredText("Name", L.authorName.min, L.authorName.max, M.authorName, M.authorNameTooLong),
  email: emailSchema,
  phone: phoneSchema,
  website: websiteSchema,
  displayName: optionalText("Display name", L.displayName, M.displayNameTooLong),
  socialHandle: socialHandleSchema,
  cuisineType: requiredText("Cuisine", L.cuisineType.min, L.cuisineType.max, M.cuisineType, M.cuisineTypeTooLong),
  servingSize: wholeNumber(L.servingSize.min, L.servingSize.max, M.servingSize),
  prepTime: wholeNumber(L.minutes.min, L.minutes.max, M.prepTime),
  cookTime: wholeNumber(L.minutes.min, L.minutes.max, M.cookTime),
  mealTypes: mealTypesSchema,
  ingredients: requiredText("Ingredients", L.ingredients.min, L.ingredients.max, M.ingredients, M.ingredientsTooLong, true),
  instructions: requiredText("Instructions", L.instructions.min, L.instructions.max, M.instructions, M.instructionsTooLong, true),
  story: optionalText("Story", L.story, M.storyTooLong, true),
  calories: optionalWholeNumber(0, L.calories, M.calories),
  protein: optionalWholeNumber(0, L.macro, M.protein),
  carbs: optionalWholeNumber(0, L.macro, M.carbs),
  fat: optionalWholeNumber(0, L.macro, M.fat),
});
export type RecipeSubmissionFormValues = z.input<typeof recipeSubmissionFormSchema>;

/**
 * POST /api/user-recipes: the form, a copy address some clients send (accepted, never mailed),
 * and the honeypot. The photo travels beside it as a file part of a multipart form.
 */
export const recipeSubmissionInputSchema = recipeSubmissionFormSchema.extend({
  recipientEmail: z
    .union([z.literal(""), emailSchema], { error: M.recipientEmail })
    .nullish()
    .transform(blankToUndefined),
  [HONEYPOT_FIELD]: honeypotField,
});
export type RecipeSubmissionInput = z.infer<typeof recipeSubmissionInputSchema>;

export const recipeSubmissionResultSchema = z
  .object({
    reference: z.string().meta({ description: "The submission's reference, RS-…, to quote when writing to the team" }),
    title: z.string(),
    message: z.string(),
  })
  .meta({ id: "RecipeSubmissionResult" });
export type RecipeSubmissionResult = z.infer<typeof recipeSubmissionResultSchema>;

// ---------------------------------------------------------------------------------------------
// The public list and page (only approved recipes)

const mealTypeFilter = optionalFilterSchema.pipe(
  z
    .string()
    .transform((v, ctx) => {
      const found = COMMUNITY_MEAL_TYPES.find((type) => type === v.toLowerCase());
      if (!found) ctx.addIssue({ code: "custom", message: "mealType must be breakfast, lunch or dinner" });
      return found as CommunityMealType;
    })
    .optional(),
);

/**
 * GET /api/user-recipes. `status` is read and ignored: a visitor is only ever shown approved
 * recipes, whatever status is asked for.
 */
export const communityRecipeListQuerySchema = z.object({
  status: z.string().max(50, "status is too long").optional(),
  search: textSchema({ label: "Search text", max: SEARCH_TEXT_MAX_LENGTH, messages: { tooLong: "Search text is too long" } })
    .optional()
    .transform(blankToUndefined),
  cuisine: optionalFilterSchema,
  mealType: mealTypeFilter,
  ...pageQuerySchema(COMMUNITY_RECIPES_PER_PAGE, COMMUNITY_RECIPES_MAX_LIMIT),
});
export type CommunityRecipeListQuery = z.infer<typeof communityRecipeListQuerySchema>;

/** A shared recipe's card, as the community list page shows it: never the author's email or phone. */
export const communityRecipeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authorName: z.string().meta({ description: "The name the author chose to show, else their name" }),
  cuisineType: z.string(),
  mealTypes: z.array(z.enum(COMMUNITY_MEAL_TYPES)),
  prepTime: z.number().int().meta({ description: "Minutes" }),
  cookTime: z.number().int().meta({ description: "Minutes" }),
  servingSize: z.number().int(),
  image: z.string().nullable().meta({ description: "The photo's path, or null when the page draws artwork instead" }),
  createdAt: z.string().meta({ description: "When it was shared, as an ISO 8601 instant" }),
});
export type CommunityRecipeSummary = z.infer<typeof communityRecipeSummarySchema>;

/** One approved recipe of GET /api/user-recipes: the card with the recipe's texts. */
export const communityRecipeListItemSchema = communityRecipeSummarySchema
  .extend({
    story: z.string().nullable(),
    ingredients: z.string().meta({ description: "One ingredient a line, as the author wrote them" }),
    instructions: z.string().meta({ description: "One step a line, as the author wrote them" }),
    healthBenefits: z.string().nullable(),
  })
  .meta({ id: "CommunityRecipeListItem" });
export type CommunityRecipeListItem = z.infer<typeof communityRecipeListItemSchema>;

/** GET /api/user-recipes/{id}: the recipe with the author's links and the nutrition they gave. */
export const communityRecipeSchema = communityRecipeListItemSchema
  .extend({
    socialHandle: z.string().nullable(),
    website: z.string().nullable(),
    calories: z.number().int().nullable(),
    protein: z.number().int().nullable(),
    carbs: z.number().int().nullable(),
    fat: z.number().int().nullable(),
  })
  .meta({ id: "CommunityRecipe" });
export type CommunityRecipe = z.infer<typeof communityRecipeSchema>;

export const communityRecipeListResponseSchema = z
  .object({ data: z.array(communityRecipeListItemSchema), pagination: paginationSchema })
  .meta({ id: "CommunityRecipePage" });
export type CommunityRecipeListResponse = z.infer<typeof communityRecipeListResponseSchema>;

/** One page of cards for the community list page: the list without the recipes' texts. */
export type CommunityRecipeCardPage = { data: CommunityRecipeSummary[]; pagination: Pagination };

/** The figures above the list, counted from the approved recipes. */
export type CommunityStats = { recipes: number; cuisines: number; cooks: number };
