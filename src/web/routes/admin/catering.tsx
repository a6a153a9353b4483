import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import "~/lib/i18n/areas/admin-people/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { dayInZone } from "../../../shared/schemas/catering";
import { cateringDeskListQuerySchema } from "../../../shared/schemas/catering-desk";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { listQueryFrom } from "~/features/admin-people/list-query";
import { CateringDeskView, type CateringDeskData } from "~/features/admin-people/catering-desk-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<CateringDeskData> {
  await requireAdmin(request, context);
  const { cateringDesk, config } = getServices(context);
  const query = listQueryFrom(cateringDeskListQuerySchema, new URL(request.url), ["kind", "status", "search", "page"]);
  const list = await cateringDesk.listRequests(query);
  return { kind: query.kind, status: query.status, search: query.search ?? "", list, today: dayInZone(new Date(), config.timeZone) };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminPeople.catering.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminCatering,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function CateringDeskRoute() {
  return <CateringDeskView data={useLoaderData<typeof loader>()} />;
}
