import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { reviewQueryFrom } from "~/features/admin-review/list-query";
import { RecipeApprovalView, type RecipeApprovalData } from "~/features/admin-review/recipe-approval-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RecipeApprovalData> {
  await requireAdmin(request, context);
  const { moderation, recipes } = getServices(context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "chefs" ? "chefs" : "recipes";
  const query = reviewQueryFrom(url);
  const pendingOnly = { status: "pending" as const, search: undefined, page: 1, limit: 1 };
  const [recipeList, chefList, categories, cuisines, dietTypes] = await Promise.all([
    moderation.listRecipeSubmissions(tab === "recipes" ? query : pendingOnly),
    moderation.listChefApplications(tab === "chefs" ? query : pendingOnly),
    recipes.categories(),
    recipes.cuisines(),
    recipes.dietTypes(),
  ]);
  return {
    tab,
    status: query.status,
    search: query.search ?? "",
    recipes: tab === "recipes" ? recipeList : null,
    chefs: tab === "chefs" ? chefList : null,
    pending: { recipes: recipeList.counts.pending, chefs: chefList.counts.pending },
    lookups: { categories, cuisines, dietTypes },
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminReview.recipes.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminRecipeApproval,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function RecipeApprovalRoute() {
  return <RecipeApprovalView data={useLoaderData<typeof loader>()} />;
}
