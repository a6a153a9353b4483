import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-classes/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { sessionListQuerySchema } from "../../../shared/schemas/class-desk";
import { positiveIdSchema } from "../../../shared/schemas/common";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { ClassesDeskView, type ClassesDeskData } from "~/features/admin-classes/classes-desk-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

/** An id from the URL, or null when it is missing or not one. */
const idFrom = (value: string | null) => (value === null ? null : (positiveIdSchema.safeParse(value).data ?? null));

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ClassesDeskData> {
  await requireAdmin(request, context);
  const { classDesk } = getServices(context);
  const url = new URL(request.url);
  const parsed = sessionListQuerySchema.safeParse({
    when: url.searchParams.get("when") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const query = parsed.success ? parsed.data : sessionListQuerySchema.parse({});
  const sessionId = idFrom(url.searchParams.get("session"));
  const [classes, session] = await Promise.all([
    classDesk.listClasses({ page: 1, limit: 100 }),
    sessionId ? classDesk.sessionDetail(sessionId) : null,
  ]);
  const wanted = session?.classId ?? idFrom(url.searchParams.get("class"));
  const selected = classes.data.find((c) => c.id === wanted) ?? classes.data[0] ?? null;
  const sessions = selected && !session ? await classDesk.listSessions(selected.id, query) : null;
  return { classes: classes.data, selected, when: query.when, sessions, session };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminClasses.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.chefAdmin,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function ClassesDeskRoute() {
  return <ClassesDeskView data={useLoaderData<typeof loader>()} />;
}
