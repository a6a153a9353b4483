import "~/lib/i18n/areas/newsletter/register";
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { loadNewsletterUnsubscribe, statusOfNewsletterLink, submitNewsletterUnsubscribe } from "~/features/newsletter/newsletter-links";
import { NewsletterLinkView } from "~/features/newsletter/newsletter-link-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// A page about one person's subscription: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await loadNewsletterUnsubscribe(getServices(context).newsletter, params.token);
  return data(state, { status: statusOfNewsletterLink(state) });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const state = await submitNewsletterUnsubscribe(getServices(context).newsletter, params.token);
  return data(state, { status: statusOfNewsletterLink(state) });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "newsletterLinks.unsubscribeMetaTitle"),
    description: translate(locale, "newsletterLinks.unsubscribeMetaDescription"),
    path: location.pathname,
    siteUrl,
    noIndex: true,
  });
};

export default function NewsletterUnsubscribeRoute() {
  const loaded = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  return (
    <div className="px-4 py-12 sm:py-16">
      <NewsletterLinkView state={submitted ?? loaded} />
    </div>
  );
}
