import "~/lib/i18n/areas/account-dialogs/register";
import { useParams, type HeadersFunction, type MetaFunction } from "react-router";
import { ResetPasswordView } from "~/features/auth/reset-password-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

// The page of one person's mailed link: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "authPages.reset.metaTitle"),
    description: translate(locale, "authPages.reset.metaDescription"),
    path: location.pathname,
    siteUrl,
    noIndex: true,
  });
};

export default function ResetPasswordRoute() {
  const { token = "" } = useParams();
  return (
    <div className="px-4 py-12 sm:py-16">
      {/* A new key per link: another link's page starts empty. */}
      <ResetPasswordView key={token} token={token} />
    </div>
  );
}
