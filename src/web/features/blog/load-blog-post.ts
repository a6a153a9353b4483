import { data } from "react-router";
import { MORE_ARTICLES } from "../../../shared/rules/blog";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import type { BlogPost, BlogPostSummary } from "../../../shared/schemas/catalogue";
import { brandOrganization, serializeJsonLd } from "~/lib/json-ld";

export type BlogPostSource = {
  getById: (id: number) => Promise<BlogPost | null>;
  moreArticles: (post: Pick<BlogPost, "id" | "category">, limit: number) => Promise<BlogPostSummary[]>;
};

export type BlogPostData = { post: BlogPost; more: BlogPostSummary[]; url: string; jsonLd: string };

/** Thrown for an id that is not a post's: the page shows 'Blog Post Not Found' with status 404. */
export const BLOG_POST_NOT_FOUND = 404;

const absolute = (siteUrl: string, path: string) => (/^https?:/.test(path) ? path : `${siteUrl}${path}`);

/** Schema.org BlogPosting of a post, for search engines. */
export function blogPostingJsonLd(post: BlogPost, siteUrl: string, language = "en"): Record<string, unknown> {
  const url = absolute(siteUrl, paths.blogPost(post.id));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absolute(siteUrl, post.image),
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    author: { "@type": "Person", name: post.author },
    publisher: brandOrganization(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    timeRequired: `PT${post.readTime}M`,
    inLanguage: language,
  };
}

/**
 * The data of /blog/{id}: the post (its HTML was sanitised when it was stored), a few others to
 * read next and its structured data. An id that is malformed or unknown is a 404, thrown.
 */
export async function loadBlogPost(
  source: BlogPostSource,
  idParam: string | undefined,
  siteUrl: string,
  language = "en",
): Promise<BlogPostData> {
  const id = positiveIdSchema.safeParse(idParam ?? "");
  const post = id.success ? await source.getById(id.data) : null;
  if (!post) throw data({ reason: "not-found" }, { status: BLOG_POST_NOT_FOUND });
  const more = await source.moreArticles(post, MORE_ARTICLES);
  return {
    post,
    more,
    url: absolute(siteUrl, paths.blogPost(post.id)),
    jsonLd: serializeJsonLd(blogPostingJsonLd(post, siteUrl, language)),
  };
}
