import "~/lib/i18n/areas/forms/register";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { contentRemovalMessages } from "../../../shared/schemas/content-removal";
import { ContentRemovalView } from "~/features/forms/content-removal-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation, sentReference, usePageFormState } from "~/lib/page-form";
import { sendPageForm } from "~/lib/page-form.server";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = formPageHeaders(300);

/** The page is the same for everyone, except the confirmation of a request just sent (`?sent=`). */
export function loader({ request }: LoaderFunctionArgs) {
  const reference = sentReference(request.url);
  return data({ sentReference: reference }, { headers: reference ? PRIVATE_PAGE : undefined });
}

/** The form sent without JavaScript: the content-removal API answers it; the page confirms or shows the errors. */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendPageForm(request, context, {
    endpoint: "/api/content-removal",
    messages: contentRemovalMessages,
    errorPrefix: "removalPage.error",
    successLocation: (answer) => sentLocation(paths.contentRemoval, (answer as { reference: string }).reference),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "removalPage.metaTitle"),
    description: translate(locale, "removalPage.metaDescription"),
    path: paths.contentRemoval,
    siteUrl,
    locale,
  });
};

export default function ContentRemovalRoute() {
  const { sentReference } = useLoaderData<typeof loader>();
  // A new confirmation (or the form again after one) starts the form afresh.
  return <ContentRemovalView key={sentReference ?? "form"} sentReference={sentReference} server={usePageFormState()} />;
}
