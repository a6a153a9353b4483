import "~/lib/i18n/areas/account-dialogs/register";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import { ACCOUNT_FORM_MESSAGES, postedText, sendAccountForm } from "~/features/auth/account-form.server";
import { useAuthFormState } from "~/features/auth/auth-form-state";
import { ForgotPasswordPageView } from "~/features/auth/forgot-password-page-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation, sentReference } from "~/lib/page-form";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = formPageHeaders(300);

export function loader({ request }: LoaderFunctionArgs) {
  const sent = sentReference(request.url) !== null;
  return data({ sent }, { headers: sent ? PRIVATE_PAGE : undefined });
}

/** The form sent without a script: the reset API answers it, the same whether or not the address has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendAccountForm(request, context, {
    endpoint: ACCOUNT_API.forgotPassword,
    toBody: (fields) => ({ email: postedText(fields, "email") }),
    messages: ACCOUNT_FORM_MESSAGES,
    errorPrefix: "accountMessage",
    unknownError: "authDialogs.error.characters",
    successLocation: () => sentLocation(paths.forgotPassword),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "authPages.forgotPage.metaTitle"),
    description: translate(locale, "authPages.forgotPage.metaDescription"),
    path: paths.forgotPassword,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ForgotPasswordRoute() {
  const { sent } = useLoaderData<typeof loader>();
  return (
    <div className="px-4 py-12 sm:py-16">
      <ForgotPasswordPageView sent={sent} server={useAuthFormState()} />
    </div>
  );
}
