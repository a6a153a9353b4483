import "~/lib/i18n/areas/catering/register-buffet-list";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { buffetListHref } from "~/features/catering/buffet-list-query";
import { BuffetListView } from "~/features/catering/buffet-list-view";
import { catalogueLabels } from "~/features/catering/catering-labels";
import { loadBuffetList } from "~/features/catering/load-buffet-list";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translatedMenus } from "~/features/catering/translated-menus.server";

export const headers = sharedPageHeaders(60);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadBuffetList(translatedMenus(getServices(context).catering, getPageTranslator(context)), new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const label = catalogueLabels(t);
  const query = data?.query ?? { page: 1 };
  const filters = [
    query.occasion ? label.occasion(query.occasion) : null,
    query.mealType ? label.mealType(query.mealType) : null,
    query.country ? label.country(query.country) : null,
    query.guestCount ? t("buffetList.guestOption", { count: query.guestCount }) : null,
  ].filter((text): text is string => text !== null);
  let title = filters.length > 0 ? t("buffetList.metaTitleFiltered", { filter: filters.join(", ") }) : t("buffetList.metaTitle");
  if (query.page > 1) title = t("catering.metaPage", { title, page: query.page });
  return pageMeta({
    title,
    description: t("buffetList.metaDescription"),
    path: data ? buffetListHref(query) : paths.buffetMenus,
    siteUrl,
    locale,
    image: data?.menus[0]?.image,
    // A search result page is not a page of its own for search engines.
    noIndex: Boolean(query.search),
  });
};

export default function BuffetListRoute() {
  return <BuffetListView {...useLoaderData<typeof loader>()} />;
}
