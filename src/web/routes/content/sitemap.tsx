import "~/lib/i18n/areas/sitemap/register";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { SITEMAP_FILES, SITEMAP_GROUPS } from "../../../shared/site-pages";
import { translate, useI18n, type MessageKey } from "~/lib/i18n";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { contentRegion } from "~/lib/content-region";
import { pageMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/root-data";
import { getServices } from "~/services.server";

const POPULAR_RECIPE_COUNT = 5;

export const headers = sharedPageHeaders(300);

/**
 * The spec's groups, each holding only the pages a route serves (and the sitemap files, which the
 * server always answers); a group with none is left out until its first page lands. Which pages
 * are served is asked of the server, the same answer sitemap.xml is built from: the browser's
 * route manifest would not do, as React Router sends it only the routes it has discovered so far.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const [{ recipes }, served] = await Promise.all([
    services.recipes.list({ page: 1, limit: POPULAR_RECIPE_COUNT }),
    services.sitemap.servedPages(),
  ]);
  const listed = (path: string) => SITEMAP_FILES.includes(path) || served.includes(path);
  const groups = SITEMAP_GROUPS.map((group) => ({ key: group.key, paths: group.paths.filter(listed) })).filter(
    (group) => group.paths.length > 0,
  );
  return { groups, popular: recipes.map((r) => ({ id: r.id, title: r.title })) };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "sitemap.title"),
    description: translate(locale, "sitemap.description"),
    path: location.pathname,
    siteUrl,
    locale,
  });
};

export default function SitemapRoute() {
  const { groups, popular } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">{t("sitemap.title")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t("sitemap.intro")}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.key} className="rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card">
            <h2 className="text-xl font-semibold">{t(`sitemap.group.${group.key}` as MessageKey)}</h2>
            <ul className="mt-3 space-y-1">
              {group.paths.map((path) => {
                const label = t(`sitemap.page.${path}` as MessageKey);
                return (
                  <li key={path}>
                    {SITEMAP_FILES.includes(path) ? (
                      <a href={path} className="inline-flex min-h-9 items-center text-herb hover:underline">
                        {label}
                      </a>
                    ) : (
                      <Link to={path} className="inline-flex min-h-9 items-center text-herb hover:underline">
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <section className="rounded-[var(--radius-card)] border border-line bg-paper p-6 shadow-card">
          <h2 className="text-xl font-semibold">{t("sitemap.group.popular")}</h2>
          <ul className="mt-3 space-y-1">
            {popular.map((recipe) => (
              <li key={recipe.id}>
                <Link
                  to={paths.recipe(recipe.id)}
                  className="inline-flex min-h-9 items-center text-herb hover:underline"
                  {...contentRegion}
                >
                  {recipe.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
