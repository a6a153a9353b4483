import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import "~/lib/i18n/areas/admin-people/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { subscriberListQuerySchema } from "../../../shared/schemas/subscribers";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { listQueryFrom } from "~/features/admin-people/list-query";
import { SubscribersView, type SubscribersData } from "~/features/admin-people/subscribers-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<SubscribersData> {
  await requireAdmin(request, context);
  const { subscribers } = getServices(context);
  const query = listQueryFrom(subscriberListQuerySchema, new URL(request.url), ["status", "search", "page"]);
  return { status: query.status, search: query.search ?? "", list: await subscribers.listSubscribers(query) };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminPeople.subscribers.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminSubscribers,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function SubscribersRoute() {
  return <SubscribersView data={useLoaderData<typeof loader>()} />;
}
