import "~/lib/i18n/areas/account-dialogs/register";
import { useParams, type HeadersFunction, type MetaFunction } from "react-router";
import { VerifyEmailView } from "~/features/auth/verify-email-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

// The page of one person's mailed link: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "authPages.verify.metaTitle"),
    description: translate(locale, "authPages.verify.metaDescription"),
    path: location.pathname,
    siteUrl,
    noIndex: true,
  });
};

export default function VerifyEmailRoute() {
  const { token = "" } = useParams();
  return (
    <div className="px-4 py-12 sm:py-16">
      <VerifyEmailView token={token} />
    </div>
  );
}
