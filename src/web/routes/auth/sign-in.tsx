import "~/lib/i18n/areas/account-dialogs/register";
import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { nextPathFrom } from "../../../shared/next-path";
import { paths } from "../../../shared/paths";
import { ACCOUNT_API } from "../../../shared/rules/account";
import { ACCOUNT_FORM_MESSAGES, postedBox, postedText, sendAccountForm } from "~/features/auth/account-form.server";
import { useAuthFormState } from "~/features/auth/auth-form-state";
import { SignInPageView, signInNoticeFrom } from "~/features/auth/sign-in-page-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentReference } from "~/lib/page-form";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = formPageHeaders(300);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const next = nextPathFrom(url);
  // Someone already signed in goes straight on.
  if ((await getServices(context).accounts.accountIdFromCookie(request.headers.get("cookie"))) !== null) {
    throw redirect(next ?? paths.account, { headers: PRIVATE_PAGE });
  }
  const notice = signInNoticeFrom(sentReference(url));
  return data({ next, notice }, { headers: notice ? PRIVATE_PAGE : undefined });
}

/**
 * A sign-in with the script reloads the root data (the header's name) before going on to `next`;
 * this page's own data does not change with it, and its loader would now redirect, cutting
 * that reload short.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}

/** The form sent without a script: the sign-in API answers it and sets the session cookie on the redirect. */
export async function action({ request, context }: ActionFunctionArgs) {
  const next = nextPathFrom(request.url);
  return sendAccountForm(request, context, {
    endpoint: ACCOUNT_API.signIn,
    toBody: (fields) => ({
      email: postedText(fields, "email"),
      password: postedText(fields, "password"),
      rememberMe: postedBox(fields, "rememberMe"),
    }),
    messages: ACCOUNT_FORM_MESSAGES,
    errorPrefix: "accountMessage",
    unknownError: "authDialogs.error.characters",
    secretFields: ["password"],
    notices: ["invalidCredentials", "unverified"],
    successLocation: () => next ?? paths.account,
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "authPages.signInPage.metaTitle"),
    description: translate(locale, "authPages.signInPage.metaDescription"),
    path: paths.signIn,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function SignInRoute() {
  const { next, notice } = useLoaderData<typeof loader>();
  return (
    <div className="px-4 py-12 sm:py-16">
      <SignInPageView next={next} notice={notice} server={useAuthFormState()} />
    </div>
  );
}
