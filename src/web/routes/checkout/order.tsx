import "~/lib/i18n/areas/checkout/register";
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { loadOrderStatus } from "~/features/checkout/load-order-status";
import { OrderNotFoundView, OrderStatusView } from "~/features/checkout/order-status-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// One person's order, reached by a secret link: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store", "referrer-policy": "no-referrer" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadOrderStatus(getServices(context).orders, params.token, new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: data ? translate(locale, "order.metaTitle", { reference: data.order.reference }) : translate(locale, "order.notFoundTitle"),
    description: translate(locale, "order.metaDescription"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function OrderRoute() {
  return <OrderStatusView {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFoundView />;
  throw error;
}
