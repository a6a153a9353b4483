import "~/lib/i18n/areas/admin/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { AdminHomeView } from "~/features/admin/home-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Each admin loader checks for itself: loaders of one page run side by side, not after the layout's.
  await requireAdmin(request, context);
  const { admin } = getServices(context);
  const [activity, dashboard] = await Promise.all([admin.recentActivity(12), admin.dashboard()]);
  return { activity, dashboard };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "admin.metaHome"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.admin,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AdminHomeRoute() {
  return <AdminHomeView {...useLoaderData<typeof loader>()} />;
}
