import { redirect } from "react-router";
import { paths } from "../../../shared/paths";
import type { AdminSummary } from "../../../shared/schemas/admin";
import { getServices } from "~/services.server";

/**
 * The page side of the admin guard: every admin page's loader starts here. Without a live admin
 * session (the same check the API's guard makes) it redirects to /admin-login, which comes back
 * to this page after signing in.
 */
export async function requireAdmin(request: Request, context: unknown): Promise<AdminSummary> {
  const url = new URL(request.url);
  const session = await getServices(context).admin.sessionFromCookies(request.headers.get("cookie"), url.protocol === "https:");
  if (!session) throw redirect(paths.adminLoginThen(`${url.pathname}${url.search}`), { headers: { "cache-control": "no-store" } });
  return session.admin;
}

/** Admin pages show one person's view of live data: never kept by any cache. */
export const adminPageHeaders = () => ({ "cache-control": "private, no-store" });
