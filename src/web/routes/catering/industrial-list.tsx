import "~/lib/i18n/areas/catering/register-industrial-list";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { catalogueLabels } from "~/features/catering/catering-labels";
import { industrialListHref } from "~/features/catering/industrial-list-query";
import { IndustrialListView } from "~/features/catering/industrial-list-view";
import { loadIndustrialList } from "~/features/catering/load-industrial-list";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translatedMenus } from "~/features/catering/translated-menus.server";

export const headers = sharedPageHeaders(60);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadIndustrialList(translatedMenus(getServices(context).catering, getPageTranslator(context)), new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const label = catalogueLabels(t);
  const query = data?.query ?? { page: 1 };
  const filters = [
    query.industry ? label.industry(query.industry) : null,
    query.cuisine ? label.cuisine(query.cuisine) : null,
    query.country ? label.country(query.country) : null,
    query.mealType ? label.mealType(query.mealType) : null,
  ].filter((text): text is string => text !== null);
  let title = filters.length > 0 ? t("industrialList.metaTitleFiltered", { filter: filters.join(", ") }) : t("industrialList.metaTitle");
  if (query.page > 1) title = t("catering.metaPage", { title, page: query.page });
  return pageMeta({
    title,
    description: t("industrialList.metaDescription"),
    path: data ? industrialListHref(query) : paths.industrialCatering,
    siteUrl,
    locale,
    image: data?.menus[0]?.image,
    noIndex: Boolean(query.search),
  });
};

export default function IndustrialListRoute() {
  return <IndustrialListView {...useLoaderData<typeof loader>()} />;
}
