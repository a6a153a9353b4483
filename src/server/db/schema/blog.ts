import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    image: text("image").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    readTime: integer("read_time").notNull(),
    featured: boolean("featured").notNull().default(false),
    tags: jsonb("tags").$type<string[]>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("blog_posts_published_idx").on(table.publishedAt),
    index("blog_posts_category_idx").on(table.category, table.publishedAt),
    index("blog_posts_featured_idx").on(table.featured, table.publishedAt),
  ],
);
