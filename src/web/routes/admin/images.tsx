import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { ImageManagerView, type ImageManagerData } from "~/features/admin-review/image-manager-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

/** The first 10 recipes and products, as GET /api/recipes and /api/products list them. */
const SAMPLE_SIZE = 10;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ImageManagerData> {
  await requireAdmin(request, context);
  const { recipes, shop } = getServices(context);
  const [recipeList, products] = await Promise.all([recipes.list({ page: 1, limit: SAMPLE_SIZE }), shop.listProducts({})]);
  return {
    recipes: recipeList.recipes.map((r) => ({ id: r.id, title: r.title, image: r.image, detail: `${r.cuisine} · ${r.difficulty}` })),
    products: products.slice(0, SAMPLE_SIZE).map((p) => ({ id: p.id, title: p.name, image: p.image, detail: p.categoryName })),
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminReview.images.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminImages,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ImageManagerRoute() {
  return <ImageManagerView data={useLoaderData<typeof loader>()} />;
}
