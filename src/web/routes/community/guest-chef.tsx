import "~/lib/i18n/areas/guest-chefs/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { GuestChefView } from "~/features/guest-chefs/guest-chef-view";
import { countryOptions, sentReference } from "~/features/guest-chefs/load-guest-chef-form";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { requestLanguage, translate } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = sharedPageHeaders(300);

export function loader({ request }: LoaderFunctionArgs) {
  const locale = uiLocaleFor(requestLanguage(request));
  const reference = new URL(request.url).searchParams.get("reference") ?? "";
  return { locale, countries: countryOptions(locale), sentReference: sentReference(reference) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "chefForm.metaTitle"),
    description: translate(locale, "chefForm.metaDescription"),
    path: paths.guestChef,
    siteUrl,
    locale,
    noIndex: Boolean(data?.sentReference),
  });
};

export default function GuestChefRoute() {
  return <GuestChefView {...useLoaderData<typeof loader>()} />;
}
