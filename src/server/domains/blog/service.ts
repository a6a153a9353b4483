import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import type { BlogListQuery, BlogListResponse, BlogPost, BlogPostSummary } from "../../../shared/schemas/catalogue.ts";
import { sanitizePostHtml } from "./sanitize-post.ts";
import { pagination } from "../../../shared/schemas/common.ts";

/** A post as a writer hands it in; its body is HTML from anyone, cleaned before it is stored. */
export type BlogPostInput = Omit<BlogPost, "id" | "publishedAt"> & { publishedAt: Date };

/** The row to store for a post: the one place where a post's HTML is made safe on its way in. */
export function blogPostRow(input: BlogPostInput): typeof blogPosts.$inferInsert {
  return { ...input, content: sanitizePostHtml(input.content) };
}

const toSummary = (r: Omit<BlogPostSummary, "publishedAt"> & { publishedAt: Date }): BlogPostSummary => ({
  ...r,
  publishedAt: r.publishedAt.toISOString(),
});

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
  category: blogPosts.category,
  author: blogPosts.author,
  readTime: blogPosts.readTime,
  publishedAt: blogPosts.publishedAt,
  featured: blogPosts.featured,
};

export function createBlogService(db: Database) {
  return {
    async list(query: Partial<BlogListQuery> & Pick<BlogListQuery, "page" | "limit">): Promise<BlogListResponse> {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(blogPosts.category, query.category));
      if (query.featured !== undefined) filters.push(eq(blogPosts.featured, query.featured));
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        data: rows.map(toSummary),
        pagination: pagination(query.page, query.limit, total),
      };
    },

    async getById(id: number): Promise<BlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ? { ...row, publishedAt: row.publishedAt.toISOString() } : null;
    },

    /** Stores a new post (an admin writer, an import); its HTML is sanitised first. */
    async create(input: BlogPostInput): Promise<BlogPost> {
      const [row] = await db.insert(blogPosts).values(blogPostRow(input)).returning();
      return { ...row, publishedAt: row.publishedAt.toISOString() };
    },

    /** Other posts to read next: the same category first, then the latest of the rest. */
    async moreArticles(post: Pick<BlogPost, "id" | "category">, limit: number): Promise<BlogPostSummary[]> {
      const sameCategory = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
      const picked = sameCategory.map(toSummary);
      if (picked.length >= limit) return picked;
      const others = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(ne(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit - picked.length);
      return [...picked, ...others.map(toSummary)];
    },

    async listIds(): Promise<{ id: number; publishedAt: Date }[]> {
      return db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt }).from(blogPosts);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
