import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import "~/lib/i18n/areas/admin-inbox/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { InboxView, type InboxData } from "~/features/admin-inbox/inbox-view";
import { inboxQueryFrom, openedFrom } from "~/features/admin-inbox/list-query";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<InboxData> {
  await requireAdmin(request, context);
  const { inbox } = getServices(context);
  const url = new URL(request.url);
  const query = inboxQueryFrom(url);
  const open = openedFrom(url);
  const [page, message, newCount] = await Promise.all([
    inbox.list(query),
    open ? inbox.getById(open.kind, open.id) : null,
    inbox.countNew(),
  ]);
  return {
    kind: query.kind ?? null,
    status: query.status ?? null,
    search: query.search ?? "",
    page,
    open,
    message,
    newCount,
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminInbox.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminInbox,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function InboxRoute() {
  return <InboxView data={useLoaderData<typeof loader>()} />;
}
