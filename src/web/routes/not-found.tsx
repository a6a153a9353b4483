import { data, type MetaFunction } from "react-router";
import { NotFoundView } from "~/features/content/not-found-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

/** Any path no other route claims: the 404 page, with HTTP status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "notFound.metaTitle"),
    description: translate(locale, "notFound.description"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function NotFoundRoute() {
  return <NotFoundView />;
}
