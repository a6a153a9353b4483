import "~/lib/i18n/areas/admin/register";
import { SearchX } from "lucide-react";
import { data, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
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
  return pageMeta({
    title: translate(locale, "admin.metaNotFound"),
    description: translate(locale, "admin.metaDescription"),
    path: location.pathname,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function AdminNotFoundRoute() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-paper px-6 py-14 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-saffron-light text-saffron-dark">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-semibold">{t("admin.notFound.title")}</h1>
      <p className="mt-2 max-w-md text-ink-soft">{t("admin.notFound.body")}</p>
      <ButtonLink to={paths.admin} className="mt-6">
        {t("admin.screen.panel")}
      </ButtonLink>
    </div>
  );
}
