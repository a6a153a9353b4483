import "~/lib/i18n/areas/classes/register";
import { isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ClassDetailView, ClassNotFoundView } from "~/features/classes/class-detail-view";
import { loadClassDetail } from "~/features/classes/load-class-detail";
import { livePageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = livePageHeaders();

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  return loadClassDetail(services.classes, params.id, services.config.siteUrl);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "classDetail.notFoundTitle"),
      description: translate(locale, "classDetail.notFoundBody"),
      path: location.pathname,
      siteUrl,
      noIndex: true,
    });
  }
  const { cookingClass } = data;
  return pageMeta({ title: cookingClass.title, description: cookingClass.description, path: location.pathname, siteUrl, image: cookingClass.image });
};

export default function ClassDetailRoute() {
  const { cookingClass, jsonLd } = useLoaderData<typeof loader>();
  return <ClassDetailView key={cookingClass.id} cookingClass={cookingClass} jsonLd={jsonLd} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing class is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <ClassNotFoundView />;
  throw error;
}
