import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../shared/brand";

type PageMetaInput = {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  image?: string;
  type?: "website" | "article";
  /** Set on error pages so search engines do not index them. */
  noIndex?: boolean;
};

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = input.path === "/" ? `${BRAND.name} | ${input.title}` : `${input.title} | ${BRAND.name}`;
  const url = `${input.siteUrl}${input.path}`;
  const image = input.image ? (input.image.startsWith("http") ? input.image : `${input.siteUrl}${input.image}`) : undefined;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image });
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  return tags;
}
