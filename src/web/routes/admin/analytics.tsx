import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-library/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { analyticsQuerySchema, type AnalyticsReport } from "../../../shared/schemas/admin-library";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { AnalyticsView } from "~/features/admin-library/analytics-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<AnalyticsReport> {
  await requireAdmin(request, context);
  const { analytics } = getServices(context);
  const query = analyticsQuerySchema.safeParse({ days: new URL(request.url).searchParams.get("days") ?? undefined });
  // The counts still in memory are written first, so the page shows everything up to now.
  await analytics.flush();
  return analytics.report(query.success ? query.data.days : 30);
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminLibrary.analytics.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminAnalytics,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AnalyticsRoute() {
  return <AnalyticsView report={useLoaderData<typeof loader>()} />;
}
