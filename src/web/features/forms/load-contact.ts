import { contactSubjectFrom, type ContactSubject } from "../../../shared/schemas/contact-subjects";
import type { Locale } from "~/lib/i18n/locales";
import type { FaqGroup } from "./contact-faq.server";

export type ContactPageData = { subject: ContactSubject | null; faq: FaqGroup[] };

/** The contact page's data: the subject a link chose (`?subject=partnership`), and the FAQ in the reader's language. */
export function loadContact(url: URL, locale: Locale, faq: Record<Locale, FaqGroup[]>): ContactPageData {
  return { subject: contactSubjectFrom(url.searchParams.get("subject")) ?? null, faq: faq[locale] };
}
