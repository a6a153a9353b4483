import "~/lib/i18n/areas/classes/register";
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { sendBookingPageForm } from "~/features/classes/booking-page-form.server";
import { readBookingRequest } from "~/features/classes/booking-request";
import { ClassDetailView, ClassNotFoundView, preloadBookingPanel } from "~/features/classes/class-detail-view";
import { loadClassDetail } from "~/features/classes/load-class-detail";
import { livePageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { usePageFormState } from "~/lib/page-form";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translateEntity } from "~/lib/content-translation.server";

const livePage = livePageHeaders();

/**
 * Live like every class page (the seats left), and private where it carries one visitor's own
 * form: the booking form with its one-time Idempotency-Key, the form sent back with what they
 * typed, or the confirmation of what they just booked.
 */
export const headers: HeadersFunction = (args) =>
  args.loaderHeaders.get("cache-control") || args.actionHeaders.get("cache-control") ? { ...PRIVATE_PAGE, Vary: "Cookie" } : livePage(args);

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const services = getServices(context);
  const translator = getPageTranslator(context);
  const source = {
    getById: async (id: number) =>
      translateEntity(translator, await services.classes.getById(id), [
        "title",
        "description",
        "instructorBio",
        "whatYouWillLearn",
        "includes",
      ]),
  };
  const page = await loadClassDetail(source, params.id, services.config.siteUrl);
  const booking = readBookingRequest(new URL(request.url));
  if (booking.form) await preloadBookingPanel();
  // A new key for every form the page hands out: the same form sent twice books once, and two
  // visitors never share one.
  const idempotencyKey = booking.form ? crypto.randomUUID() : null;
  const personal = booking.form !== null || booking.sent !== null || booking.waitlisted !== null;
  return data({ ...page, booking: { ...booking, idempotencyKey } }, { headers: personal ? PRIVATE_PAGE : undefined });
}

/** The booking (or waiting-list) form sent without JavaScript: the bookings API answers it. */
export async function action({ params, context, request }: ActionFunctionArgs) {
  const services = getServices(context);
  const { cookingClass } = await loadClassDetail(services.classes, params.id, services.config.siteUrl);
  // The answer may show the form again, in the page's first HTML.
  await preloadBookingPanel();
  return sendBookingPageForm(request, context, cookingClass);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "classDetail.notFoundTitle"),
      description: translate(locale, "classDetail.notFoundBody"),
      path: location.pathname,
      siteUrl,
      locale,
      noIndex: true,
    });
  }
  const { cookingClass } = data;
  return pageMeta({
    title: cookingClass.title,
    description: cookingClass.description,
    path: location.pathname,
    siteUrl,
    locale,
    image: cookingClass.image,
  });
};

export default function ClassDetailRoute() {
  const { cookingClass, jsonLd, booking } = useLoaderData<typeof loader>();
  const server = usePageFormState();
  return <ClassDetailView key={cookingClass.id} cookingClass={cookingClass} jsonLd={jsonLd} booking={booking} server={server} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing class is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <ClassNotFoundView />;
  throw error;
}
