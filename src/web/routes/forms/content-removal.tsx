import "~/lib/i18n/areas/forms/register";
import type { MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { ContentRemovalView } from "~/features/forms/content-removal-view";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = sharedPageHeaders(300);

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({ title: translate(locale, "removalPage.metaTitle"), description: translate(locale, "removalPage.metaDescription"), path: paths.contentRemoval, siteUrl });
};

export default function ContentRemovalRoute() {
  return <ContentRemovalView />;
}
