import "~/lib/i18n/areas/recipe-detail/register";
import { lazy, Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { sendExpertPageForm } from "~/features/recipe-detail/expert-page-form.server";
import { readExpertRequest } from "~/features/recipe-detail/expert-request";
import { loadRecipeDetail } from "~/features/recipe-detail/load-recipe-detail";
import { RECIPE_ERROR_STATUS } from "~/features/recipe-detail/recipe-error-status";
import { recipePageData } from "~/features/recipe-detail/recipe-page-data";
import { preloadExpertPanel, RecipeDetailView } from "~/features/recipe-detail/recipe-detail-view";
import { RecipeDetailSkeleton } from "~/features/recipe-detail/recipe-skeleton";
import { tipTexts } from "~/features/recipe-detail/tip-texts.server";
import { translateRecipe } from "~/features/recipe-detail/translate-recipe.server";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { requestLanguage, translate } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/meta";
import { usePageFormState } from "~/lib/page-form";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";

// Shared caches keep the recipe (and its page with the question form, the same for everyone);
// the page saying a visitor's question was sent, and the form sent back, are theirs alone.
export const headers = formPageHeaders(60);

// The error pages' code loads only when one is shown, not with every recipe.
const loadStates = () => import("~/features/recipe-detail/recipe-states");
const InvalidRecipeView = lazy(() => loadStates().then((m) => ({ default: m.InvalidRecipeView })));
const RecipeNotFoundView = lazy(() => loadStates().then((m) => ({ default: m.RecipeNotFoundView })));
const RecipeLoadErrorView = lazy(() => loadStates().then((m) => ({ default: m.RecipeLoadErrorView })));
const RecipeRenderErrorView = lazy(() => loadStates().then((m) => ({ default: m.RecipeRenderErrorView })));

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const services = getServices(context);
  const url = new URL(request.url);
  const showAllTips = url.searchParams.get("showAll") === "true";
  const translator = getPageTranslator(context);
  const detail = await loadRecipeDetail(services.recipes, params.id);
  const lookupNames = [detail.cuisine?.name ?? "", detail.categoryName ?? ""];
  const [recipe, [cuisineName, categoryName]] = await Promise.all([
    translateRecipe(detail.recipe, translator),
    translator.texts(lookupNames, ["cuisine", "category"]),
  ]);
  const translated = {
    ...detail,
    recipe,
    cuisine: detail.cuisine ? { ...detail.cuisine, name: cuisineName } : null,
    categoryName: detail.categoryName === null ? null : categoryName,
  };
  const page = recipePageData(translated, services.config.siteUrl, showAllTips, translator.language);
  const expert = readExpertRequest(url);
  if (expert) await preloadExpertPanel();
  const tips = tipTexts(uiLocaleFor(requestLanguage(request)), page.tipIds);
  return data({ ...page, tips, expert }, { headers: expert === "sent" ? PRIVATE_PAGE : undefined });
}

/** The question form sent without JavaScript: the expert-consultation API answers it. */
export async function action({ params, context, request }: ActionFunctionArgs) {
  const services = getServices(context);
  const { recipe } = await loadRecipeDetail(services.recipes, params.id);
  // The answer may show the form again, in the page's first HTML.
  await preloadExpertPanel();
  return sendExpertPageForm(request, context, { id: recipe.id, title: recipe.title?.trim() ?? "" });
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
      locale,
      noIndex: true,
    });
  }
  return loaded.metaTags;
};

export default function RecipeDetailRoute() {
  const loaded = useLoaderData<typeof loader>();
  const server = usePageFormState();
  const navigation = useNavigation();
  const location = useLocation();
  // Moving from one recipe to another keeps this route mounted: show the skeleton meanwhile.
  const loadingAnother =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    /^\/recipes\/[^/]+$/.test(navigation.location.pathname);
  if (loadingAnother) return <RecipeDetailSkeleton />;
  const { recipe, content, tips, cuisine, categoryName, jsonLd, url, expert } = loaded;
  return (
    <RecipeDetailView
      key={recipe.id}
      recipe={recipe}
      content={content}
      tips={tips}
      cuisine={cuisine}
      categoryName={categoryName}
      jsonLd={jsonLd}
      url={url}
      expert={expert}
      server={server}
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
