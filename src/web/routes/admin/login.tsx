import "~/lib/i18n/areas/admin/register";
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { safeAdminReturnPath } from "../../../shared/rules/admin-password";
import { adminPageHeaders } from "~/features/admin/admin-session.server";
import { AdminLoginView, type AdminLoginData } from "~/features/admin/login-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";
import adminStylesheet from "~/admin.css?url";

/** The admin area's own utilities (the site's stylesheet leaves them out). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const headers = adminPageHeaders;
export const handle = { chrome: "own" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const url = new URL(request.url);
  const next = safeAdminReturnPath(url.searchParams.get("next"));
  // Spec 2 §2: a visitor already signed in goes on to the admin area.
  if (await services.admin.sessionFromCookies(request.headers.get("cookie"), url.protocol === "https:")) {
    throw redirect(next, { headers: { "cache-control": "no-store" } });
  }
  const signedOut = url.searchParams.get("signedOut");
  const notice: AdminLoginData["notice"] =
    signedOut === "failed" ? "logoutFailed" : signedOut ? "signedOut" : url.searchParams.get("reason") === "expired" ? "expired" : null;
  const body: AdminLoginData = { next, notice, devUsername: services.config.production ? null : services.config.firstAdminUsername };
  return data(body, { headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({ title: translate(locale, "admin.metaLogin"), description: translate(locale, "admin.metaDescription"), path: paths.adminLogin, siteUrl, noIndex: true });
};

export default function AdminLoginRoute() {
  return <AdminLoginView {...useLoaderData<typeof loader>()} />;
}
