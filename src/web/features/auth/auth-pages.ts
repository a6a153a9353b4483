import { withNextPath } from "../../../shared/next-path";
import { paths } from "../../../shared/paths";
import type { AuthView } from "./auth-dialogs";

/**
 * The account dialog's views as pages of their own: the header's and footer's links lead there,
 * so they work before and without the page's scripts (which open the dialog instead). No zod
 * here: every page's shell carries this module.
 */
export const AUTH_PAGES: Record<AuthView, string> = { signIn: paths.signIn, register: paths.register, forgot: paths.forgotPassword };

const AUTH_PAGE_PATHS: readonly string[] = Object.values(AUTH_PAGES);

/** Whether `pathname` is one of those pages: there a link to another one simply goes to it. */
export const isAuthPage = (pathname: string) => AUTH_PAGE_PATHS.includes(pathname);

/** Pages whose address holds a mailed link's secret: never carried on in `next`. */
const SECRET_PAGES = [paths.resetPassword(""), paths.verifyEmail("")];

/**
 * The page a sign-in from here should come back to: this one (its path and query), unless it
 * is one of the account pages themselves or a mailed link's page.
 */
export function returnPathFor(pathname: string, search: string): string | null {
  if (isAuthPage(pathname) || SECRET_PAGES.some((prefix) => pathname.startsWith(prefix))) return null;
  return `${pathname}${search}`;
}

/** The address of a view's page, coming back to `next` after a sign-in. */
export const authPageHref = (view: AuthView, next?: string | null) => withNextPath(AUTH_PAGES[view], view === "signIn" ? next : null);
