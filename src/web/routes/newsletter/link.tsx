import "~/lib/i18n/areas/newsletter/register";
import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import {
  linkKindOf,
  loadNewsletterConfirm,
  loadNewsletterUnsubscribe,
  statusOfNewsletterLink,
  submitNewsletterConfirm,
  submitNewsletterUnsubscribe,
} from "~/features/newsletter/newsletter-links";
import { NewsletterLinkView } from "~/features/newsletter/newsletter-link-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// Both newsletter links (routes.ts registers this module for each): a page about one person's
// subscription, never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { newsletter } = getServices(context);
  const state =
    linkKindOf(new URL(request.url).pathname) === "confirm"
      ? await loadNewsletterConfirm(newsletter, params.token)
      : await loadNewsletterUnsubscribe(newsletter, params.token);
  return data(state, { status: statusOfNewsletterLink(state) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { newsletter } = getServices(context);
  const state =
    linkKindOf(new URL(request.url).pathname) === "confirm"
      ? await submitNewsletterConfirm(newsletter, params.token)
      : await submitNewsletterUnsubscribe(newsletter, params.token);
  return data(state, { status: statusOfNewsletterLink(state) });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  const kind = linkKindOf(location.pathname);
  return pageMeta({
    title: translate(locale, kind === "confirm" ? "newsletterLinks.confirmMetaTitle" : "newsletterLinks.unsubscribeMetaTitle"),
    description: translate(
      locale,
      kind === "confirm" ? "newsletterLinks.confirmMetaDescription" : "newsletterLinks.unsubscribeMetaDescription",
    ),
    path: location.pathname,
    siteUrl,
    noIndex: true,
  });
};

export default function NewsletterLinkRoute() {
  const loaded = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  return (
    <div className="px-4 py-12 sm:py-16">
      <NewsletterLinkView state={submitted ?? loaded} />
    </div>
  );
}
