import "~/lib/i18n/areas/bookings/register";
import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { loadBookingCancel, statusOf, submitBookingCancel } from "~/features/bookings/booking-cancel";
import { BookingCancelView } from "~/features/bookings/booking-cancel-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// A page about one person's booking: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await loadBookingCancel(getServices(context).bookings, params.token);
  return data(state, { status: statusOf(state) });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const state = await submitBookingCancel(getServices(context).bookings, params.token);
  return data(state, { status: statusOf(state) });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "bookingCancel.metaTitle"),
    description: translate(locale, "bookingCancel.metaDescription"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function BookingCancelRoute() {
  const loaded = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  return (
    <div className="px-4 py-12 sm:py-16">
      <BookingCancelView state={submitted ?? loaded} />
    </div>
  );
}
