import { lines, renderMail } from "../layout.ts";

/** The team's notice of a shared recipe: the whole submission, for the review. */
export type CommunityRecipeTeamNoticeData = {
  reference: string;
  title: string;
  cuisineType: string;
  mealLabels: readonly string[];
  servingSize: number;
  prepTime: number;
  cookTime: number;
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
  /** The stored photo's site path; none when the site draws artwork. */
  image: string | null;
  authorName: string;
  displayName?: string | null;
  email: string;
  phone?: string | null;
  website?: string | null;
  socialHandle?: string | null;
  story?: string | null;
  ingredients: string;
  instructions: string;
  siteUrl: string;
};

const given = (value: number | null | undefined): value is number => value !== undefined && value !== null;

export function communityRecipeTeamNotice(d: CommunityRecipeTeamNoticeData) {
  const nutrition = [
    given(d.calories) && `${d.calories} kcal`,
    given(d.protein) && `protein ${d.protein} g`,
    given(d.carbs) && `carbs ${d.carbs} g`,
    given(d.fat) && `fat ${d.fat} g`,
  ].filter(Boolean);
  return renderMail({
    subject: `New community recipe to review ${d.reference}`,
    body: [
      "A visitor shared a recipe for Community Recipes. It waits as pending until the team approves or rejects it.",
      lines(
        `Reference: ${d.reference}`,
        `Recipe: ${d.title}`,
        `Cuisine: ${d.cuisineType}`,
        `Meal types: ${d.mealLabels.join(", ")}`,
        `Servings: ${d.servingSize}`,
        `Prep: ${d.prepTime} min`,
        `Cook: ${d.cookTime} min`,
        `Nutrition per serving: ${nutrition.length > 0 ? nutrition.join(", ") : "(not given)"}`,
        `Photo: ${d.image ? `${d.siteUrl}${d.image}` : "(none, artwork will be drawn)"}`,
      ),
      lines(
        `Name: ${d.authorName}`,
        `Shown as: ${d.displayName ?? d.authorName}`,
        `Email: ${d.email}`,
        `Phone: ${d.phone ?? "(none)"}`,
        `Website: ${d.website ?? "(none)"}`,
        `Social handle: ${d.socialHandle ?? "(none)"}`,
      ),
      `Story:\n${d.story ?? "(none)"}`,
      `Ingredients:\n${d.ingredients}`,
      `Instructions:\n${d.instructions}`,
    ],
  });
}
