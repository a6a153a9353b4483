import { ClipboardCheck, Inbox, Mail, PackageCheck, Truck, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import type { AdminDashboard } from "../../../shared/schemas/admin";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";

type Attention = { key: string; icon: LucideIcon; count: number; to: string; labelKey: MessageKey };

/** The counts that need the team, each leading to the screen where it is dealt with. */
export function attentionItems({ pending, waiting, system }: AdminDashboard): Attention[] {
  return [
    { key: "messages", icon: Inbox, count: waiting.newMessages, to: paths.adminInbox, labelKey: "admin.attention.newMessages" },
    {
      key: "reviews",
      icon: ClipboardCheck,
      count: pending.recipeSubmissions + pending.chefApplications,
      to: paths.adminRecipeApproval,
      labelKey: "admin.attention.reviews",
    },
    { key: "products", icon: PackageCheck, count: pending.products, to: paths.adminProductApproval, labelKey: "admin.attention.products" },
    { key: "orders", icon: Truck, count: waiting.ordersToShip, to: paths.adminOrders, labelKey: "admin.attention.ordersToShip" },
    {
      key: "catering",
      icon: UtensilsCrossed,
      count: waiting.cateringToQuote,
      to: paths.adminCatering,
      labelKey: "admin.attention.cateringToQuote",
    },
    {
      key: "mail",
      icon: Mail,
      count: system.mail.queued + system.mail.failed,
      to: paths.adminDashboard,
      labelKey: "admin.attention.unsentMail",
    },
  ];
}

export function AttentionCards({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useI18n();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="attention">
      {attentionItems(dashboard).map(({ key, icon: Icon, count, to, labelKey }) => (
        <li key={key}>
          <Link
            to={to}
            className={cn(
              "flex items-center gap-4 rounded-[var(--radius-card)] border bg-paper p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-herb motion-reduce:transition-none",
              count > 0 ? "border-saffron/60" : "border-line/70",
            )}
          >
            <span
              className={cn(
                "grid size-11 shrink-0 place-items-center rounded-xl",
                count > 0 ? "bg-saffron-light text-saffron-dark" : "bg-herb-light text-herb-dark",
              )}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{t(labelKey)}</span>
              <span className="block text-xs text-ink-soft">{count > 0 ? t("admin.attention.open") : t("admin.attention.clear")}</span>
            </span>
            <span
              className={cn("font-display text-3xl font-semibold tabular-nums", count > 0 ? "text-ink" : "text-ink-soft")}
              data-testid={`attention-${key}`}
            >
              {count}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
