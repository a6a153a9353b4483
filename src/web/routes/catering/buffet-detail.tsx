import "~/lib/i18n/areas/catering/register-buffet-menu";
import { isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BuffetDetailView } from "~/features/catering/buffet-detail-view";
import { BuffetNotFoundView } from "~/features/catering/buffet-not-found-view";
import { loadBuffetDetail } from "~/features/catering/load-buffet-detail";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translatedMenus } from "~/features/catering/translated-menus.server";

export const headers = sharedPageHeaders(60);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  return loadBuffetDetail(translatedMenus(services.catering, getPageTranslator(context)), params.id, {
    siteUrl: services.config.siteUrl,
    timeZone: services.config.timeZone,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "buffetMenu.notFoundTitle"),
      description: translate(locale, "buffetMenu.notFoundBody"),
      path: location.pathname,
      siteUrl,
      locale,
      noIndex: true,
    });
  }
  const { menu } = data;
  return pageMeta({
    title: translate(locale, "buffetMenu.metaTitle", { name: menu.name }),
    description: menu.description,
    path: location.pathname,
    siteUrl,
    locale,
    image: menu.image,
  });
};

export default function BuffetDetailRoute() {
  const { menu, jsonLd } = useLoaderData<typeof loader>();
  return <BuffetDetailView key={menu.id} menu={menu} jsonLd={jsonLd} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing menu is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <BuffetNotFoundView />;
  throw error;
}
