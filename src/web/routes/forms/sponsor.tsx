import "~/lib/i18n/areas/forms/register";
import { useLocation, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { SponsorView } from "~/features/forms/sponsor-view";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = sharedPageHeaders(300);

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({ title: translate(locale, "sponsorPage.metaTitle"), description: translate(locale, "sponsorPage.metaDescription"), path: paths.sponsor, siteUrl });
};

export default function SponsorRoute() {
  // A link to this page while on it (the footer's, say) opens it afresh in the link's state.
  return <SponsorView key={useLocation().key} />;
}
