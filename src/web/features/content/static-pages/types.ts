import type { Locale } from "~/lib/i18n/locales";

/** One block of static page copy; the page renderer draws each type. */
export type ContentBlock =
  | { type: "p"; text: string }
  | { type: "h3"; text: string }
  | { type: "list"; items: string[] }
  | { type: "table"; head: string[]; rows: string[][] }
  | { type: "quote"; text: string; cite: string }
  | { type: "contact"; text: string };

type ContentSection = { id: string; heading: string; blocks: ContentBlock[] };

export type StaticPageContent = {
  /** The page's h1 and, with the brand, its <title>. */
  title: string;
  /** Meta description, 120-155 characters. */
  description: string;
  intro: string;
  sections: ContentSection[];
};

export type StaticPageTranslations = Record<Locale, StaticPageContent>;
