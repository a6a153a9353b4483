import "~/lib/i18n/areas/shop/register";
import {
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { paths } from "../../../shared/paths";
import { bulkInquiryMessages } from "../../../shared/schemas/bulk-inquiry";
import { loadShopList } from "~/features/shop/load-shop-list.server";
import { BULK_FORM_ID, readInquireParam, shopListHref } from "~/features/shop/shop-list-query";
import { ShopListView, shopTypeKey } from "~/features/shop/shop-list-view";
import { WHOLESALE_CATEGORY } from "~/features/shop/shop-rules";
import { livePageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation, sentReference, usePageFormState } from "~/lib/page-form";
import { readPageForm, sendPageForm } from "~/lib/page-form.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { translateEntities, translateEntity } from "~/lib/content-translation.server";
import { getPageTranslator, getServices } from "~/services.server";

// Stock counts change with every order: no shared cache keeps this page. The confirmation of a
// bulk enquiry just sent is the visitor's own: no cache at all keeps it.
const live = livePageHeaders();
export const headers: HeadersFunction = (args) =>
  args.loaderHeaders.get("cache-control") === PRIVATE_PAGE["Cache-Control"] ? { ...PRIVATE_PAGE, Vary: "Cookie" } : live(args);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const reference = sentReference(request.url);
  const listed = await loadShopList(getServices(context).shop, new URL(request.url));
  const translator = getPageTranslator(context);
  const [products, categories, inquiry] = await Promise.all([
    translateEntities(translator, listed.products, ["name", "description", "categoryName"], { name: "product" }),
    translateEntities(translator, listed.categories, ["name", "description"], { name: "category" }),
    translateEntity(translator, listed.inquiry, ["name"], { name: "enquiry product" }),
  ]);
  const page = { ...listed, products, categories, inquiry };
  return data({ ...page, sentReference: reference }, { headers: reference ? PRIVATE_PAGE : undefined });
}

/**
 * The bulk enquiry sent without JavaScript: the bulk-inquiry API answers it; the page confirms it
 * at the form or shows the errors there. The product an Inquiry chose goes with it while the
 * product name is still that product's, as the script does.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await readPageForm(request.clone());
  const productId = readInquireParam(new URLSearchParams({ inquire: typeof posted.productId === "string" ? posted.productId : "" }));
  const product = productId ? await getServices(context).shop.getProduct(productId) : null;
  const chosen =
    product && typeof posted.productName === "string" && posted.productName.trim() === product.name.trim() ? product.id : undefined;
  // The contract's messages by the catalogue's keys (shop.bulk.error.<key>).
  const { quantityTooLarge, ...messages } = bulkInquiryMessages;
  return sendPageForm(request, context, {
    endpoint: "/api/bulk-inquiries",
    toBody: ({ productId: _productId, message, ...fields }) => ({
      ...fields,
      ...(typeof message === "string" && message.trim() ? { message } : {}),
      ...(chosen ? { productId: chosen } : {}),
    }),
    messages: { ...messages, quantityTooLong: quantityTooLarge },
    errorPrefix: "shop.bulk.error",
    successLocation: (answer) => `${sentLocation(paths.shop, (answer as { reference: string }).reference)}#${BULK_FORM_ID}`,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const tr = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params);
  if (!data) return pageMeta({ title: tr("shop.metaTitle"), description: tr("shop.metaDescription"), path: paths.shop, siteUrl, locale });
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
  return pageMeta({
    title,
    description: tr("shop.metaDescription"),
    path: shopListHref(query),
    siteUrl,
    locale,
    image: data.products[0]?.image,
  });
};

export default function ShopListRoute() {
  return <ShopListView {...useLoaderData<typeof loader>()} server={usePageFormState()} />;
}
