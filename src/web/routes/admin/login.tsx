import "~/lib/i18n/areas/admin/register";
import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { paths } from "../../../shared/paths";
import { safeAdminReturnPath } from "../../../shared/rules/admin-password";
import { adminPageHeaders } from "~/features/admin/admin-session.server";
import { AdminLoginView, type AdminLoginData, type AdminLoginRefusal } from "~/features/admin/login-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { readPageForm } from "~/lib/page-form.server";
import { getPageApi, getServices } from "~/services.server";
import adminStylesheet from "~/admin.css?url";

/** The admin area's own utilities (the site's stylesheet leaves them out). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const headers = adminPageHeaders;
export const handle = { chrome: "own" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const url = new URL(request.url);
  const next = safeAdminReturnPath(url.searchParams.get("next"));
  // A visitor already signed in goes on to the admin area.
  if (await services.admin.sessionFromCookies(request.headers.get("cookie"), url.protocol === "https:")) {
    throw redirect(next, { headers: { "cache-control": "no-store" } });
  }
  const signedOut = url.searchParams.get("signedOut");
  const notice: AdminLoginData["notice"] =
    signedOut === "failed" ? "logoutFailed" : signedOut ? "signedOut" : url.searchParams.get("reason") === "expired" ? "expired" : null;
  const body: AdminLoginData = { next, notice, devUsername: services.config.production ? null : services.config.firstAdminUsername };
  return data(body, { headers: { "cache-control": "private, no-store" } });
}

/**
 * The sign-in sent without a script: the sign-in API answers it in-process (the same limits,
 * device memory and audit), its cookies ride on the redirect to `next`, and a refusal shows the
 * page again with the username kept and the password cleared.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const next = safeAdminReturnPath(new URL(request.url).searchParams.get("next"));
  const fields = await readPageForm(request);
  const username = typeof fields.username === "string" ? fields.username.trim() : "";
  const password = typeof fields.password === "string" ? fields.password : "";
  const answer = await getPageApi(context)("POST", "/api/admin-auth/login", { username, password });
  if (answer.status === 200) {
    const headers = new Headers({ "cache-control": "no-store" });
    for (const cookie of answer.setCookies) headers.append("set-cookie", cookie);
    return redirect(next, { status: 303, headers });
  }
  const body = (answer.body ?? {}) as { message?: string; retryAfterSeconds?: number };
  const refused: AdminLoginRefusal = { username, status: answer.status, retryAfterSeconds: body.retryAfterSeconds, message: body.message };
  return data(refused, { status: answer.status, headers: { "cache-control": "private, no-store" } });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "admin.metaLogin"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminLogin,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AdminLoginRoute() {
  return <AdminLoginView {...useLoaderData<typeof loader>()} refused={useActionData<typeof action>()} />;
}
