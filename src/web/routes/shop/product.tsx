import "~/lib/i18n/areas/shop/register-product";
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AdSlot } from "~/features/ads/ad-slot";
import { loadProductDetail } from "~/features/shop/load-product-detail.server";
import { ProductDetailView, ProductNotFoundView, ProductSkeleton } from "~/features/shop/product-detail-view";
import { livePageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translateEntity } from "~/lib/content-translation.server";

// The stock shown must be the stock now: no shared cache keeps this page.
export const headers = livePageHeaders();

export async function loader({ params, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const translator = getPageTranslator(context);
  const source = {
    getProduct: async (id: number) =>
      translateEntity(translator, await services.shop.getProduct(id), ["name", "description", "categoryName", "specs"]),
  };
  return loadProductDetail(source, params.id, services.config.siteUrl);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  if (!data) {
    return pageMeta({
      title: translate(locale, "productPage.notFoundTitle"),
      description: translate(locale, "productPage.notFoundBody"),
      path: location.pathname,
      siteUrl,
      locale,
      noIndex: true,
    });
  }
  const { product } = data;
  return pageMeta({
    title: translate(locale, "productPage.metaTitle", { name: product.name, category: product.categoryName }),
    description: product.description,
    path: location.pathname,
    siteUrl,
    locale,
    image: product.image,
  });
};

export default function ProductRoute() {
  const { product, jsonLd } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // Moving from one product to another keeps this route mounted: the skeleton shows meanwhile.
  const loadingAnother =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    /^\/shop\/product\/[^/]+$/.test(navigation.location.pathname);
  if (loadingAnother) return <ProductSkeleton />;
  return (
    <ProductDetailView key={product.id} product={product} jsonLd={jsonLd} ad={<AdSlot slotId="product-detail" housePromo="classes" />} />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing product is this route's to explain; anything else goes to the site's error page.
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFoundView />;
  throw error;
}
