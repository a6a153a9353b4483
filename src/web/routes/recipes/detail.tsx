import "~/lib/i18n/areas/recipe-detail/register";
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { loadRecipeDetail } from "~/features/recipe-detail/load-recipe-detail";
import { RECIPE_ERROR_STATUS } from "~/features/recipe-detail/recipe-error-status";
import { recipeMetaTags } from "~/features/recipe-detail/recipe-metadata";
import { RecipeDetailView, type RecipeDetailData } from "~/features/recipe-detail/recipe-detail-view";
import {
  InvalidRecipeView,
  RecipeDetailSkeleton,
  RecipeLoadErrorView,
  RecipeNotFoundView,
  RecipeRenderErrorView,
} from "~/features/recipe-detail/recipe-states";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = sharedPageHeaders(60);

export async function loader({ params, context }: LoaderFunctionArgs): Promise<RecipeDetailData> {
  return loadRecipeDetail(getServices(context).recipes, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location, error }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!loaded || error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const key =
      status === RECIPE_ERROR_STATUS.invalid
        ? "invalid"
        : status === RECIPE_ERROR_STATUS["not-found"]
          ? "notFound"
          : isRouteErrorResponse(error)
            ? "loadError"
            : "renderError";
    return pageMeta({
      title: translate(locale, `recipeDetail.${key}.title`),
      description: translate(locale, `recipeDetail.${key}.body`),
      path: location.pathname,
      siteUrl,
      noIndex: true,
    });
  }
  return recipeMetaTags({
    recipe: loaded.recipe,
    siteUrl,
    cuisineName: loaded.cuisine?.name,
    categoryName: loaded.categoryName ?? undefined,
  });
};

export default function RecipeDetailRoute() {
  const loaded = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // Moving from one recipe to another keeps this route mounted: show the skeleton meanwhile.
  const loadingAnother =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    /^\/recipes\/[^/]+$/.test(navigation.location.pathname);
  if (loadingAnother) return <RecipeDetailSkeleton />;
  return <RecipeDetailView key={loaded.recipe.id} {...loaded} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === RECIPE_ERROR_STATUS.invalid) return <InvalidRecipeView />;
    if (error.status === RECIPE_ERROR_STATUS["not-found"]) return <RecipeNotFoundView />;
    return <RecipeLoadErrorView />;
  }
  return <RecipeRenderErrorView error={error} />;
}
