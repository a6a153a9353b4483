import { paths } from "../../../shared/paths";
import { contactSubjectFrom, type ContactSubject } from "../../../shared/schemas/contact-subjects";
import { brandOrganization, serializeJsonLd } from "~/lib/json-ld";
import { sentReference } from "~/lib/page-form";
import type { Locale } from "~/lib/i18n/locales";
import type { FaqGroup } from "./contact-faq.server";

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
      mainEntity: brandOrganization(siteUrl),
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
