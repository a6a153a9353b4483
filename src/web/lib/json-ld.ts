import { BRAND } from "../../shared/brand";
import { paths } from "../../shared/paths";
import { UI_LOCALES } from "./i18n/locales";

/** JSON for a <script type="application/ld+json"> element: "<" is escaped so no text in it can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The brand's logo: the mark the header and the browser tab show, scalable to any size. */
export const BRAND_LOGO_PATH = "/favicon.svg";

/** "218 Valencia Street, San Francisco, CA 94103" as schema.org's parts; the whole line when it reads otherwise. */
export function postalAddress(line: string): Record<string, string> {
  const parts = /^(.+), (.+), ([A-Z]{2}) (\d{5})$/.exec(line);
  if (!parts) return { "@type": "PostalAddress", streetAddress: line };
  return {
    "@type": "PostalAddress",
    streetAddress: parts[1],
    addressLocality: parts[2],
    addressRegion: parts[3],
    postalCode: parts[4],
    addressCountry: "US",
  };
}

/** The brand's logo as a schema.org ImageObject (Google asks publishers and organisations for one). */
export function brandLogo(siteUrl: string): Record<string, string> {
  return { "@type": "ImageObject", url: `${siteUrl}${BRAND_LOGO_PATH}`, contentUrl: `${siteUrl}${BRAND_LOGO_PATH}` };
}

/**
 * The brand as a schema.org Organization, the same wherever it appears (home page, contact page,
 * a catering menu's provider, a post's publisher): name, logo, address, contact point and the
 * social profiles the footer links to. One `@id` lets readers join the copies into one entity.
 */
export function brandOrganization(siteUrl: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: BRAND.name,
    url: siteUrl || undefined,
    logo: brandLogo(siteUrl),
    email: BRAND.email,
    telephone: BRAND.phone,
    address: postalAddress(BRAND.address),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: BRAND.email,
      telephone: BRAND.phone,
      availableLanguage: [...UI_LOCALES],
    },
    sameAs: Object.values(BRAND.social),
  };
}

/**
 * The home page's structured data: the Organization, and the WebSite with the recipe search as
 * its SearchAction (the recipe list reads the search from `?search=`).
 */
export function homeJsonLd(siteUrl: string): Record<string, unknown>[] {
  return [
    { "@context": "https://schema.org", ...brandOrganization(siteUrl) },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${siteUrl}/#website`,
      name: BRAND.name,
      url: `${siteUrl}${paths.home}`,
      inLanguage: [...UI_LOCALES],
      publisher: { "@id": `${siteUrl}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}${paths.recipes}?search={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
