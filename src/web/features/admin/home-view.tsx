import { ScrollText } from "lucide-react";
import { paths } from "../../../shared/paths";
import { isAdminAction } from "../../../shared/rules/admin-actions";
import type { AdminActivity, AdminDashboard } from "../../../shared/schemas/admin";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { ADMIN_SCREENS } from "./admin-screens";
import { AdminPageHeader } from "./admin-shell";
import { AttentionCards } from "./attention-cards";
import { ScreenTiles } from "./screen-tiles";

/**
 * /admin, the admin home: what needs the team (each count leading to its screen), every admin
 * screen, and the latest rows of the audit log.
 */
export function AdminHomeView({ activity, dashboard }: { activity: AdminActivity[]; dashboard: AdminDashboard }) {
  const { t } = useI18n();
  const { locale, timeZone } = useRootData();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  return (
    <>
      <AdminPageHeader title={t("admin.home.title")} intro={t("admin.home.intro")} />
      <section aria-labelledby="admin-attention" className="mb-8">
        <h2 id="admin-attention" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
          {t("admin.attention.title")}
        </h2>
        <AttentionCards dashboard={dashboard} />
      </section>
      <section aria-labelledby="admin-screens">
        <h2 id="admin-screens" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
          {t("admin.home.screens")}
        </h2>
        <ScreenTiles screens={ADMIN_SCREENS.filter((screen) => screen.path !== paths.admin)} columns="sm:grid-cols-2 xl:grid-cols-4" />
      </section>

      <section aria-labelledby="admin-activity" className="mt-8">
        <h2 id="admin-activity" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
          {t("admin.home.activity")}
        </h2>
        {activity.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-line bg-paper p-5 text-sm text-ink-soft">
            <ScrollText className="size-4" aria-hidden />
            {t("admin.home.activityEmpty")}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
            <table className="w-full text-start text-sm">
              <thead className="border-b border-line bg-sand/50 text-xs tracking-wide text-ink-soft uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t("admin.home.when")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t("admin.home.who")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t("admin.home.what")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t("admin.home.item")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t("admin.home.from")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {activity.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-2.5 whitespace-nowrap text-ink-soft tabular-nums">{when(row.at)}</td>
                    <td className="px-4 py-2.5 font-medium">{row.actor}</td>
                    <td className={cn("px-4 py-2.5", row.action.endsWith("failed") ? "font-semibold text-chili" : "")}>
                      {isAdminAction(row.action) ? t(`admin.action.${row.action}`) : row.action}
                    </td>
                    <td className="px-4 py-2.5 text-ink-soft">
                      {row.itemType ? `${row.itemType}${row.itemId ? ` #${row.itemId}` : ""}` : "—"}
                    </td>
                    <td className="px-4 py-2.5 font-mono text-xs text-ink-soft">{row.ip ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
