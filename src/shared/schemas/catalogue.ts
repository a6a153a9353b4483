import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_POSTS_PER_PAGE, blogCategoryFrom } from "../rules/blog.ts";
import { CLASS_CATEGORIES, CLASS_DIFFICULTIES } from "../rules/classes.ts";
import { optionalFilterSchema, pageQuerySchema, queryBooleanSchema } from "./common.ts";

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

export type { BlogListResponse, BlogPost, BlogPostSummary } from "./blog.ts";

export const productListQuerySchema = z.object({
  category: optionalFilterSchema,
  featured: queryBooleanSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().meta({ description: "Retail price in dollars, e.g. 24.99" }),
    image: z.string(),
    categorySlug: z.string(),
    categoryName: z.string(),
    brand: z.string(),
    inStock: z.boolean(),
    wholesale: z.boolean().meta({ description: "Sold at the wholesale price (80 % of retail) from 10 units a line" }),
    featured: z.boolean(),
    rating: z.number(),
    reviewCount: z.number().int(),
    weight: z.string().nullable(),
    sku: z.string().meta({ description: "The product's SKU, or CCP-{id} when it has none" }),
    specs: z.record(z.string(), z.string()),
    images: z
      .array(z.string())
      .meta({ description: "Further photos after `image` (a product added through the admin may have up to five more)" }),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof productSchema>;

export const shopCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    type: z.string().meta({ description: "tools, equipment, ingredients, books or others" }),
    image: z.string(),
  })
  .meta({ id: "ShopCategory" });
export type ShopCategory = z.infer<typeof shopCategorySchema>;
