import "~/lib/i18n/areas/community/register";
import { isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { CommunityRecipeNotFoundView, CommunityRecipeView } from "~/features/community/community-recipe-view";
import { loadCommunityRecipe } from "~/features/community/load-community-recipe";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translatedCommunity } from "~/features/community/translated-community.server";

export const headers = sharedPageHeaders(60);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  return loadCommunityRecipe(
    translatedCommunity(services.communityRecipes, getPageTranslator(context)),
    params.id,
    services.config.siteUrl,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "communityRecipe.notFoundTitle"),
      description: translate(locale, "communityRecipe.notFoundBody"),
      path: location.pathname,
      siteUrl,
      locale,
      noIndex: true,
    });
  }
  const { recipe, picture } = data;
  return pageMeta({
    title: translate(locale, "communityRecipe.metaTitle", { title: recipe.title, author: recipe.authorName }),
    description: translate(locale, "communityRecipe.metaDescription", {
      title: recipe.title,
      cuisine: recipe.cuisineType,
      author: recipe.authorName,
    }),
    path: location.pathname,
    siteUrl,
    locale,
    image: picture,
  });
};

export default function CommunityRecipeRoute() {
  const data = useLoaderData<typeof loader>();
  return <CommunityRecipeView key={data.recipe.id} {...data} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing (or unpublished) recipe is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <CommunityRecipeNotFoundView />;
  throw error;
}
