import "~/lib/i18n/areas/forms/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { CONTACT_FAQ } from "~/features/forms/contact-faq.server";
import { ContactView } from "~/features/forms/contact-view";
import { loadContact } from "~/features/forms/load-contact";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { requestLanguage, translate } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = sharedPageHeaders(300);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContact(new URL(request.url), uiLocaleFor(requestLanguage(request)), CONTACT_FAQ, getServices(context).config.siteUrl);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({ title: translate(locale, "contactPage.metaTitle"), description: translate(locale, "contactPage.metaDescription"), path: paths.contact, siteUrl });
};

export default function ContactRoute() {
  return <ContactView {...useLoaderData<typeof loader>()} />;
}
