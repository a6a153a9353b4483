import "~/lib/i18n/areas/community/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { communityListHref } from "~/features/community/community-list-query";
import { CommunityListView } from "~/features/community/community-list-view";
import { loadCommunityList } from "~/features/community/load-community-list";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translatedCommunity } from "~/features/community/translated-community.server";

export const headers = sharedPageHeaders(60);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCommunityList(translatedCommunity(getServices(context).communityRecipes, getPageTranslator(context)), new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const query = data?.query ?? { page: 1 };
  const filters = [
    query.cuisine ? (data?.cuisineNames[query.cuisine] ?? query.cuisine) : null,
    query.mealType ? translate(locale, `community.meal.${query.mealType}` as MessageKey) : null,
  ].filter((text): text is string => Boolean(text));
  let title =
    filters.length > 0
      ? translate(locale, "communityList.metaTitleFiltered", { filter: filters.join(", ") })
      : translate(locale, "communityList.metaTitle");
  if (query.page > 1) title = translate(locale, "communityList.metaPage", { title, page: query.page });
  return pageMeta({
    title,
    description: translate(locale, "communityList.metaDescription"),
    path: data ? communityListHref(query) : paths.communityRecipes,
    siteUrl,
    locale,
    image: data?.recipes[0]?.picture,
    // A search result page is not a page of its own for search engines.
    noIndex: Boolean(query.search),
  });
};

export default function CommunityListRoute() {
  return <CommunityListView {...useLoaderData<typeof loader>()} />;
}
