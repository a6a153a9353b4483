import "~/lib/i18n/areas/community/register";
import type { MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { ShareRecipeView } from "~/features/community/share-recipe-view";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = sharedPageHeaders(300);

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "shareRecipe.metaTitle"),
    description: translate(locale, "shareRecipe.metaDescription"),
    path: paths.shareRecipe,
    siteUrl,
  });
};

export default function ShareRecipeRoute() {
  return <ShareRecipeView />;
}
