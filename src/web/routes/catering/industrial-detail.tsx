import "~/lib/i18n/areas/catering/register-industrial-menu";
import {
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { sendCateringPageForm } from "~/features/catering/catering-page-form.server";
import { IndustrialDetailView, IndustrialNotFoundView } from "~/features/catering/industrial-detail-view";
import { INDUSTRIAL_FORM_FIELDS } from "~/features/catering/industrial-booking-form";
import { loadIndustrialDetail } from "~/features/catering/load-industrial-detail";
import { formPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translatedMenus } from "~/features/catering/translated-menus.server";

export const headers = formPageHeaders(60);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  return loadIndustrialDetail(translatedMenus(services.catering, getPageTranslator(context)), params.id, {
    siteUrl: services.config.siteUrl,
    timeZone: services.config.timeZone,
  });
}

/** The request form sent without JavaScript: the API answers it; the status page confirms it, or the form comes back with its messages. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const services = getServices(context);
  const id = Number(params.id);
  return sendCateringPageForm(request, context, {
    endpoint: "/api/industrial-catering-booking",
    fields: INDUSTRIAL_FORM_FIELDS,
    toBody: (fields) => ({ ...fields, cateringId: id }),
    advanceBooking: async () => (await services.catering.getIndustrialMenu(id))?.advanceBooking ?? 0,
    timeZone: services.config.timeZone,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "industrialMenu.notFoundTitle"),
      description: translate(locale, "industrialMenu.notFoundBody"),
      path: location.pathname,
      siteUrl,
      locale,
      noIndex: true,
    });
  }
  const { menu } = data;
  return pageMeta({
    title: translate(locale, "industrialMenu.metaTitle", { name: menu.name }),
    description: menu.description,
    path: location.pathname,
    siteUrl,
    locale,
    image: menu.image,
  });
};

export default function IndustrialDetailRoute() {
  const { menu, jsonLd } = useLoaderData<typeof loader>();
  return <IndustrialDetailView key={menu.id} menu={menu} jsonLd={jsonLd} server={useActionData<typeof action>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing menu is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <IndustrialNotFoundView />;
  throw error;
}
