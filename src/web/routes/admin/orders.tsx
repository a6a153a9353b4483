import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-orders/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { positiveIdSchema } from "../../../shared/schemas/common";
import { orderDeskListQuerySchema } from "../../../shared/schemas/order-desk";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { OrdersDeskView, type OrdersDeskData } from "~/features/admin-orders/orders-desk-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<OrdersDeskData> {
  await requireAdmin(request, context);
  const { orderDesk } = getServices(context);
  const url = new URL(request.url);
  // A hand-edited value the API's contract refuses gives the defaults rather than an error page.
  const values = Object.fromEntries(
    ["status", "search", "page"].flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)]] : [])),
  );
  const parsed = orderDeskListQuerySchema.safeParse(values);
  const query = parsed.success ? parsed.data : orderDeskListQuerySchema.parse({});
  const orderId = positiveIdSchema.safeParse(url.searchParams.get("order") ?? "").data;
  const [orders, order, counts] = await Promise.all([
    orderDesk.list(query),
    orderId ? orderDesk.getById(orderId) : null,
    orderDesk.counts(),
  ]);
  return { status: query.status, search: query.search ?? "", orders, order, toShip: counts.toShip };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminOrders.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminOrders,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function OrdersRoute() {
  return <OrdersDeskView data={useLoaderData<typeof loader>()} />;
}
