import "~/lib/i18n/areas/admin/register";
import "~/lib/i18n/areas/admin-library/register";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { calendarDateSchema, dailyRecipeMonthQuerySchema } from "../../../shared/schemas/admin-library";
import { adminPageHeaders, requireAdmin } from "~/features/admin/admin-session.server";
import { DailyRecipeView, type DailyRecipeData } from "~/features/admin-library/daily-recipe-view";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

export const headers = adminPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<DailyRecipeData> {
  await requireAdmin(request, context);
  const { dailyRecipes } = getServices(context);
  const url = new URL(request.url);
  // A hand-edited month or day the API would refuse gives this month and today instead.
  const month = dailyRecipeMonthQuerySchema.safeParse({ month: url.searchParams.get("month") ?? undefined });
  const calendar = await dailyRecipes.month(month.success ? month.data.month : undefined);
  const date = calendarDateSchema.safeParse(url.searchParams.get("date"));
  const selected =
    date.success && date.data.startsWith(calendar.month)
      ? date.data
      : calendar.today.startsWith(calendar.month)
        ? calendar.today
        : `${calendar.month}-01`;
  const answer = await dailyRecipes.forDay(selected).catch(() => null);
  return { calendar, selected, answer };
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "adminLibrary.daily.title"),
    description: translate(locale, "admin.metaDescription"),
    path: paths.adminDailyRecipe,
    siteUrl,
    locale,
    noIndex: true,
  });
};

export default function DailyRecipeRoute() {
  return <DailyRecipeView data={useLoaderData<typeof loader>()} />;
}
