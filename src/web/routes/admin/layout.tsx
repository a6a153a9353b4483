import "~/lib/i18n/areas/admin/register";
import { Outlet, useLoaderData, type LoaderFunctionArgs, type LinksFunction } from "react-router";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { AdminShell } from "~/features/admin/admin-shell";
import adminStylesheet from "~/admin.css?url";

/** The admin area's own utilities (the site's stylesheet leaves them out). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

// Every page under /admin renders inside this route: its loader is the pages' guard.
export const headers = adminPageHeaders;
export const handle = { chrome: "own" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { admin: await requireAdmin(request, context) };
}

export default function AdminLayoutRoute() {
  const { admin } = useLoaderData<typeof loader>();
  return (
    <AdminShell admin={admin}>
      <Outlet />
    </AdminShell>
  );
}
