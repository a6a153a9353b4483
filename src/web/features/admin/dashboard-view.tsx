import { ChefHat, CircleCheck, CircleX, ClipboardList, Database, Languages, Mail, Package, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminDashboard, AdminSummary } from "../../../shared/schemas/admin";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { QUICK_ACTION_PATHS, screenAt } from "./admin-screens";
import { AdminPageHeader, LogoutButton } from "./admin-shell";

type Tone = "ok" | "warning" | "down";

const TONES: Record<Tone, { icon: LucideIcon; className: string }> = {
  ok: { icon: CircleCheck, className: "bg-herb-light text-herb-dark" },
  warning: { icon: TriangleAlert, className: "bg-saffron-light text-saffron-dark" },
  down: { icon: CircleX, className: "bg-chili/10 text-chili" },
};

function StatCard({ icon: Icon, label, value, note }: { icon: LucideIcon; label: string; value: number; note: string }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card" aria-label={label}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-sans text-sm font-semibold text-ink-soft">{label}</h3>
        <span className="grid size-9 place-items-center rounded-lg bg-herb-light text-herb-dark">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
      <p className="mt-2 font-display text-4xl font-semibold tabular-nums" data-testid="stat-value">
        {value}
      </p>
      <p className="mt-1 text-xs text-ink-soft">{note}</p>
    </section>
  );
}

function StatusRow({ icon: Icon, label, tone, children }: { icon: LucideIcon; label: string; tone: Tone; children: ReactNode }) {
  const { t } = useI18n();
  const { icon: ToneIcon, className } = TONES[tone];
  return (
    <li className="flex items-start gap-4 py-4 first:pt-0 last:pb-0">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-sand text-ink">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{label}</p>
        <div className="mt-0.5 text-sm text-ink-soft">{children}</div>
      </div>
      <span className={cn("inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold", className)}>
        <ToneIcon className="size-3.5" aria-hidden />
        {t(`admin.status.${tone}`)}
      </span>
    </li>
  );
}

/**
 * /admin/dashboard (spec 2 §2): the welcome with the admin's name, the counts that wait for
 * review (live, not the spec's static figures), the quick actions, logout, and the system status.
 */
export function AdminDashboardView({ admin, dashboard }: { admin: AdminSummary; dashboard: AdminDashboard }) {
  const { t } = useI18n();
  const { locale, timeZone } = useRootData();
  const { pending, system } = dashboard;
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  const mailTone: Tone = system.mail.failed > 0 || !system.mail.smtpConfigured ? "warning" : "ok";

  return (
    <>
      <AdminPageHeader title={t("admin.dashboard.welcome", { name: admin.name || admin.username })} intro={t("admin.dashboard.intro")}>
        <LogoutButton />
      </AdminPageHeader>

      <h2 className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{t("admin.dashboard.pendingTitle")}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={ClipboardList} label={t("admin.dashboard.pendingRecipes")} value={pending.recipeSubmissions} note={t("admin.dashboard.pendingRecipesNote")} />
        <StatCard icon={ChefHat} label={t("admin.dashboard.pendingChefs")} value={pending.chefApplications} note={t("admin.dashboard.pendingChefsNote")} />
        <StatCard
          icon={Package}
          label={t("admin.dashboard.pendingProducts")}
          value={pending.products}
          note={pending.productSubmissionsOpen ? t("admin.screen.productApprovalText") : t("admin.dashboard.pendingProductsNote")}
        />
      </div>

      <div className="mt-8 grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="quick-actions">
          <h2 id="quick-actions" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
            {t("admin.dashboard.quickActions")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {QUICK_ACTION_PATHS.map((path) => {
              const screen = screenAt(path);
              const body = (
                <>
                  <span className={cn("grid size-10 shrink-0 place-items-center rounded-lg", screen.ready ? "bg-herb text-white" : "bg-sand text-ink-soft")}>
                    <screen.icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2 font-semibold">
                      {t(screen.labelKey)}
                      {screen.ready ? null : <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium text-ink-soft">{t("admin.comingSoon")}</span>}
                    </span>
                    <span className="mt-0.5 block text-sm text-ink-soft">{t(screen.textKey)}</span>
                  </span>
                </>
              );
              return (
                <li key={path}>
                  {screen.ready ? (
                    <Link to={path} className="flex h-full items-start gap-3 rounded-xl border border-line/70 bg-paper p-4 shadow-card transition-colors hover:border-herb">
                      {body}
                    </Link>
                  ) : (
                    <div className="flex h-full items-start gap-3 rounded-xl border border-dashed border-line bg-paper/60 p-4" aria-disabled="true">
                      {body}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="system-status">
          <h2 id="system-status" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
            {t("admin.dashboard.status")}
          </h2>
          <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card" data-testid="system-status">
            <StatusRow icon={Database} label={t("admin.dashboard.database")} tone={system.database.reachable ? "ok" : "down"}>
              {system.database.reachable
                ? t("admin.dashboard.databaseOk", { kind: system.database.kind === "postgres" ? "PostgreSQL" : "PGlite", ms: system.database.latencyMs ?? 0 })
                : t("admin.dashboard.databaseDown")}
            </StatusRow>
            <StatusRow icon={Mail} label={t("admin.dashboard.mail")} tone={mailTone}>
              <p>
                {system.mail.queued > 0 ? t("admin.dashboard.mailQueued", { count: system.mail.queued }) : t("admin.dashboard.mailEmpty")}
                {system.mail.oldestQueuedAt ? `, ${t("admin.dashboard.mailOldest", { date: when(system.mail.oldestQueuedAt) })}` : null}
              </p>
              {system.mail.failed > 0 ? <p>{t("admin.dashboard.mailFailed", { count: system.mail.failed })}</p> : null}
              {system.mail.smtpConfigured ? null : <p>{t("admin.dashboard.mailNoSmtp")}</p>}
            </StatusRow>
            <StatusRow icon={Languages} label={t("admin.dashboard.translation")} tone={system.translation.configured ? "ok" : "warning"}>
              {system.translation.configured ? t("admin.dashboard.translationOn", { engine: system.translation.engine ?? "" }) : t("admin.dashboard.translationOff")}
            </StatusRow>
          </ul>
        </section>
      </div>
    </>
  );
}
