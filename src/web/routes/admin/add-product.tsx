import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { AddProductView } from "~/features/admin-review/add-product-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminReview.product.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminAddProduct,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AddProductRoute() {
  return <AddProductView />;
}
