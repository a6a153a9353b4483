import "~/lib/i18n/areas/account-dialogs/register";
import { data, useLoaderData, useParams, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { VerifyEmailView } from "~/features/auth/verify-email-view";
import { loadLinkPage } from "~/features/auth/link-pages";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// The page of one person's mailed link: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { page, status } = await loadLinkPage(getServices(context).accounts, "verify", params.token);
  return data(page, { status });
}

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
  const { usable } = useLoaderData<typeof loader>();
  return (
    <div className="px-4 py-12 sm:py-16">
      {/* A new key per link: another link's page starts afresh. */}
      <VerifyEmailView key={token} token={token} usable={usable} />
    </div>
  );
}
