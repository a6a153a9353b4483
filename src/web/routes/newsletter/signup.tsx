import "~/lib/i18n/areas/newsletter/register";
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { invalidEmailMessage } from "../../../shared/schemas/newsletter";
import { NewsletterPageView } from "~/features/newsletter/newsletter-page-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation, sentReference } from "~/lib/page-form";
import { sendPageForm } from "~/lib/page-form.server";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = formPageHeaders(300);

export async function loader({ request }: LoaderFunctionArgs) {
  const sent = sentReference(request.url) !== null;
  return data({ sent }, { headers: sent ? PRIVATE_PAGE : undefined });
}

/**
 * Every signup form of the site (the footer's on each page, the home page's, the blog's, this
 * page's own) posts here when it is sent before or without JavaScript: the newsletter API answers
 * it, then the browser is sent to "check your inbox" with nothing typed in its address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendPageForm(request, context, {
    endpoint: "/api/newsletter",
    toBody: (fields) => ({ email: typeof fields.email === "string" ? fields.email : "" }),
    messages: { invalidEmail: invalidEmailMessage },
    errorPrefix: "newsletter",
    successLocation: () => sentLocation(paths.newsletter),
  });
}

// The signup page is a public page like any other; its "check your inbox" answer is nobody's to find.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const sent = page?.sent === true;
  return pageMeta({
    title: translate(locale, sent ? "newsletterPage.sentMetaTitle" : "newsletterPage.metaTitle"),
    description: translate(locale, "newsletterPage.metaDescription"),
    path: paths.newsletter,
    siteUrl,
    locale,
    noIndex: sent,
  });
};

export default function NewsletterSignupRoute() {
  const { sent } = useLoaderData<typeof loader>();
  return <NewsletterPageView sent={sent} server={useActionData<typeof action>()} />;
}
