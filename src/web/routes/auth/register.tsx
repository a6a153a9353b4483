import "~/lib/i18n/areas/account-dialogs/register";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { BRAND } from "../../../shared/brand";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import { ACCOUNT_FORM_MESSAGES, postedBox, postedText, sendAccountForm } from "~/features/auth/account-form.server";
import { REGISTRATION_FIELDS } from "~/features/auth/auth-fields";
import { useAuthFormState } from "~/features/auth/auth-form-state";
import { RegisterPageView } from "~/features/auth/register-page-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation, sentReference } from "~/lib/page-form";
import { rootDataFromMatches } from "~/lib/root-data";
import { HONEYPOT_FIELD } from "../../../shared/rules/honeypot";

export const headers = formPageHeaders(300);

export function loader({ request }: LoaderFunctionArgs) {
  const sent = sentReference(request.url) !== null;
  return data({ sent }, { headers: sent ? PRIVATE_PAGE : undefined });
}

const BOXES = new Set<string>(["newsletter", "terms", "privacy"]);

/**
 * The form sent without a script: the registration API answers it (its contract, limits,
 * honeypot and mail); the page then asks the visitor to open the mail, naming no address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendAccountForm(request, context, {
    endpoint: ACCOUNT_API.register,
    toBody: (fields) => ({
      ...Object.fromEntries(
        REGISTRATION_FIELDS.map((field) => [field, BOXES.has(field) ? postedBox(fields, field) : postedText(fields, field)]),
      ),
      // The spec's copy address (kept on record, never a recipient) and the honeypot as sent.
      recipientEmail: BRAND.email,
      [HONEYPOT_FIELD]: postedText(fields, HONEYPOT_FIELD),
    }),
    messages: ACCOUNT_FORM_MESSAGES,
    errorPrefix: "accountMessage",
    unknownError: "authDialogs.error.characters",
    secretFields: ["password", "confirmPassword"],
    successLocation: () => sentLocation(paths.register),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "authPages.registerPage.metaTitle"),
    description: translate(locale, "authPages.registerPage.metaDescription"),
    path: paths.register,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function RegisterRoute() {
  const { sent } = useLoaderData<typeof loader>();
  return (
    <div className="px-4 py-12 sm:py-16">
      <RegisterPageView sent={sent} server={useAuthFormState()} />
    </div>
  );
}
