import "~/lib/i18n/areas/checkout/register";
import { useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CheckoutView } from "~/features/checkout/checkout-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// The cart lives on the visitor's device; the page itself only carries the shop's options.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-cache" });

export function loader({ context }: LoaderFunctionArgs) {
  return { options: getServices(context).orders.checkoutOptions() };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "checkout.metaTitle"),
    description: translate(locale, "checkout.metaDescription"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function CheckoutRoute() {
  const { options } = useLoaderData<typeof loader>();
  return <CheckoutView options={options} />;
}
