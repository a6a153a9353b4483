import { z } from "zod";
import { paginationSchema } from "./common.ts";

/** An article's card: what the blog list and the related posts show. */
const blogPostCardFields = {
  id: z.number().int(),
  slug: z.string().meta({ description: "The article's address on the site, /blog/{slug}" }),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  category: z.string(),
  author: z.string(),
  readTime: z.number().int().meta({ description: "Minutes" }),
  publishedAt: z.string().meta({ description: "An ISO 8601 instant" }),
  featured: z.boolean(),
};

export const blogPostSummarySchema = z.object(blogPostCardFields).meta({ id: "BlogPostSummary" });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = z
  .object({
    ...blogPostCardFields,
    content: z.string().meta({ description: "The article as HTML, cleaned to the tags an article may use" }),
    tags: z.array(z.string()),
  })
  .meta({ id: "BlogPost" });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListResponseSchema = z
  .object({ data: z.array(blogPostSummarySchema), pagination: paginationSchema })
  .meta({ id: "BlogPostPage" });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
