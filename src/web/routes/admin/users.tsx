import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import "~/lib/i18n/areas/admin-people/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { userListQuerySchema } from "../../../shared/schemas/user-admin";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { listQueryFrom } from "~/features/admin-people/list-query";
import { UsersView, type UsersData } from "~/features/admin-people/users-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<UsersData> {
  await requireAdmin(request, context);
  const { users } = getServices(context);
  const query = listQueryFrom(userListQuerySchema, new URL(request.url), ["status", "search", "page"]);
  return { status: query.status, search: query.search ?? "", list: await users.listUsers(query) };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminPeople.users.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminUsers,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function UsersRoute() {
  return <UsersView data={useLoaderData<typeof loader>()} />;
}
