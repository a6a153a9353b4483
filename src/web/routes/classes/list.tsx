import "~/lib/i18n/areas/classes/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { classListHref } from "~/features/classes/class-list-query";
import { ClassListView } from "~/features/classes/class-list-view";
import { loadClassList } from "~/features/classes/load-class-list";
import { livePageHeaders } from "~/lib/cache-headers";
import { translate, type MessageKey } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { translateEntities } from "~/lib/content-translation.server";
import { getPageTranslator, getServices } from "~/services.server";

export const headers = livePageHeaders();

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadClassList(getServices(context).classes, new URL(request.url));
  return {
    ...page,
    classes: await translateEntities(getPageTranslator(context), page.classes, ["title", "description"], { name: "class" }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const query = data?.query ?? {};
  const filters = [
    query.difficulty ? translate(locale, `class.difficulty.${query.difficulty}` as MessageKey) : null,
    query.category ? translate(locale, `class.category.${query.category}` as MessageKey) : null,
  ].filter((label): label is string => label !== null);
  return pageMeta({
    title:
      filters.length > 0
        ? translate(locale, "classesPage.metaTitleFiltered", { filter: filters.join(", ") })
        : translate(locale, "classesPage.metaTitle"),
    description: translate(locale, "classesPage.metaDescription"),
    path: data ? classListHref(query) : paths.classes,
    siteUrl,
    locale,
    image: data?.classes[0]?.image,
  });
};

export default function ClassListRoute() {
  return <ClassListView {...useLoaderData<typeof loader>()} />;
}
