import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-review/register";
import "~/lib/i18n/areas/admin-people/register";
import "~/lib/i18n/areas/admin-translations/register";
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { translationTextListQuerySchema } from "../../../shared/schemas/translation-desk";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { translationsAction } from "~/features/admin-translations/translations-action.server";
import { doneFrom, TranslationsView, type TranslationsData } from "~/features/admin-translations/translations-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TranslationsData> {
  await requireAdmin(request, context);
  const { translation } = getServices(context);
  const url = new URL(request.url);
  // The search box is the admin lists' own (`search`); the API calls it the page's address.
  const parsed = translationTextListQuerySchema.safeParse({
    language: url.searchParams.get("language") ?? undefined,
    address: url.searchParams.get("search") ?? undefined,
    state: url.searchParams.get("state") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  // A hand-edited value the contract refuses gives the whole list rather than an error page.
  const query = parsed.success ? parsed.data : translationTextListQuerySchema.parse({});
  return {
    language: query.language,
    address: query.address ?? "",
    state: query.state,
    done: doneFrom(url),
    list: await translation.desk.list(query),
  };
}

/** A correction, or taking one back, sent without a script. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  return translationsAction(request, context);
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminTranslations.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminTranslations,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function TranslationsRoute() {
  return <TranslationsView data={useLoaderData<typeof loader>()} />;
}
