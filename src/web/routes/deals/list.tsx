import "~/lib/i18n/areas/deals/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { dealListHref } from "~/features/deals/deal-list-query";
import { DealsView } from "~/features/deals/deals-view";
import { loadDeals } from "~/features/deals/load-deals";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translateEntities } from "~/lib/content-translation.server";

export const headers = sharedPageHeaders(300);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shop = getServices(context).shop;
  const translator = getPageTranslator(context);
  const source = {
    listDeals: async (category?: string) =>
      translateEntities(translator, await shop.listDeals(category), ["title", "description", "includes", "badge"], { name: "deal" }),
  };
  return loadDeals(source, new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const category = data?.query.category;
  return pageMeta({
    title: category
      ? translate(locale, "dealsPage.metaTitleTab", { tab: translate(locale, `dealsPage.tab.${category}` as MessageKey) })
      : translate(locale, "dealsPage.metaTitle"),
    description: translate(locale, "dealsPage.metaDescription"),
    path: data ? dealListHref(data.query) : paths.deals,
    siteUrl,
    locale,
    image: data?.deals[0]?.image,
  });
};

export default function DealsRoute() {
  return <DealsView {...useLoaderData<typeof loader>()} />;
}
