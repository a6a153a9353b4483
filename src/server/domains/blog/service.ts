import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import type { BlogListQuery, BlogListResponse, BlogPost } from "../../../shared/schemas/catalogue.ts";

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
        data: rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    async getById(id: number): Promise<BlogPost | null> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ? { ...row, publishedAt: row.publishedAt.toISOString() } : null;
    },

    async listIds(): Promise<{ id: number; publishedAt: Date }[]> {
      return db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt }).from(blogPosts);
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
