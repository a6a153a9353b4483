import "~/lib/i18n/areas/forms/register";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { contactMessages } from "../../../shared/schemas/contact";
import { CONTACT_FAQ } from "~/features/forms/contact-faq.server";
import { ContactView } from "~/features/forms/contact-view";
import { loadContact } from "~/features/forms/load-contact";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { requestLanguage, translate } from "~/lib/i18n";
import { uiLocaleFor } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/meta";
import { sentLocation, usePageFormState } from "~/lib/page-form";
import { sendPageForm } from "~/lib/page-form.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = formPageHeaders(300);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = loadContact(new URL(request.url), uiLocaleFor(requestLanguage(request)), CONTACT_FAQ, getServices(context).config.siteUrl);
  return data(page, { headers: page.sentReference ? PRIVATE_PAGE : undefined });
}

/** The form sent without JavaScript: the contact API answers it; the page confirms or shows the errors. */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendPageForm(request, context, {
    endpoint: "/api/contact",
    toBody: (fields) => ({ ...fields, recipientEmail: BRAND.email }),
    messages: contactMessages,
    errorPrefix: "contactPage.error",
    successLocation: (answer) => sentLocation(paths.contact, (answer as { reference: string }).reference),
  });
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "contactPage.metaTitle"),
    description: translate(locale, "contactPage.metaDescription"),
    path: paths.contact,
    siteUrl,
    locale,
  });
};

export default function ContactRoute() {
  return <ContactView {...useLoaderData<typeof loader>()} server={usePageFormState()} />;
}
