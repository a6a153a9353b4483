import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { contactSubjectFrom, type ContactSubject } from "../../../shared/schemas/contact-subjects";
import { serializeJsonLd } from "~/lib/json-ld";
import { sentReference } from "~/lib/page-form";
import type { Locale } from "~/lib/i18n/locales";
import type { FaqGroup } from "./contact-faq.server";

/** "218 Valencia Street, San Francisco, CA 94103" as schema.org's parts; the whole line when it reads otherwise. */
function postalAddress(line: string) {
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

export type ContactPageData = { subject: ContactSubject | null; faq: FaqGroup[]; jsonLd: string; sentReference: string | null };

/**
 * The contact page's data: the subject a link chose (`?subject=partnership`), the FAQ in the
 * reader's language, and structured data naming the page's contact point and its questions.
 */
export function loadContact(url: URL, locale: Locale, faq: Record<Locale, FaqGroup[]>, siteUrl: string): ContactPageData {
  const groups = faq[locale];
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      url: `${siteUrl}${paths.contact}`,
      inLanguage: locale,
      mainEntity: {
        "@type": "Organization",
        name: BRAND.name,
        url: siteUrl || undefined,
        email: BRAND.email,
        telephone: BRAND.phone,
        address: postalAddress(BRAND.address),
        contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: BRAND.email, telephone: BRAND.phone },
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: locale,
      mainEntity: groups.flatMap((group) =>
        group.items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
      ),
    },
  ];
  return {
    subject: contactSubjectFrom(url.searchParams.get("subject")) ?? null,
    faq: groups,
    jsonLd: serializeJsonLd(jsonLd),
    sentReference: sentReference(url),
  };
}
