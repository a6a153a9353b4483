import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { reviewQueryFrom } from "~/features/admin-review/list-query";
import { ProductApprovalView, type ProductApprovalData } from "~/features/admin-review/product-approval-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ProductApprovalData> {
  await requireAdmin(request, context);
  const { moderation, shop } = getServices(context);
  const query = reviewQueryFrom(new URL(request.url));
  const [list, shopCategories] = await Promise.all([moderation.listProductSubmissions(query), shop.categories()]);
  return { status: query.status, search: query.search ?? "", list, shopCategories };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminReview.products.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminProductApproval,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ProductApprovalRoute() {
  return <ProductApprovalView data={useLoaderData<typeof loader>()} />;
}
