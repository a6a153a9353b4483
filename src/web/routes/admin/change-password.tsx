import "~/lib/i18n/areas/admin/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { ChangePasswordView } from "~/features/admin/change-password-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { admin: await requireAdmin(request, context) };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "admin.metaChangePassword"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminChangePassword,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ChangePasswordRoute() {
  return <ChangePasswordView {...useLoaderData<typeof loader>()} />;
}
