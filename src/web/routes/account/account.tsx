import "~/lib/i18n/areas/account/register";
import {
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { withNextPath } from "../../../shared/next-path";
import { paths } from "../../../shared/paths";
import { accountAction } from "~/features/account/account-action.server";
import { AccountView, type AccountPageData } from "~/features/account/account-view";
import { useAuthFormState } from "~/features/auth/auth-form-state";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;

// One visitor's own data: never kept by any cache, never indexed.
export const headers: HeadersFunction = () => PRIVATE;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<AccountPageData> {
  const { accounts, recipes } = getServices(context);
  const accountId = await accounts.accountIdFromCookie(request.headers.get("cookie"));
  const profile = accountId === null ? null : await accounts.profile(accountId);
  if (accountId === null || !profile) {
    // A visitor who is not signed in signs in on the sign-in page (with or without a script),
    // then comes back to the same tab; a confirmation (`?sent=`) is not worth coming back to.
    const url = new URL(request.url);
    url.searchParams.delete("sent");
    throw redirect(withNextPath(paths.signIn, `${url.pathname}${url.search}`), { headers: PRIVATE });
  }
  const [savedRecipes, savedLists, history, cuisines] = await Promise.all([
    accounts.savedRecipeCards(accountId),
    accounts.savedLists(accountId),
    accounts.bookingsAndOrders(accountId),
    recipes.cuisines(),
  ]);
  return {
    profile,
    savedRecipes,
    savedSearches: savedLists.searches,
    cuisineNames: Object.fromEntries(cuisines.map((c) => [c.name, c.displayName])),
    bookings: history.bookings,
    orders: history.orders,
  };
}

/** Switching tabs (`?tab=`) only shows another part of the same data: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  const onlyTabChanged = currentUrl.searchParams.get("tab") !== nextUrl.searchParams.get("tab") && rest(currentUrl) === rest(nextUrl);
  return onlyTabChanged ? false : defaultShouldRevalidate;
}

/** The page's forms sent without a script (profile, email, password, deletion, sign-out). */
export async function action({ request, context }: ActionFunctionArgs) {
  return accountAction(request, context);
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "account.metaTitle"),
    description: translate(locale, "account.metaDescription"),
    path: paths.account,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AccountRoute() {
  return <AccountView data={useLoaderData<typeof loader>()} server={useAuthFormState()} />;
}
