import { describe, expect, it } from "vitest";
import type { BlogCategory } from "../../../shared/rules/blog";
import type { BlogListResponse, BlogPostSummary } from "../../../shared/schemas/catalogue";
import { loadBlogList, type BlogListSource } from "./load-blog-list";

const post = (id: number, category: BlogCategory = "techniques"): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  image: `/images/blog/${id}.jpg`,
  category,
  author: "Chef Meera Raghavan",
  readTime: 5,
  publishedAt: "2025-03-01T09:00:00.000Z",
  featured: false,
});

type ListQuery = Parameters<BlogListSource["list"]>[0];

/** A blog holding `total` posts, paged as the API pages them, that records each query it gets. */
function fakeSource(total: number) {
  const queries: ListQuery[] = [];
  const all = Array.from({ length: total }, (_, i) => post(total - i));
  const source: BlogListSource = {
    list: async (query): Promise<BlogListResponse> => {
      queries.push(query);
      const data = all.slice((query.page - 1) * query.limit, query.page * query.limit);
      return { data, pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) } };
    },
  };
  return { source, queries };
}

const url = (query: string) => new URL(`http://127.0.0.1/blog${query}`);

/** The Response a loader threw. */
async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected the loader to throw");
}

describe("loadBlogList", () => {
  it("should ask for 12 posts of the chosen category and page", async () => {
    const { source, queries } = fakeSource(30);
    const result = await loadBlogList(source, url("?category=seasonal&page=2"));
    expect(queries).toEqual([{ category: "seasonal", page: 2, limit: 12 }]);
    expect(result.query).toEqual({ category: "seasonal", page: 2 });
    expect(result.posts.map((p) => p.id)).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7]);
    expect(result.total).toBe(30);
    expect(result.totalPages).toBe(3);
  });

  it("should not pass a category when none or an unknown one is asked for", async () => {
    const { source, queries } = fakeSource(5);
    await loadBlogList(source, url(""));
    await loadBlogList(source, url("?category=desserts&page=zero"));
    expect(queries).toEqual([
      { page: 1, limit: 12 },
      { page: 1, limit: 12 },
    ]);
    expect(queries.every((q) => !("category" in q))).toBe(true);
  });

  it("should return the last, shorter page as it is", async () => {
    const { source } = fakeSource(30);
    const result = await loadBlogList(source, url("?page=3"));
    expect(result.posts.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it("should redirect a page past the last to the last page, keeping the category", async () => {
    const { source } = fakeSource(30);
    const response = await thrownResponse(loadBlogList(source, url("?category=techniques&page=9")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/blog?category=techniques&page=3");
  });

  it("should redirect to plain /blog when the last page is the first", async () => {
    const { source } = fakeSource(4);
    const response = await thrownResponse(loadBlogList(source, url("?page=2")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/blog");
  });

  it("should show an empty list, not a redirect, when the blog has no posts", async () => {
    const { source } = fakeSource(0);
    for (const query of ["", "?page=5", "?category=reviews&page=2"]) {
      const result = await loadBlogList(source, url(query));
      expect(result.posts, query).toEqual([]);
      expect(result.total, query).toBe(0);
      expect(result.totalPages, query).toBe(0);
    }
  });
});
