import "~/lib/i18n/areas/admin/register";
import { SearchX } from "lucide-react";
import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { translate, useI18n } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = adminPageHeaders;

// Any other path under /admin: signed in, the admin frame says the screen is not there (404).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({ title: translate(locale, "admin.metaNotFound"), description: translate(locale, "admin.metaDescription"), path: location.pathname, siteUrl, noIndex: true });
};

export default function AdminNotFoundRoute() {
  const { t } = useI18n();
  return (
    <EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t("admin.notFound.title")} body={t("admin.notFound.body")}>
      <ButtonLink to={paths.admin} className="mt-6">
        {t("admin.screen.panel")}
      </ButtonLink>
    </EmptyState>
  );
}
