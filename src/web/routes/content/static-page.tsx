import { pathWithoutLanguage } from "../../../shared/page-languages";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BRAND, LEGAL_LAST_UPDATED } from "../../../shared/brand";
import { aboutPage } from "~/features/content/static-pages/about";
import { accessibilityPage } from "~/features/content/static-pages/accessibility";
import { cookiesPage } from "~/features/content/static-pages/cookies";
import { disclaimerPage } from "~/features/content/static-pages/disclaimer";
import { earnSharePage } from "~/features/content/static-pages/earn-share";
import { privacyPage } from "~/features/content/static-pages/privacy";
import { termsPage } from "~/features/content/static-pages/terms";
import { StaticPageView } from "~/features/content/static-page-view";
import type { StaticPageTranslations } from "~/features/content/static-pages/types";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { requestLanguage } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";

// The copy stays on the server: the loader sends only the page and language being read.
// A legal page shows when it last changed: the legal pages' common date, or its own when it changed since.
const PAGES: Record<string, { content: StaticPageTranslations; legal: boolean; lastUpdated?: string }> = {
  privacy: { content: privacyPage, legal: true },
  terms: { content: termsPage, legal: true },
  disclaimer: { content: disclaimerPage, legal: true },
  cookies: { content: cookiesPage, legal: true, lastUpdated: "December 5, 2026" },
  accessibility: { content: accessibilityPage, legal: true },
  about: { content: aboutPage, legal: false },
  "earn-share": { content: earnSharePage, legal: false },
};

export const headers = sharedPageHeaders(300);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // /es/about and /fr/about are the about page too, in their language.
  const slug = pathWithoutLanguage(url.pathname).replace(/^\/+|\/+$/g, "");
  const page = PAGES[slug];
  if (!page) throw data(null, { status: 404 });
  const locale = uiLocaleFor(requestLanguage(request));
  return {
    slug,
    content: page.content[locale],
    lastUpdated: page.legal ? (page.lastUpdated ?? LEGAL_LAST_UPDATED) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const { siteUrl, locale } = rootDataFromMatches(matches);
  if (!page) return [{ title: BRAND.name }];
  return pageMeta({ title: page.content.title, description: page.content.description, path: location.pathname, siteUrl, locale });
};

export default function StaticPageRoute() {
  const { content, lastUpdated } = useLoaderData<typeof loader>();
  return <StaticPageView content={content} lastUpdated={lastUpdated} />;
}
