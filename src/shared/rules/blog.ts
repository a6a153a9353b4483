/**
 * The blog's fixed rules, free of the contract library so the pages' script can
 * use them: the contracts in schemas/catalogue.ts build on the same lists.
 */

/** Posts per page of /blog and the default page size of GET /api/blog. */
export const BLOG_POSTS_PER_PAGE = 12;

/** The spec's six categories, then nutrition, which links to the blog carry. */
export const BLOG_CATEGORIES = ["kitchen-tips", "seasonal", "entertaining", "techniques", "ingredients", "reviews", "nutrition"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** Each category's name as the published category list writes it. */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  "kitchen-tips": "Kitchen Tips",
  seasonal: "Seasonal",
  entertaining: "Entertaining",
  techniques: "Techniques",
  ingredients: "Ingredients",
  reviews: "Reviews",
  nutrition: "Nutrition",
};

/** A category as a client names it: its key ("kitchen-tips") or its label ("Kitchen Tips"), in any case; else none. */
export function blogCategoryFrom(value: string): BlogCategory | undefined {
  const wanted = value.trim().toLowerCase();
  return BLOG_CATEGORIES.find((category) => category === wanted || BLOG_CATEGORY_LABELS[category].toLowerCase() === wanted);
}

/** Posts suggested under More Articles on a post's page. */
export const MORE_ARTICLES = 3;
