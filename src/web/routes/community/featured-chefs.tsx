import "~/lib/i18n/areas/guest-chefs/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { FeaturedChefsView } from "~/features/guest-chefs/featured-chefs-view";
import { loadFeaturedChefs } from "~/features/guest-chefs/load-featured-chefs";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { requestLanguage, translate } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getPageTranslator, getServices } from "~/services.server";
import { translateEntities } from "~/lib/content-translation.server";

export const headers = sharedPageHeaders(120);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const translator = getPageTranslator(context);
  const source = {
    listApproved: async () =>
      translateEntities(
        translator,
        await services.guestChefs.listApproved("newest"),
        ["profession", "specialties", "contribution", "bio"],
        {
          name: "chef",
        },
      ),
  };
  return loadFeaturedChefs(source, uiLocaleFor(requestLanguage(request)));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "chefs.metaTitle"),
    description: translate(locale, "chefs.metaDescription"),
    path: paths.featuredChefs,
    siteUrl,
    locale,
    image: data?.chefs[0]?.image,
  });
};

export default function FeaturedChefsRoute() {
  return <FeaturedChefsView {...useLoaderData<typeof loader>()} />;
}
