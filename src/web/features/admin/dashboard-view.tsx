import {
  ChefHat,
  CircleCheck,
  CircleX,
  ClipboardList,
  Database,
  Inbox,
  Languages,
  Mail,
  Package,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import type { AdminDashboard, AdminSummary } from "../../../shared/schemas/admin";
import { cn } from "~/lib/cn";
import { useI18n } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { QUICK_ACTION_PATHS, screenAt } from "./admin-screens";
import { AdminPageHeader } from "./admin-shell";
import { ScreenTiles } from "./screen-tiles";

type Tone = "ok" | "warning" | "down";

const ENGINE_NAMES: Record<string, string> = { libretranslate: "LibreTranslate", deepl: "DeepL", google: "Google Cloud Translation" };

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

function StatusCard({ icon: Icon, label, tone, children }: { icon: LucideIcon; label: string; tone: Tone; children: ReactNode }) {
  const { t } = useI18n();
  const { icon: ToneIcon, className } = TONES[tone];
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-sand text-ink">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className={cn("inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold", className)}>
          <ToneIcon className="size-3.5" aria-hidden />
          {t(`admin.status.${tone}`)}
        </span>
      </div>
      <h3 className="mt-3 font-sans text-base font-semibold">{label}</h3>
      <div className="mt-1 space-y-0.5 text-sm text-ink-soft">{children}</div>
    </li>
  );
}

/**
 * /admin/dashboard: the welcome with the admin's name, the counts that wait for
 * review (live, not the spec's static figures), the quick actions, logout, and the system status.
 */
export function AdminDashboardView({ admin, dashboard }: { admin: AdminSummary; dashboard: AdminDashboard }) {
  const { t } = useI18n();
  const { locale, timeZone } = useRootData();
  const { pending, waiting, system } = dashboard;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  const mailTone: Tone = system.mail.failed > 0 || !system.mail.smtpConfigured ? "warning" : "ok";

  return (
    <>
      <AdminPageHeader title={t("admin.dashboard.welcome", { name: admin.name || admin.username })} intro={t("admin.dashboard.intro")} />

      <h2 className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{t("admin.dashboard.pendingTitle")}</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={ClipboardList}
          label={t("admin.dashboard.pendingRecipes")}
          value={pending.recipeSubmissions}
          note={t("admin.dashboard.pendingRecipesNote")}
        />
        <StatCard
          icon={ChefHat}
          label={t("admin.dashboard.pendingChefs")}
          value={pending.chefApplications}
          note={t("admin.dashboard.pendingChefsNote")}
        />
        <StatCard
          icon={Package}
          label={t("admin.dashboard.pendingProducts")}
          value={pending.products}
          note={t("admin.dashboard.pendingProductsNote")}
        />
        <StatCard
          icon={Inbox}
          label={t("admin.dashboard.newMessages")}
          value={waiting.newMessages}
          note={t("admin.dashboard.newMessagesNote")}
        />
      </div>

      <section aria-labelledby="system-status" className="mt-8">
        <h2 id="system-status" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
          {t("admin.dashboard.status")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3" data-testid="system-status">
          <StatusCard icon={Database} label={t("admin.dashboard.database")} tone={system.database.reachable ? "ok" : "down"}>
            <p>
              {system.database.reachable
                ? t("admin.dashboard.databaseOk", {
                    kind: system.database.kind === "postgres" ? "PostgreSQL" : "PGlite",
                    ms: system.database.latencyMs ?? 0,
                  })
                : t("admin.dashboard.databaseDown")}
            </p>
          </StatusCard>
          <StatusCard icon={Mail} label={t("admin.dashboard.mail")} tone={mailTone}>
            <p>
              {system.mail.queued > 0 ? t("admin.dashboard.mailQueued", { count: system.mail.queued }) : t("admin.dashboard.mailEmpty")}
              {system.mail.oldestQueuedAt ? `, ${t("admin.dashboard.mailOldest", { date: when(system.mail.oldestQueuedAt) })}` : null}
            </p>
            {system.mail.failed > 0 ? <p>{t("admin.dashboard.mailFailed", { count: system.mail.failed })}</p> : null}
            {system.mail.smtpConfigured ? null : <p>{t("admin.dashboard.mailNoSmtp")}</p>}
          </StatusCard>
          <StatusCard icon={Languages} label={t("admin.dashboard.translation")} tone={system.translation.configured ? "ok" : "warning"}>
            <p>
              {system.translation.configured
                ? t("admin.dashboard.translationOn", {
                    engine: ENGINE_NAMES[system.translation.engine ?? ""] ?? system.translation.engine ?? "",
                  })
                : t("admin.dashboard.translationOff")}
            </p>
          </StatusCard>
        </ul>
      </section>

      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">
          {t("admin.dashboard.quickActions")}
        </h2>
        <ScreenTiles screens={QUICK_ACTION_PATHS.map(screenAt)} columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" />
      </section>
    </>
  );
}
