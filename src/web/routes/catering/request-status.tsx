import "~/lib/i18n/areas/catering/register-request";
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { CateringRequestNotFoundView, CateringRequestView } from "~/features/catering/catering-request-view";
import { loadCateringRequest } from "~/features/catering/load-catering-request";
import { translate } from "~/lib/i18n";
import { sentReference } from "~/lib/page-form";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// One customer's request, reached by a secret link: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store", "referrer-policy": "no-referrer" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const found = await loadCateringRequest(getServices(context).catering, params.token);
  // `?sent=1`: the visitor arrives from the form they just sent without JavaScript.
  return { ...found, justSent: sentReference(request.url) !== null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: data
      ? translate(locale, "cateringRequest.metaTitle", { reference: data.request.reference })
      : translate(locale, "cateringRequest.notFoundTitle"),
    description: translate(locale, "cateringRequest.metaDescription"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function CateringRequestRoute() {
  return <CateringRequestView {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CateringRequestNotFoundView />;
  throw error;
}
