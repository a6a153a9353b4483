import type { MetaDescriptor } from "react-router";
import { BRAND } from "../../shared/brand";
import {
  ADDRESSED_LANGUAGES,
  DEFAULT_PAGE_LANGUAGE,
  hasLanguageVersions,
  isAddressedLanguage,
  pathInLanguage,
} from "../../shared/page-languages";

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's address without a language prefix: each language's version is this under its prefix. */
  path: string;
  siteUrl: string;
  /** The page's language (the root data's `locale`); English when left out. */
  locale?: string;
  image?: string;
  type?: "website" | "article";
  /** Set on error pages so search engines do not index them. */
  noIndex?: boolean;
};

/** Open Graph's names of the page languages. */
const OG_LOCALES: Record<string, string> = { en: "en_GB", es: "es_ES", fr: "fr_FR" };

/**
 * Title, description, canonical URL and Open Graph tags for one page. A page with language
 * versions names its own version as canonical and every version (and `x-default`, the English
 * one) as its alternates, so each version links to all the others.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = input.path === "/" ? `${BRAND.name} | ${input.title}` : `${input.title} | ${BRAND.name}`;
  const language = isAddressedLanguage(input.locale) ? input.locale : DEFAULT_PAGE_LANGUAGE;
  const versions = hasLanguageVersions(input.path);
  const url = `${input.siteUrl}${versions ? pathInLanguage(language, input.path) : input.path}`;
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
  if (versions) tags.push({ property: "og:locale", content: OG_LOCALES[language] });
  if (input.noIndex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  if (versions) {
    for (const other of ADDRESSED_LANGUAGES) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: `${input.siteUrl}${pathInLanguage(other, input.path)}` });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${input.siteUrl}${pathInLanguage(DEFAULT_PAGE_LANGUAGE, input.path)}`,
    });
  }
  return tags;
}
