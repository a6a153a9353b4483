import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_POSTS_PER_PAGE, blogCategoryFrom } from "../rules/blog.ts";
import { CLASS_CATEGORIES, CLASS_DIFFICULTIES } from "../rules/classes.ts";
import { optionalFilterSchema, pageQuerySchema, queryBooleanSchema, type Pagination } from "./common.ts";

export const HOME_FEATURED_CLASSES = 3;
export const HOME_FEATURED_POSTS = 3;
export const HOME_FEATURED_PRODUCTS = 4;

export const classListQuerySchema = z.object({
  difficulty: optionalFilterSchema.pipe(z.enum(CLASS_DIFFICULTIES, { error: "Unknown difficulty" }).optional()),
  category: optionalFilterSchema.pipe(z.enum(CLASS_CATEGORIES, { error: "Unknown class category" }).optional()),
  featured: queryBooleanSchema.optional(),
});
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

/**
 * One upcoming session. `date` and `time` are the wall clock of the site's time zone (what the
 * booking form sends back); `startsAt` is the same moment as an ISO instant, for formatting and
 * for structured data.
 */
export const classScheduleSlotSchema = z.object({
  id: z.number().int(),
  date: z.string().meta({ description: "The day in the kitchen's time zone, YYYY-MM-DD" }),
  time: z.string().meta({ description: "The starting time in the kitchen's time zone, HH:MM" }),
  startsAt: z.string().meta({ description: "The same moment as an ISO 8601 instant" }),
  availableSpots: z.number().int(),
});
export type ClassScheduleSlot = z.infer<typeof classScheduleSlotSchema>;

export const cookingClassSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    difficulty: z.string(),
    category: z.string(),
    price: z.number(),
    duration: z.number().meta({ description: "Minutes" }),
    maxParticipants: z.number().int(),
    instructorName: z.string(),
    instructorImage: z.string(),
    instructorBio: z.string(),
    featured: z.boolean(),
    location: z.string().nullable(),
    whatYouWillLearn: z.array(z.string()),
    includes: z.array(z.string()),
    schedule: z.array(classScheduleSlotSchema).meta({ description: "The sessions still to come, soonest first" }),
  })
  .meta({ id: "CookingClass" });
export type CookingClass = z.infer<typeof cookingClassSchema>;

export const blogListQuerySchema = z.object({
  // A key ("kitchen-tips") or the category list's label ("Kitchen Tips").
  category: optionalFilterSchema
    .transform((value) => (value === undefined ? value : (blogCategoryFrom(value) ?? value)))
    .pipe(z.enum(BLOG_CATEGORIES, { error: "Unknown blog category" }).optional()),
  featured: queryBooleanSchema.optional(),
  ...pageQuerySchema(BLOG_POSTS_PER_PAGE, 50),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export type BlogPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  category: string;
  author: string;
  readTime: number;
  publishedAt: string;
  featured: boolean;
};
export type BlogPost = BlogPostSummary & { content: string; tags: string[] };
export type BlogListResponse = { data: BlogPostSummary[]; pagination: Pagination };

export const productListQuerySchema = z.object({
  category: optionalFilterSchema,
  featured: queryBooleanSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export type Product = {
  id: number;
  name: string;
  description: string;
  price: number;
  image: string;
  categorySlug: string;
  categoryName: string;
  brand: string;
  inStock: boolean;
  wholesale: boolean;
  featured: boolean;
  rating: number;
  reviewCount: number;
  weight: string | null;
  sku: string;
  specs: Record<string, string>;
  /** Further photos after `image` (a product added through the admin may have up to five more). */
  images: string[];
};

export type ShopCategory = {
  id: number;
  name: string;
  slug: string;
  description: string;
  type: string;
  image: string;
};
