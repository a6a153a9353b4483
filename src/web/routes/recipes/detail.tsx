import "~/lib/i18n/areas/recipe-detail/register";
import { lazy, Suspense } from "react";
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
import { recipePageData, type RecipePageData } from "~/features/recipe-detail/recipe-page-data";
import { RecipeDetailView } from "~/features/recipe-detail/recipe-detail-view";
import { RecipeDetailSkeleton } from "~/features/recipe-detail/recipe-skeleton";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = sharedPageHeaders(60);

// The error pages' code loads only when one is shown, not with every recipe.
const loadStates = () => import("~/features/recipe-detail/recipe-states");
const InvalidRecipeView = lazy(() => loadStates().then((m) => ({ default: m.InvalidRecipeView })));
const RecipeNotFoundView = lazy(() => loadStates().then((m) => ({ default: m.RecipeNotFoundView })));
const RecipeLoadErrorView = lazy(() => loadStates().then((m) => ({ default: m.RecipeLoadErrorView })));
const RecipeRenderErrorView = lazy(() => loadStates().then((m) => ({ default: m.RecipeRenderErrorView })));

export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<RecipePageData> {
  const services = getServices(context);
  const showAllTips = new URL(request.url).searchParams.get("showAll") === "true";
  return recipePageData(await loadRecipeDetail(services.recipes, params.id), services.config.siteUrl, showAllTips);
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
  return loaded.metaTags;
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
  const { recipe, content, tipIds, cuisine, categoryName, jsonLd, url } = loaded;
  return (
    <RecipeDetailView
      key={recipe.id}
      recipe={recipe}
      content={content}
      tipIds={tipIds}
      cuisine={cuisine}
      categoryName={categoryName}
      jsonLd={jsonLd}
      url={url}
    />
  );
}

export function ErrorBoundary() {
  return (
    <Suspense fallback={<RecipeDetailSkeleton />}>
      <RecipeErrorView error={useRouteError()} />
    </Suspense>
  );
}

function RecipeErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === RECIPE_ERROR_STATUS.invalid) return <InvalidRecipeView />;
    if (error.status === RECIPE_ERROR_STATUS["not-found"]) return <RecipeNotFoundView />;
    return <RecipeLoadErrorView />;
  }
  return <RecipeRenderErrorView error={error} />;
}
