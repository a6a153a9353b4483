import "~/lib/i18n/areas/recipe-detail/register";
import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
} from "react-router";
import { loadRecipeDetail } from "~/features/recipe-detail/load-recipe-detail";
import { RECIPE_ERROR_STATUS } from "~/features/recipe-detail/recipe-error-status";
import { buildRecipeJsonLd, recipeMetaTags, serializeJsonLd } from "~/features/recipe-detail/recipe-metadata";
import { RecipeDetailView, type RecipeDetailData } from "~/features/recipe-detail/recipe-detail-view";
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

export async function loader({ params, context }: LoaderFunctionArgs): Promise<RecipeDetailData & { jsonLd: string; metaTags: MetaDescriptor[] }> {
  const services = getServices(context);
  const detail = await loadRecipeDetail(services.recipes, params.id);
  const input = { recipe: detail.recipe, siteUrl: services.config.siteUrl, cuisineName: detail.cuisine?.name, categoryName: detail.categoryName ?? undefined };
  // The structured data and the meta tags are built here, on the server, so the page's script
  // does not carry their builder: they depend on the recipe alone, not on the reader's language.
  return { ...detail, jsonLd: serializeJsonLd(buildRecipeJsonLd(input)), metaTags: recipeMetaTags(input) };
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
  const { recipe, cuisine, categoryName, jsonLd } = loaded;
  return <RecipeDetailView key={recipe.id} recipe={recipe} cuisine={cuisine} categoryName={categoryName} jsonLd={jsonLd} />;
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
