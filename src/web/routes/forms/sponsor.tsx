import "~/lib/i18n/areas/forms/register";
import { data, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { sponsorshipMessages } from "../../../shared/schemas/sponsorship";
import { sponsorSentHref } from "~/features/forms/sponsor-query";
import { SponsorView } from "~/features/forms/sponsor-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentReference, usePageFormState } from "~/lib/page-form";
import { sendPageForm } from "~/lib/page-form.server";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = formPageHeaders(300);

/** The page is the same for everyone, except the confirmation of an enquiry just sent (`?sent=`). */
export function loader({ request }: LoaderFunctionArgs) {
  const reference = sentReference(request.url);
  return data({ sentReference: reference }, { headers: reference ? PRIVATE_PAGE : undefined });
}

/** The inquiry sent without JavaScript: the sponsor API answers it; the inquiry tab confirms or shows the errors. */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendPageForm(request, context, {
    endpoint: "/api/sponsor",
    messages: sponsorshipMessages,
    errorPrefix: "sponsorPage.error",
    successLocation: (answer) => sponsorSentHref((answer as { reference: string }).reference),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "sponsorPage.metaTitle"),
    description: translate(locale, "sponsorPage.metaDescription"),
    path: paths.sponsor,
    siteUrl,
    locale,
  });
};

export default function SponsorRoute() {
  const { sentReference } = useLoaderData<typeof loader>();
  // A link to this page while on it (the footer's, say) opens it afresh in the link's state.
  return <SponsorView key={useLocation().key} sentReference={sentReference} server={usePageFormState()} />;
}
