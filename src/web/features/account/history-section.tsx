import { CalendarDays, ChefHat, Info, Package, ShoppingBag, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import { formatDollars } from "../../../shared/rules/format";
import { ButtonLink } from "~/components/ui/button";
import { contentRegion } from "~/lib/content-region";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";
import { AccountPanel } from "./account-parts";
import { dateTimeFormat } from "../../../shared/rules/intl-formats";

/** A class booking made with the account's verified address. */
export type AccountBooking = {
  reference: string;
  classId: number;
  classTitle: string;
  startsAt: string;
  participants: number;
  total: string;
  status: string;
};
/** A shop order placed with the account's verified address (its status page's secret is only in the mail). */
export type AccountOrder = { reference: string; status: string; total: string; paymentMethod: string; placedAt: string };

const BOOKING_STATUS: Record<string, MessageKey> = {
  confirmed: "account.history.bookingStatus.confirmed",
  cancelled: "account.history.bookingStatus.cancelled",
};
const ORDER_STATUS: Record<string, MessageKey> = {
  awaiting_payment: "account.history.orderStatus.awaiting_payment",
  pending_payment: "account.history.orderStatus.pending_payment",
  paid: "account.history.orderStatus.paid",
  cancelled: "account.history.orderStatus.cancelled",
};
const PAYMENT: Record<string, MessageKey> = {
  "on-delivery": "account.history.payment.on-delivery",
  card: "account.history.payment.card",
};

function StatusBadge({ tone, children }: { tone: "good" | "wait" | "off"; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone === "good" && "bg-herb-light text-herb-dark",
        tone === "wait" && "bg-saffron-light text-saffron-dark",
        tone === "off" && "bg-sand text-ink-soft",
      )}
    >
      {children}
    </span>
  );
}

/** Class bookings and shop orders whose email is the account's verified address. */
export function HistorySection({
  email,
  bookings,
  orders,
}: {
  email: string;
  bookings: readonly AccountBooking[];
  orders: readonly AccountOrder[];
}) {
  const { t, locale } = useI18n();
  const { timeZone } = useRootData();
  const when = (iso: string) => dateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso));
  const day = (iso: string) => dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(new Date(iso));
  const text = (keys: Record<string, MessageKey>, value: string) => (keys[value] ? t(keys[value]) : value);

  return (
    <div className="grid gap-6">
      <p className="flex items-start gap-2 text-sm text-ink-soft">
        <Info className="mt-0.5 size-4 shrink-0 text-herb" aria-hidden />
        <span className="[overflow-wrap:anywhere]">{t("account.history.intro", { email })}</span>
      </p>
      <AccountPanel title={t("account.history.bookings")} icon={<ChefHat className="size-5" />}>
        {bookings.length === 0 ? (
          <Empty
            icon={<ChefHat className="size-6" aria-hidden />}
            text={t("account.history.noBookings")}
            to={paths.classes}
            action={t("account.history.browseClasses")}
          />
        ) : (
          <ul className="mt-5 grid gap-3">
            {bookings.map((booking) => (
              <li key={booking.reference} className="rounded-2xl border border-line/70 bg-cream/60 p-4" data-testid="account-booking">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-sans text-base font-semibold" {...contentRegion}>
                    <Link to={paths.cookingClass(booking.classId)} className="hover:text-herb hover:underline">
                      {booking.classTitle}
                    </Link>
                  </h3>
                  <StatusBadge tone={booking.status === "confirmed" ? "good" : "off"}>{text(BOOKING_STATUS, booking.status)}</StatusBadge>
                </div>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays className="size-4" aria-hidden />
                    <time dateTime={booking.startsAt}>{when(booking.startsAt)}</time>
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Users className="size-4" aria-hidden />
                    {booking.participants === 1
                      ? t("account.history.seatsOne")
                      : t("account.history.seats", { count: booking.participants })}
                  </span>
                  <span>{t("account.history.total", { total: formatDollars(Number(booking.total)) })}</span>
                  <span>{t("account.history.reference", { reference: booking.reference })}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </AccountPanel>

      <AccountPanel title={t("account.history.orders")} icon={<ShoppingBag className="size-5" />}>
        {orders.length === 0 ? (
          <Empty
            icon={<Package className="size-6" aria-hidden />}
            text={t("account.history.noOrders")}
            to={paths.shop}
            action={t("account.history.browseShop")}
          />
        ) : (
          <ul className="mt-5 grid gap-3">
            {orders.map((order) => (
              <li key={order.reference} className="rounded-2xl border border-line/70 bg-cream/60 p-4" data-testid="account-order">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-sans text-base font-semibold">{t("account.history.reference", { reference: order.reference })}</h3>
                  <StatusBadge tone={order.status === "paid" ? "good" : order.status === "cancelled" ? "off" : "wait"}>
                    {text(ORDER_STATUS, order.status)}
                  </StatusBadge>
                </div>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays className="size-4" aria-hidden />
                    <time dateTime={order.placedAt}>{t("account.history.placedOn", { date: day(order.placedAt) })}</time>
                  </span>
                  <span className="font-semibold text-ink">
                    {t("account.history.total", { total: formatDollars(Number(order.total)) })}
                  </span>
                  <span>{text(PAYMENT, order.paymentMethod)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </AccountPanel>
    </div>
  );
}

function Empty({ icon, text, to, action }: { icon: ReactNode; text: string; to: string; action: string }) {
  return (
    <div className="mt-5 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-cream/60 p-5 sm:flex-row sm:items-center">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-saffron-light text-saffron-dark">{icon}</span>
      <p className="flex-1 text-ink-soft">{text}</p>
      <ButtonLink to={to} variant="outline">
        {action}
      </ButtonLink>
    </div>
  );
}
