import { isBlogCategory, type BlogCategory } from "../../../shared/rules/blog";
import { paths } from "../../../shared/paths";

/** What /blog shows, as its URL holds it: `?category=techniques&page=2`. */
export type BlogListState = { category?: BlogCategory; page: number };

/**
 * Reads the list's state from the URL. An unknown category shows every post and a page that is
 * not a positive whole number shows the first: an old or mistyped link still opens the blog.
 */
export function readBlogListParams(params: URLSearchParams): BlogListState {
  const category = params.get("category")?.trim().toLowerCase() ?? "";
  const pageText = params.get("page")?.trim() ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { ...(isBlogCategory(category) ? { category } : {}), page };
}

/** The URL of a list state; page 1 and no category are left out, so each list has one URL. */
export function blogListHref({ category, page }: BlogListState): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${paths.blog}?${query}` : paths.blog;
}
