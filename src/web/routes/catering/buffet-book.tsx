import "~/lib/i18n/areas/catering/register-buffet-menu";
import "~/lib/i18n/areas/catering/register-buffet-booking";
import {
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { paths } from "../../../shared/paths";
import { BUFFET_FORM_FIELDS } from "~/features/catering/buffet-booking-form";
import { BuffetBookingPageView } from "~/features/catering/buffet-booking-page-view";
import { BuffetNotFoundView } from "~/features/catering/buffet-not-found-view";
import { sendCateringPageForm } from "~/features/catering/catering-page-form.server";
import { loadBuffetDetail } from "~/features/catering/load-buffet-detail";
import { formPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = formPageHeaders(60);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const { menu } = await loadBuffetDetail(services.catering, params.id, {
    siteUrl: services.config.siteUrl,
    timeZone: services.config.timeZone,
  });
  return { menu };
}

/** The booking form sent without JavaScript: the API answers it; the status page confirms it, or the form comes back with its messages. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const services = getServices(context);
  const id = Number(params.id);
  return sendCateringPageForm(request, context, {
    endpoint: "/api/bookings",
    fields: BUFFET_FORM_FIELDS,
    toBody: (fields) => ({ ...fields, buffetMenuId: id }),
    advanceBooking: async () => (await services.catering.getBuffetMenu(id))?.advanceBooking ?? 0,
    timeZone: services.config.timeZone,
  });
}

// The form of a menu whose own page is the one to find: never indexed.
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
    title: translate(locale, "buffetBooking.metaTitle", { name: menu.name }),
    description: menu.description,
    path: paths.buffetBooking(menu.id),
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function BuffetBookRoute() {
  const { menu } = useLoaderData<typeof loader>();
  return <BuffetBookingPageView key={menu.id} menu={menu} server={useActionData<typeof action>()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing menu is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <BuffetNotFoundView />;
  throw error;
}
