import "~/lib/i18n/areas/shop/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { loadShopList } from "~/features/shop/load-shop-list.server";
import { shopListHref } from "~/features/shop/shop-list-query";
import { ShopListView, shopTypeKey } from "~/features/shop/shop-list-view";
import { WHOLESALE_CATEGORY } from "~/features/shop/shop-rules";
import { livePageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// Stock counts change with every order: no shared cache keeps this page.
export const headers = livePageHeaders();

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadShopList(getServices(context).shop, new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const tr = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params);
  if (!data) return pageMeta({ title: tr("shop.metaTitle"), description: tr("shop.metaDescription"), path: paths.shop, siteUrl });
  const { query } = data;
  const filters = [
    query.category === WHOLESALE_CATEGORY ? tr("shopCard.wholesale") : data.categories.find((c) => c.slug === query.category)?.name,
    query.type ? tr(shopTypeKey(query.type)) : undefined,
    query.featured ? tr("shop.featuredFilter") : undefined,
  ].filter((label): label is string => Boolean(label));
  let title = tr("shop.metaTitle");
  if (query.search) title = tr("shop.metaTitleSearch", { search: query.search });
  else if (filters.length > 0) title = tr("shop.metaTitleFiltered", { filter: filters.join(", ") });
  if (query.page > 1) title = tr("shop.metaPage", { title, page: query.page });
  return pageMeta({ title, description: tr("shop.metaDescription"), path: shopListHref(query), siteUrl, image: data.products[0]?.image });
};

export default function ShopListRoute() {
  return <ShopListView {...useLoaderData<typeof loader>()} />;
}
