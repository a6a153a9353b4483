import "~/lib/i18n/areas/admin/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { AdminDashboardView } from "~/features/admin/dashboard-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, dashboard: await getServices(context).admin.dashboard() };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "admin.metaDashboard"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminDashboard,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AdminDashboardRoute() {
  return <AdminDashboardView {...useLoaderData<typeof loader>()} />;
}
