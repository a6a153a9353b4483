import { Eye, SearchX, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { ANALYTICS_RANGES, type AnalyticsReport } from "../../../shared/schemas/admin-library";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";

/**
 * /admin/analytics: what the server counted, without cookies and without anything about the
 * visitor: page views per day and area, the most viewed recipes, the most searched words and the
 * searches that found nothing (what visitors want that the library lacks).
 */
export function AnalyticsView({ report }: { report: AnalyticsReport }) {
  const { t, locale } = useI18n();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const dayLabel = (day: string, style: "short" | "long") =>
    new Intl.DateTimeFormat(
      locale,
      style === "short" ? { day: "numeric", month: "short", timeZone: "UTC" } : { dateStyle: "full", timeZone: "UTC" },
    ).format(new Date(`${day}T00:00:00Z`));
  const peak = Math.max(1, ...report.daily.map((d) => d.views));

  return (
    <>
      <AdminPageHeader title={t("adminLibrary.analytics.title")} intro={t("adminLibrary.analytics.intro")}>
        <nav aria-label={t("adminLibrary.analytics.range")} className="inline-flex rounded-full bg-paper p-1 shadow-card ring-1 ring-line">
          {ANALYTICS_RANGES.map((days) => (
            <Link
              key={days}
              to={`${paths.adminAnalytics}?days=${days}`}
              aria-current={report.days === days ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold",
                report.days === days ? "bg-herb text-white" : "text-ink-soft hover:text-ink",
              )}
            >
              {t("adminLibrary.analytics.days", { count: days })}
            </Link>
          ))}
        </nav>
      </AdminPageHeader>

      <p className="mb-4 text-sm text-ink-soft">
        {t("adminLibrary.analytics.period", { from: dayLabel(report.from, "long"), to: dayLabel(report.to, "long") })}
      </p>

      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Tile icon={<Eye className="size-5" aria-hidden />} label={t("adminLibrary.analytics.views")} value={number(report.totals.views)} />
        <Tile
          icon={<Search className="size-5" aria-hidden />}
          label={t("adminLibrary.analytics.searches")}
          value={number(report.totals.searches)}
        />
        <Tile
          icon={<SearchX className="size-5" aria-hidden />}
          label={t("adminLibrary.analytics.emptySearches")}
          value={number(report.totals.emptySearches)}
          tone="warn"
        />
      </div>

      <Panel title={t("adminLibrary.analytics.daily")} id="daily-views">
        <div className="flex h-40 items-end gap-px sm:gap-0.5" aria-hidden>
          {report.daily.map((d) => (
            <div
              key={d.day}
              className="group relative flex h-full flex-1 items-end"
              title={`${dayLabel(d.day, "short")}: ${number(d.views)}`}
            >
              <div
                className="w-full rounded-t bg-herb/80 group-hover:bg-herb"
                style={{ height: `${Math.max(d.views ? 3 : 0, (d.views / peak) * 100)}%` }}
              />
            </div>
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-ink-soft" aria-hidden>
          <span>{dayLabel(report.from, "short")}</span>
          <span>{dayLabel(report.to, "short")}</span>
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-herb-dark">{t("adminLibrary.analytics.dailyTable")}</summary>
          <table className="mt-2 w-full text-start">
            <caption className="sr-only">{t("adminLibrary.analytics.daily")}</caption>
            <thead>
              <tr className="text-ink-soft">
                <th scope="col" className="py-1 text-start font-semibold">
                  {t("adminLibrary.analytics.day")}
                </th>
                <th scope="col" className="py-1 text-end font-semibold">
                  {t("adminLibrary.analytics.views")}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...report.daily].reverse().map((d) => (
                <tr key={d.day} className="border-t border-line/60">
                  <td className="py-1">{dayLabel(d.day, "long")}</td>
                  <td className="py-1 text-end tabular-nums">{number(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Panel>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title={t("adminLibrary.analytics.emptyTitle")} id="empty-searches" hint={t("adminLibrary.analytics.emptyHint")}>
          <RankTable
            testId="empty-searches"
            rows={report.emptySearches.map((s) => ({ key: s.query, label: s.query, value: s.searches }))}
            labelHeading={t("adminLibrary.analytics.query")}
            valueHeading={t("adminLibrary.analytics.searches")}
            empty={t("adminLibrary.analytics.noEmpty")}
            number={number}
            tone="warn"
          />
        </Panel>
        <Panel title={t("adminLibrary.analytics.topSearches")} id="top-searches">
          <RankTable
            testId="top-searches"
            rows={report.searches.map((s) => ({
              key: s.query,
              label: s.query,
              value: s.searches,
              note: s.emptyResults ? t("adminLibrary.analytics.foundNothing", { count: s.emptyResults }) : undefined,
            }))}
            labelHeading={t("adminLibrary.analytics.query")}
            valueHeading={t("adminLibrary.analytics.searches")}
            empty={t("adminLibrary.analytics.noSearches")}
            number={number}
          />
        </Panel>
        <Panel title={t("adminLibrary.analytics.topRecipes")} id="top-recipes">
          <RankTable
            testId="top-recipes"
            rows={report.recipes.map((r) => ({
              key: String(r.id),
              label: (
                <Link to={paths.recipe(r.id)} className="hover:text-herb hover:underline">
                  {r.title}
                </Link>
              ),
              value: r.views,
            }))}
            labelHeading={t("adminLibrary.analytics.recipe")}
            valueHeading={t("adminLibrary.analytics.views")}
            empty={t("adminLibrary.analytics.noViews")}
            number={number}
          />
        </Panel>
        <Panel title={t("adminLibrary.analytics.areas")} id="areas">
          <RankTable
            testId="areas"
            rows={report.areas.map((a) => ({
              key: a.area,
              label: <code className="font-mono text-sm">/{a.area === "home" ? "" : a.area}</code>,
              value: a.views,
            }))}
            labelHeading={t("adminLibrary.analytics.area")}
            valueHeading={t("adminLibrary.analytics.views")}
            empty={t("adminLibrary.analytics.noViews")}
            number={number}
          />
        </Panel>
      </div>
      <p className="mt-6 text-sm text-ink-soft">{t("adminLibrary.analytics.privacy")}</p>
    </>
  );
}

function Tile({ icon, label, value, tone }: { icon: ReactNode; label: string; value: string; tone?: "warn" }) {
  return (
    <div className="flex items-center gap-4 rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card">
      <span
        className={cn(
          "grid size-11 place-items-center rounded-2xl",
          tone === "warn" ? "bg-saffron-light text-saffron-dark" : "bg-herb-light text-herb-dark",
        )}
      >
        {icon}
      </span>
      <div>
        <p className="text-sm text-ink-soft">{label}</p>
        <p className="font-display text-2xl font-semibold tabular-nums">{value}</p>
      </div>
    </div>
  );
}

function Panel({ title, id, hint, children }: { title: string; id: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card sm:p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint ? <p className="mt-0.5 text-sm text-ink-soft">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

type Row = { key: string; label: ReactNode; value: number; note?: string };

function RankTable({
  rows,
  labelHeading,
  valueHeading,
  empty,
  number,
  tone,
  testId,
}: {
  rows: Row[];
  labelHeading: string;
  valueHeading: string;
  empty: string;
  number: (n: number) => string;
  tone?: "warn";
  testId: string;
}) {
  if (rows.length === 0) return <p className="py-4 text-center text-sm text-ink-soft">{empty}</p>;
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col">{valueHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-line/60 first:border-t-0">
            <td className="py-2 pe-3">
              <div className="relative">
                <span
                  className={cn("absolute inset-y-0 start-0 rounded", tone === "warn" ? "bg-saffron-light" : "bg-herb-light/70")}
                  style={{ width: `${(row.value / top) * 100}%` }}
                  aria-hidden
                />
                <span className="relative block truncate px-2 py-0.5 font-medium">{row.label}</span>
              </div>
              {row.note ? <span className="px-2 text-xs text-ink-soft">{row.note}</span> : null}
            </td>
            <td className="w-16 py-2 text-end font-semibold tabular-nums">{number(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
