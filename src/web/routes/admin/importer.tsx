import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-library/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { recipeDraftListQuerySchema } from "../../../shared/schemas/admin-library";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { ImporterView, type ImporterData } from "~/features/admin-library/importer-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ImporterData> {
  await requireAdmin(request, context);
  const { recipeImport } = getServices(context);
  const query = recipeDraftListQuerySchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
  return { drafts: await recipeImport.listDrafts(query.success ? query.data.page : 1) };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminLibrary.import.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminImporter,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ImporterRoute() {
  return <ImporterView data={useLoaderData<typeof loader>()} />;
}
