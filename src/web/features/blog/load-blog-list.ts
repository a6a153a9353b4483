import { redirect } from "react-router";
import { BLOG_POSTS_PER_PAGE, type BlogCategory } from "../../../shared/rules/blog";
import type { BlogListResponse } from "../../../shared/schemas/catalogue";
import { blogListHref, readBlogListParams, type BlogListState } from "./blog-list-query";

export type BlogListSource = {
  list: (query: { category?: BlogCategory; page: number; limit: number }) => Promise<BlogListResponse>;
};

export type BlogListData = { query: BlogListState; posts: BlogListResponse["data"]; total: number; totalPages: number };

/**
 * The data of /blog for a request URL: one page of 12 posts, newest first, in the chosen
 * category. A page past the last one (an old link) is sent to the last page that exists.
 */
export async function loadBlogList(source: BlogListSource, url: URL): Promise<BlogListData> {
  const query = readBlogListParams(url.searchParams);
  const result = await source.list({
    ...(query.category ? { category: query.category } : {}),
    page: query.page,
    limit: BLOG_POSTS_PER_PAGE,
  });
  const { total, totalPages } = result.pagination;
  if (totalPages > 0 && query.page > totalPages) throw redirect(blogListHref({ ...query, page: totalPages }));
  return { query, posts: result.data, total, totalPages };
}
