import "~/lib/i18n/areas/account-dialogs/register";
import {
  data,
  useLoaderData,
  useParams,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import { ACCOUNT_FORM_MESSAGES, postedText, sendAccountForm } from "~/features/auth/account-form.server";
import { useAuthFormState } from "~/features/auth/auth-form-state";
import { ResetPasswordView } from "~/features/auth/reset-password-view";
import { loadLinkPage } from "~/features/auth/link-pages";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation } from "~/lib/page-form";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

// The page of one person's mailed link: never stored by a cache, never indexed.
export const headers: HeadersFunction = () => ({ "cache-control": "private, no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { page, status } = await loadLinkPage(getServices(context).accounts, "reset", params.token);
  return data(page, { status });
}

/**
 * The new password sent without a script: the reset API answers it (the link's token from the
 * address); the sign-in page then says the password is changed. A dead link shows as such
 * again, since the page reads the link once more.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return sendAccountForm(request, context, {
    endpoint: ACCOUNT_API.resetPassword,
    toBody: (fields) => ({
      token: params.token ?? "",
      password: postedText(fields, "password"),
      confirmPassword: postedText(fields, "confirmPassword"),
    }),
    messages: ACCOUNT_FORM_MESSAGES,
    errorPrefix: "accountMessage",
    unknownError: "authDialogs.error.characters",
    secretFields: ["password", "confirmPassword"],
    successLocation: () => sentLocation(paths.signIn, "reset"),
  });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "authPages.reset.metaTitle"),
    description: translate(locale, "authPages.reset.metaDescription"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ResetPasswordRoute() {
  const { token = "" } = useParams();
  const { usable } = useLoaderData<typeof loader>();
  return (
    <div className="px-4 py-12 sm:py-16">
      {/* A new key per link: another link's page starts empty. */}
      <ResetPasswordView key={token} token={token} usable={usable} server={useAuthFormState()} />
    </div>
  );
}
