import { BRAND } from "../../../shared/brand.ts";
import { paths } from "../../../shared/paths.ts";
import type { BlogPostSummary } from "../../../shared/schemas/catalogue.ts";

/** How many of the latest posts the feed carries: readers poll it, so it stays small. */
export const FEED_POSTS = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** An RSS 2.0 feed of the given posts (newest first), with absolute links on `siteUrl`. */
export function blogRssXml(posts: BlogPostSummary[], siteUrl: string, now = new Date()): string {
  const link = (path: string) => `${siteUrl}${path}`;
  const lastBuild = posts[0] ? new Date(posts[0].publishedAt) : now;
  const items = posts.map((post) =>
    [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link(paths.blogPost(post.id)))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link(paths.blogPost(post.id)))}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${BRAND.name} Blog`)}</title>`,
    `    <link>${escapeXml(link(paths.blog))}</link>`,
    `    <description>${escapeXml(`Cooking techniques, seasonal eating and kitchen know-how from ${BRAND.name}.`)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(link(paths.blogFeed))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
